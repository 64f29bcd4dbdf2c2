import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { gamesOps, TWinner } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/op.ts';
import { useBrand } from '../../shared/api/system.ts';
import { Amount, useNumbers } from '../../shared/ui/Amount.tsx';
import { Icon } from '../../shared/ui/icons.tsx';

type Win = TWinner;

/**
 * The winners board as a live ticker: the latest big wins run past and refresh every 15 s. The list is drawn twice
 * so the run loops without a gap; the copy is hidden from screen readers, which read the list once.
 */
export function WinnersTicker() {
  const { t } = useTranslation();
  const { multiplier } = useNumbers();
  const brand = useBrand();
  const { data } = useQuery({
    queryKey: ['games', 'winners'],
    queryFn: () => call<typeof gamesOps.winners>(FIRST_LOAD.winnerBoard),
    staleTime: 15_000,
    refetchInterval: 15_000,
  });
  if (!data?.length) return null;
  const wins = data.slice(0, 16);
  const item = (w: Win, copy: boolean) => (
    <li key={`${copy ? 'c' : 'w'}-${w.account}-${w.time}`} className="ticker-win" aria-hidden={copy || undefined}>
      <span className="win-account">{w.account}</span>
      <span className="win-game">{w.gameName}</span>
      <strong className="win-amount">
        <Amount value={w.win} symbol={brand?.currencySymbol} />
      </strong>
      {w.multiplier > 1 && <span className="win-x">{multiplier(w.multiplier)}</span>}
    </li>
  );
  return (
    <section className="wins" aria-labelledby="wins-title">
      <h2 id="wins-title" className="wins-title">
        <Icon name="trophy" size={18} />
        <span>{t('games.winners')}</span>
        <span className="wins-live" aria-hidden="true" />
      </h2>
      <div className="wins-window">
        <ul className="wins-run" style={{ animationDuration: `${wins.length * 4}s` }}>
          {wins.map((w) => item(w, false))}
          {wins.map((w) => item(w, true))}
        </ul>
      </div>
    </section>
  );
}
