import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../shared/time.ts';
import { QueryView } from '../../../shared/ui/DataTable.tsx';
import { EmptyState } from '../../../shared/ui/States.tsx';
import { openedQuery, slipsQuery, type TimedDraw } from '../api.ts';
import { Balls } from '../Balls.tsx';
import { FairnessHelp, NextSeedHash, Proof } from '../Proof.tsx';
import type { Family } from '../picks.ts';
import { MemberOnly } from './MemberOnly.tsx';
import { hitIndexes } from './MyBets.tsx';

/**
 * The last 20 results, the balls the member's slips hit ringed; each with its seed and a check in the browser that
 * the seed matches the hash published before the draw and gives these numbers.
 */
export function Results({
  game,
  family,
  token,
  currentDraw,
}: {
  game: TLotteryGameDetail;
  family: Family;
  token: string | null;
  currentDraw: TimedDraw | undefined;
}) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const opened = useQuery(openedQuery(game.gameCode, token));
  const settled = useQuery(slipsQuery(game.gameCode, 'settled', token));
  const picksOf = (numero: string) =>
    (settled.data?.list ?? []).filter((s) => s.numero === numero).flatMap((s) => s.bets.map((b) => b.pick));
  return (
    <section className="lot-panel" aria-labelledby="lot-results">
      <div className="lot-panel-head">
        <h2 id="lot-results">{t('lottery.results')}</h2>
      </div>
      <FairnessHelp />
      {currentDraw?.current && (
        <NextSeedHash numero={currentDraw.current.numero} seedHash={currentDraw.current.seedHash} />
      )}
      <MemberOnly token={token}>
        <QueryView query={opened} height={200}>
          {(draws) =>
            draws.length === 0 ? (
              <EmptyState title={t('lottery.noResults')} />
            ) : (
              <table className="lot-results">
                <caption className="sr-only">{t('lottery.results')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('lottery.drawCol')}</th>
                    <th scope="col">{t('lottery.numbersCol')}</th>
                    <th scope="col">{t('lottery.fairness')}</th>
                  </tr>
                </thead>
                <tbody>
                  {draws.map((d) => (
                    <tr key={d.numero}>
                      <th scope="row">
                        <span className="num">{d.numero}</span>
                        {d.drawnAt && <span className="lot-muted lot-time">{time(d.drawnAt)}</span>}
                      </th>
                      <td>
                        {d.result && (
                          <Balls
                            numbers={d.result}
                            family={family}
                            size={family === 'keno' ? 'sm' : 'md'}
                            hits={hitIndexes(picksOf(d.numero), d.result)}
                          />
                        )}
                      </td>
                      <td>
                        <Proof draw={d} family={family} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryView>
      </MemberOnly>
    </section>
  );
}
