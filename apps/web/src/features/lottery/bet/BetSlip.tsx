import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { type TimedDraw, usePlaceSlip } from '../api.ts';
import { useOdds } from '../odds.ts';
import { type Pick, topOdds } from '../picks.ts';
import { pickText } from '../texts.ts';
import type { SlipLook } from './SlipBody.tsx';
import { SlipPanel } from './SlipPanel.tsx';
import type { SlipState } from './slip-state.ts';

/** The in-house game's slip: its bets read by play type and pick, with the pay table's top odds. */
export function BetSlip({
  game,
  draw,
  slip,
  token,
}: {
  game: TLotteryGameDetail;
  draw: TimedDraw | undefined;
  slip: SlipState<Pick>;
  token: string | null;
}) {
  const { t } = useTranslation();
  const formatOdds = useOdds();
  const look: SlipLook<Pick> = {
    pick: (b) => (
      <>
        <span className="lot-muted">{t(`lottery.kind.${b.pick.kind}`)}</span>
        <strong>{pickText(t, b.pick)}</strong>
      </>
    ),
    pickName: (b) => pickText(t, b.pick),
    terms: (b) => <>×{formatOdds(topOdds(game.plays, b.pick) ?? '')}</>,
  };
  return (
    <SlipPanel
      titleId="lot-slip-title"
      gameCode={game.gameCode}
      draw={draw}
      slip={slip}
      token={token}
      look={look}
      usePlace={usePlaceSlip}
      untilCutoff
    />
  );
}
