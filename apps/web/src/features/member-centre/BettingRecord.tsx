import { gamesOps, type TBetRecord } from '@portal/contracts/games';
import type { OpQuery } from '@portal/contracts/op';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/op.ts';
import { useVendors } from '../../shared/api/system.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { DateField } from '../../shared/ui/DateField.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';

/** The verification page, filled with a round's fairness inputs (it looks up the server seed once revealed). */
const proofUrl = (p: NonNullable<TBetRecord['proof']>, lang: string) =>
  `/provider/inhouse/verify?${new URLSearchParams({
    game: p.game,
    serverHash: p.serverHash,
    clientSeed: p.clientSeed,
    nonce: String(p.nonce),
    ...(p.mines ? { mines: String(p.mines) } : {}),
    ...(p.params ? { params: p.params } : {}),
    lang,
  })}`;

/** A lottery slip's draw, its picks (the server's short labels) and the draw's numbers once drawn. */
function LotteryLine({ slip }: { slip: NonNullable<TBetRecord['lottery']> }) {
  const { t } = useTranslation();
  return (
    <span className="mc-lottery">
      <span className="num">{t('games.drawNo', { numero: slip.numero })}</span>
      <span className="sr-only">{t('games.lotteryPicks')}: </span>
      <span className="mc-lottery-picks">{slip.picks.join(' · ')}</span>
      {slip.result && (
        <span>
          {t('games.drawResult')}: <strong className="num">{slip.result.join(' ')}</strong>
        </span>
      )}
    </span>
  );
}

/** personalHistoryCopy: the member's rounds, filtered by date, vendor and status, 20 a page. */
export default function BettingRecord() {
  const { t, i18n } = useTranslation();
  const time = useFormatTime();
  const { data: lanes } = useVendors();
  const [f, setF] = useState({ startDate: '', endDate: '', vassalage: '', status: 'all', pageNo: 1 });
  // Empty filters are left out of the query.
  const query = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as OpQuery<
    typeof gamesOps.betRecords
  >;
  const { data, isLoading } = useQuery({
    queryKey: ['wallet', 'bets', query],
    queryFn: () => call(gamesOps.betRecords, { query }),
    placeholderData: keepPreviousData,
  });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value, pageNo: 1 });
  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <DateField
          label={t('mc.from')}
          value={f.startDate}
          onChange={(v) => set('startDate')({ target: { value: v } })}
        />
        <DateField label={t('mc.to')} value={f.endDate} onChange={(v) => set('endDate')({ target: { value: v } })} />
        <label>
          {t('lobby.vendors')}
          <select value={f.vassalage} onChange={set('vassalage')}>
            <option value="">{t('mc.types.all')}</option>
            {(lanes ?? [])
              .flatMap((l) => l.cards)
              .map((c) => (
                <option key={c.vassalage} value={c.vassalage}>
                  {c.name}
                </option>
              ))}
          </select>
        </label>
        <label>
          {t('mc.status')}
          <select value={f.status} onChange={set('status')}>
            {['all', 'open', 'settled', 'rolled_back'].map((s) => (
              <option key={s} value={s}>
                {t(`games.round.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading ? (
        <Skeleton height={200} />
      ) : !data?.list.length ? (
        <EmptyState title={t('mc.noRecords')} />
      ) : (
        <>
          <table className="mc-table cards">
            <thead>
              <tr>
                <th>{t('mc.time')}</th>
                <th>{t('games.game')}</th>
                <th>{t('games.bet')}</th>
                <th>{t('games.winAmount')}</th>
                <th>{t('games.profit')}</th>
                <th>{t('mc.status')}</th>
                <th>
                  <span className="sr-only">{t('games.fairness')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.roundId}>
                  <td data-label={t('mc.time')}>{time(r.time)}</td>
                  <td data-label={t('games.game')}>
                    {r.gameName}
                    {r.lottery && <LotteryLine slip={r.lottery} />}
                  </td>
                  <td data-label={t('games.bet')}>
                    <Amount value={r.bet} />
                  </td>
                  <td data-label={t('games.winAmount')}>
                    <Amount value={r.win} />
                  </td>
                  <td data-label={t('games.profit')} className={r.profit.startsWith('-') ? 'loss' : 'win'}>
                    <Amount value={r.profit} />
                  </td>
                  <td data-label={t('mc.status')}>{t(`games.round.${r.status}`)}</td>
                  <td data-label={t('games.fairness')}>
                    {r.proof && (
                      <a href={proofUrl(r.proof, i18n.language)} target="_blank" rel="noreferrer">
                        {t('games.verify')}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={f.pageNo} total={data.totalPages} onPage={(pageNo) => setF({ ...f, pageNo })} />
        </>
      )}
    </div>
  );
}
