import type { TReferredPlayer } from '@portal/contracts/referral';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { useEarnTexts } from './earn/texts.ts';
import { referralInfoQuery, referralListQuery } from './referral-api.ts';
import './earn/earn.css';

/** referral: the member's link with copy and share, its QR code, the players it brought and the rewards earned. */
export default function Referral() {
  const ready = useEarnTexts();
  const { t } = useTranslation();
  const money = useMoney();
  const when = useFormatTime();
  const token = useSession((s) => s.token);
  const [pageNo, setPage] = useState(1);
  const info = useQuery(referralInfoQuery(token));
  const list = useQuery(referralListQuery(token, pageNo));
  if (!ready || info.isLoading) return <Skeleton height={240} />;
  if (!info.data)
    return (
      <ErrorState
        message={t('earn.referral.loadFailed')}
        onRetry={() => void info.refetch()}
        retryLabel={t('earn.retry')}
      />
    );
  const d = info.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(d.link);
      void notify({ kind: 'success', title: t('earn.referral.copied') });
    } catch {
      void notify({ kind: 'error', title: t('earn.referral.copyFailed') });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('earn.referral.shareTitle'), text: t('earn.referral.shareText'), url: d.link });
    } catch {
      // The member closed the share sheet: nothing to say.
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <div className="mc-stack earn">
      {!d.enabled && <p className="earn-hint">{t('earn.referral.off')}</p>}
      {d.enabled && (
        <p className="earn-lead">
          {t('earn.referral.terms', { reward: money(d.reward), deposit: money(d.minDeposit) })}
        </p>
      )}
      <div className="earn-share">
        <figure className="earn-qr">
          <QRCodeSVG value={d.link} size={136} marginSize={2} title={t('earn.referral.qr')} />
          <figcaption>{t('earn.referral.code', { code: d.code })}</figcaption>
        </figure>
        <div className="earn-link">
          <label htmlFor="referral-link">{t('earn.referral.link')}</label>
          <input id="referral-link" readOnly value={d.link} onFocus={(e) => e.currentTarget.select()} />
          <div className="earn-actions">
            <Button onClick={() => void copy()}>{t('earn.referral.copy')}</Button>
            {canShare && (
              <Button variant="secondary" onClick={() => void share()}>
                {t('earn.referral.share')}
              </Button>
            )}
          </div>
        </div>
      </div>
      <dl className="earn-figures">
        <div>
          <dt>{t('earn.referral.invited')}</dt>
          <dd className="num">{d.invited}</dd>
        </div>
        <div>
          <dt>{t('earn.referral.qualified')}</dt>
          <dd className="num">{d.qualified}</dd>
        </div>
        <div>
          <dt>{t('earn.referral.earned')}</dt>
          <dd className="num" data-testid="referral-earned">
            {money(d.rewardsEarned)}
          </dd>
        </div>
      </dl>
      <h4 className="earn-subhead">{t('earn.referral.players')}</h4>
      {list.isError ? (
        <ErrorState
          message={t('earn.referral.loadFailed')}
          onRetry={() => void list.refetch()}
          retryLabel={t('earn.retry')}
        />
      ) : !list.data ? (
        <Skeleton height={120} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('earn.referral.none')} />
      ) : (
        <>
          <DataTable<TReferredPlayer>
            caption={t('earn.referral.players')}
            className="cards"
            rowKey={(r) => `${r.username}-${r.registeredAt}`}
            rows={list.data.list}
            busy={list.isFetching}
            columns={[
              { label: t('earn.referral.player'), cell: (r) => r.username },
              { label: t('earn.referral.registered'), cell: (r) => when(r.registeredAt) },
              { label: t('earn.referral.status'), cell: (r) => t(`earn.referral.state.${r.status}`) },
              { label: t('earn.referral.reward'), cell: (r) => (r.reward ? money(r.reward) : '—'), num: true },
            ]}
          />
          <Pager page={pageNo} total={list.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
