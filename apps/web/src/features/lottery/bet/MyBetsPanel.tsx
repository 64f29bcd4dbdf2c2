import type { TLotterySlip } from '@portal/contracts/lottery';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../shared/time.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { QueryView } from '../../../shared/ui/DataTable.tsx';
import { EmptyState } from '../../../shared/ui/States.tsx';
import { MemberOnly } from './MemberOnly.tsx';

export type SlipStatus = 'open' | 'settled';
/** A member's slip of either screen: the in-house shape, its bets on the screen's picks. */
export type SlipOf<P> = Omit<TLotterySlip, 'bets'> & {
  bets: Array<Omit<TLotterySlip['bets'][number], 'pick'> & { pick: P }>;
};

/** The member's slips of a game: open ones waiting for their draw, or settled ones; each shown by `children`. */
// Generic over the page (not its slips): query options are invariant in their data.
export function MyBetsPanel<T extends { list: Array<{ slipId: number }> }, K extends QueryKey>({
  titleId,
  token,
  query,
  children,
}: {
  titleId: string;
  token: string | null;
  query(status: SlipStatus): UseQueryOptions<T, Error, T, K>;
  children(slip: T['list'][number]): ReactNode;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SlipStatus>('open');
  const slips = useQuery({
    ...query(status),
    // Open slips settle at their draw: looked at again while any is waiting.
    refetchInterval: (q) => (status === 'open' && q.state.data?.list.length ? 5000 : false),
  });
  return (
    <section className="lot-panel" aria-labelledby={titleId}>
      <div className="lot-panel-head">
        <h2 id={titleId}>{t('lottery.myBets')}</h2>
        <div className="lot-seg">
          {(['open', 'settled'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {t(s === 'open' ? 'lottery.openBets' : 'lottery.settledBets')}
            </button>
          ))}
        </div>
      </div>
      <MemberOnly token={token}>
        <QueryView query={slips} height={120}>
          {(page) =>
            page.list.length === 0 ? (
              <EmptyState title={t('lottery.noBets')} />
            ) : (
              <ul className="lot-slips">{page.list.map((s) => children(s))}</ul>
            )
          }
        </QueryView>
      </MemberOnly>
    </section>
  );
}

/** One slip: its draw and status, its bets (those that won marked), its total and what it won. */
export function SlipLine<P>({
  slip,
  betText,
  showPlaced,
  balls,
  testId,
}: {
  slip: SlipOf<P>;
  betText(pick: P): string;
  /** The in-house list shows when each slip was placed, the VN one does not. */
  showPlaced?: boolean;
  balls?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const won = slip.win !== null && Number(slip.win) > 0;
  return (
    <li className="lot-slipline" data-testid={testId}>
      <div className="lot-slipline-head">
        <strong>{t('lottery.drawNo', { numero: slip.numero })}</strong>
        {showPlaced && <span className="lot-muted">{time(slip.placedAt)}</span>}
        <span className={`lot-status lot-status-${slip.status}`}>{t(`lottery.status.${slip.status}`)}</span>
      </div>
      <div className="lot-slipline-picks">
        {slip.bets.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slip's bets keep their order
          <span key={i} className={`lot-tag${b.payout !== null && Number(b.payout) > 0 ? ' lot-tag-win' : ''}`}>
            {betText(b.pick)} · <Amount value={b.amount} />
          </span>
        ))}
      </div>
      <div className="lot-slipline-foot">
        {balls}
        <span className="num">
          <Amount value={slip.total} />
        </span>
        {slip.status === 'settled' && (
          <span className={won ? 'win' : 'lot-muted'}>
            {won ? `${t('lottery.won')} ` : t('lottery.lost')}
            {won && <Amount value={slip.win ?? '0'} />}
          </span>
        )}
      </div>
    </li>
  );
}
