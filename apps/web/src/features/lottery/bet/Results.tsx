import type { TDraw, TLotteryGameDetail } from '@portal/contracts/lottery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../shared/time.ts';
import { QueryView } from '../../../shared/ui/DataTable.tsx';
import { EmptyState } from '../../../shared/ui/States.tsx';
import { openedQuery, slipsQuery, type TimedDraw } from '../api.ts';
import { Balls } from '../Balls.tsx';
import type { Family } from '../picks.ts';
import { verifyDraw } from '../verify.ts';
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
      <p className="lot-muted lot-fair-help">
        <strong>{t('lottery.fairness')}.</strong> {t('lottery.fairnessHelp')}
      </p>
      {currentDraw?.current && (
        <p className="lot-hash">
          <span>{t('lottery.seedHash', { numero: currentDraw.current.numero })}</span>
          <code>{currentDraw.current.seedHash}</code>
        </p>
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

/** A past draw's seed and hash, and the check of the one against the other and the numbers. */
function Proof({ draw, family }: { draw: TDraw; family: Family }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'ok' | 'bad'>('idle');
  const check = async () => {
    setState('busy');
    try {
      setState((await verifyDraw(family, draw)) ? 'ok' : 'bad');
    } catch {
      setState('bad');
    }
  };
  return (
    <div className="lot-proof">
      <details>
        <summary>{t('lottery.seed')}</summary>
        <dl>
          <dt>{t('lottery.seed')}</dt>
          <dd>
            <code>{draw.seed}</code>
          </dd>
          <dt>SHA-256</dt>
          <dd>
            <code>{draw.seedHash}</code>
          </dd>
        </dl>
      </details>
      {state === 'ok' ? (
        <span className="lot-verified" role="status">
          ✓ {t('lottery.verified')}
        </span>
      ) : state === 'bad' ? (
        <span className="lot-error" role="status">
          {t('lottery.verifyFailed')}
        </span>
      ) : (
        <button type="button" className="lot-helper" disabled={state === 'busy'} onClick={() => void check()}>
          {state === 'busy' ? t('lottery.verifying') : t('lottery.verify')}
        </button>
      )}
    </div>
  );
}
