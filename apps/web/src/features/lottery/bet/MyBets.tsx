import type { TLotteryGameDetail, TLotterySlip } from '@portal/contracts/lottery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../shared/time.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { QueryView } from '../../../shared/ui/DataTable.tsx';
import { EmptyState } from '../../../shared/ui/States.tsx';
import { slipsQuery } from '../api.ts';
import { Balls } from '../Balls.tsx';
import type { Family, Pick } from '../picks.ts';
import { pickText } from '../texts.ts';
import { MemberOnly } from './MemberOnly.tsx';

/** Which balls of a result a slip's picks hit: keno its numbers drawn; 5D the positions its digit bets got. */
export function hitIndexes(picks: readonly Pick[], result: readonly number[]): Set<number> {
  const hits = new Set<number>();
  for (const p of picks) {
    if (p.kind === 'keno')
      result.forEach((r, i) => {
        if (p.numbers.includes(r)) hits.add(i);
      });
    if (p.kind === 'digit' && result[p.position - 1] === p.digit) hits.add(p.position - 1);
  }
  return hits;
}

/** The member's slips of this game: open ones waiting for their draw, or settled ones with their numbers. */
export function MyBets({ game, family, token }: { game: TLotteryGameDetail; family: Family; token: string | null }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const slips = useQuery({
    ...slipsQuery(game.gameCode, status, token),
    // Open slips settle at their draw: looked at again while any is waiting.
    refetchInterval: (q) => (status === 'open' && q.state.data?.list.length ? 5000 : false),
  });
  return (
    <section className="lot-panel" aria-labelledby="lot-mybets">
      <div className="lot-panel-head">
        <h2 id="lot-mybets">{t('lottery.myBets')}</h2>
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
              <ul className="lot-slips">
                {page.list.map((s) => (
                  <SlipLine key={s.slipId} slip={s} family={family} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </MemberOnly>
    </section>
  );
}

function SlipLine({ slip, family }: { slip: TLotterySlip; family: Family }) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const won = slip.win !== null && Number(slip.win) > 0;
  const picks = slip.bets.map((b) => b.pick);
  return (
    <li className="lot-slipline">
      <div className="lot-slipline-head">
        <strong>{t('lottery.drawNo', { numero: slip.numero })}</strong>
        <span className="lot-muted">{time(slip.placedAt)}</span>
        <span className={`lot-status lot-status-${slip.status}`}>{t(`lottery.status.${slip.status}`)}</span>
      </div>
      <div className="lot-slipline-picks">
        {slip.bets.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slip's bets keep their order
          <span key={i} className={`lot-tag${b.payout !== null && Number(b.payout) > 0 ? ' lot-tag-win' : ''}`}>
            {pickText(t, b.pick)} · <Amount value={b.amount} />
          </span>
        ))}
      </div>
      <div className="lot-slipline-foot">
        {slip.result && <Balls numbers={slip.result} family={family} size="sm" hits={hitIndexes(picks, slip.result)} />}
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
