import type { TLotteryGame } from '@portal/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../shared/ui/Amount.tsx';

/** A game's draw interval and published RTP, as small badges. */
export function GameBadges({ game }: { game: TLotteryGame }) {
  const { t } = useTranslation();
  const { decimal } = useNumbers();
  const s = game.intervalSeconds;
  return (
    <span className="lot-badges">
      <span className="lot-badge">
        {s % 60 === 0 ? t('lottery.everyMin', { count: s / 60 }) : t('lottery.everySec', { count: s })}
      </span>
      <span className="lot-badge lot-badge-rtp">{t('lottery.rtp', { rtp: decimal(game.rtp) })}</span>
    </span>
  );
}
