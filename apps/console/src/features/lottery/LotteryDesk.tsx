import type { TVnAwaitingDraw } from '@portal/contracts/console-lottery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { awaitingQuery, termsQuery, useCancelDraw } from './api.ts';
import { ResultDialog } from './ResultDialog.tsx';
import { TermsEditor } from './TermsEditor.tsx';

/** Who entered the current round so far, and whether the last round ended in a mismatch. */
function Entries({ d }: { d: TVnAwaitingDraw }) {
  const { t } = useTranslation();
  return (
    <span className="stack">
      {d.entries.length === 0 ? (
        <span className="muted">{t('lottery.noEntry')}</span>
      ) : (
        d.entries.map((e) => (
          <span key={e.at}>
            {t('lottery.enteredBy', { who: e.operator })} <span className="sub">{dateTime(e.at)}</span>
          </span>
        ))
      )}
      {d.mismatched ? <Badge tone="bad">{t('lottery.mismatch', { round: d.round - 1 })}</Badge> : null}
    </span>
  );
}

/** The regional VN draws awaiting their results: two operators enter each, an admin may cancel (refunds). */
function Awaiting() {
  const { t } = useTranslation();
  const admin = useMay('lottery.manage');
  const query = useQuery(awaitingQuery());
  const cancel = useCancelDraw();
  const [entering, setEntering] = useState<TVnAwaitingDraw | null>(null);
  const [cancelling, setCancelling] = useState<TVnAwaitingDraw | null>(null);
  if (query.error) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  const due = (d: TVnAwaitingDraw) => d.due;
  return (
    <section className="panel">
      <div className="panel-head">
        <h2>{t('lottery.awaiting')}</h2>
      </div>
      {query.data.length === 0 ? (
        <p className="panel-body muted">{t('lottery.noneAwaiting')}</p>
      ) : (
        <table className="data">
          <thead>
            <tr>
              <th>{t('lottery.game')}</th>
              <th>{t('lottery.numero')}</th>
              <th>{t('lottery.drawsAt')}</th>
              <th>{t('lottery.deadline')}</th>
              <th>{t('lottery.status')}</th>
              <th>{t('lottery.entries')}</th>
              <th>{t('lottery.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((d) => (
              <tr key={d.drawId}>
                <td className="strong">{d.gameName}</td>
                <td>{d.numero}</td>
                <td>{dateTime(d.drawsAt)}</td>
                <td>{dateTime(d.deadline)}</td>
                <td>
                  <Badge tone={due(d) ? 'warn' : 'muted'}>{t(`lottery.drawStatus.${due(d) ? 'due' : d.status}`)}</Badge>
                </td>
                <td>
                  <Entries d={d} />
                </td>
                <td>
                  <span className="row-actions">
                    {due(d) ? (
                      <button type="button" className="btn btn-ok btn-sm" onClick={() => setEntering(d)}>
                        {t(d.entries.length ? 'lottery.confirm' : 'lottery.enter')}
                      </button>
                    ) : null}
                    {admin ? (
                      <button type="button" className="btn btn-danger btn-sm" onClick={() => setCancelling(d)}>
                        {t('lottery.cancel')}
                      </button>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entering ? <ResultDialog draw={entering} onClose={() => setEntering(null)} /> : null}
      {cancelling ? (
        <DecisionDialog
          title={t('lottery.cancelTitle')}
          facts={
            <p>
              <strong>{cancelling.gameName}</strong> · {cancelling.numero} — {t('lottery.cancelWhat')}
            </p>
          }
          confirmLabel={t('lottery.cancel')}
          variant="danger"
          reason="required"
          onConfirm={async (reason) => {
            await cancel.mutateAsync({ drawId: cancelling.drawId, reason: reason ?? '' });
            toast(t('lottery.cancelled', { numero: cancelling.numero }));
          }}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </section>
  );
}

/** The brand's lottery terms, one game at a time (VN games first). */
function Terms() {
  const { t } = useTranslation();
  const admin = useMay('lottery.manage');
  const brand = useBrandChoice();
  const query = useQuery(termsQuery(brand.code));
  const [picked, setPicked] = useState('');
  if (query.error) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <Loading />;
  const games = [...query.data].sort((a, b) => Number(b.family === 'vn') - Number(a.family === 'vn'));
  const game = games.find((g) => g.gameCode === picked) ?? games[0];
  return (
    <section className="panel">
      <div className="panel-head">
        <h2>{t('lottery.terms')}</h2>
        <select
          className="select"
          aria-label={t('lottery.game')}
          value={game?.gameCode ?? ''}
          onChange={(e) => setPicked(e.target.value)}
        >
          {games.map((g) => (
            <option key={g.gameCode} value={g.gameCode}>
              {g.gameName} ({g.gameCode})
            </option>
          ))}
        </select>
        <BrandPicker choice={brand} />
      </div>
      <div className="panel-body stack">
        <p className="muted">{t('lottery.termsSub')}</p>
        {game ? (
          <TermsEditor key={`${brand.code}:${game.gameCode}`} code={brand.code} game={game} admin={admin} />
        ) : null}
      </div>
    </section>
  );
}

/** The lottery desk: VN results awaiting entry, and the lottery's terms per brand. */
export default function LotteryDesk() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('nav.lottery')} sub={t('lottery.sub')} />
      <div className="stack">
        <Awaiting />
        <Terms />
      </div>
    </>
  );
}
