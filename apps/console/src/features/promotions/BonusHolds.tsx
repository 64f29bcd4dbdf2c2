import type { TBonusHold } from '@portal/contracts/bonus-holds';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { FilterTabs, ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Failed, Loading, Money, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { BonusRulesCard } from './BonusRulesCard.tsx';
import { bonusHoldsQuery, useReviewHold } from './holds-api.ts';

const c = columnsOf<TBonusHold>();
const TABS = ['held', 'reviewed'] as const;
const TONE = {
  held: 'warn',
  active: 'ok',
  released: 'ok',
  expired: 'info',
  forfeited: 'info',
  cancelled: 'bad',
} as const;
type Reviewing = { row: TBonusHold; decision: 'release' | 'cancel' };

/** What ties the account to others: one line per shared device, payout account or address, naming the other account. */
function Links({ row }: { row: TBonusHold }) {
  const { t } = useTranslation();
  return (
    <span className="stack">
      {row.links.map((l) => (
        <span key={`${l.kind}:${l.memberId}:${l.value}`}>
          <span className="strong">{t(`bonusHolds.link.${l.kind}`)}</span> {l.value}{' '}
          <span className="sub">{t(`bonusHolds.with.${l.with}`, { name: l.username })}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * Referral rewards and sign-up gifts held by the brand's abuse rules: the account shares a device, a payout account
 * or an address with its referrer, or with another account that took the gift. Nothing is paid until an admin
 * releases one (paid into the bonus wallet with its turnover) or cancels it (nothing paid); both are audited.
 */
export default function BonusHolds() {
  const { t } = useTranslation();
  const admin = useMay('promotions.manage');
  const brand = useBrandChoice();
  const { code, merchants } = brand;
  const list = useListState([], 25);
  const [state, setState] = useState<(typeof TABS)[number]>('held');
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const query = useQuery(bonusHoldsQuery(code, { state, page: list.params.page, size: list.params.size }));
  const review = useReviewHold();
  const columns = useMemo(
    () =>
      c.columns([
        c.field('heldAt', t('bonusHolds.heldAt'), { cell: dateTime }),
        c.field('username', t('bonusHolds.member'), { cell: (v) => <span className="strong">{v}</span> }),
        c.show(
          'what',
          t('bonusHolds.what'),
          (row) => (
            <span className="stack">
              <span>{row.source === 'referral' ? t('bonusHolds.referral') : t('bonusHolds.gift')}</span>
              <span className="sub">
                {row.source === 'referral'
                  ? t('bonusHolds.referred', { name: row.refereeUsername ?? '' })
                  : row.promotionCode}
              </span>
            </span>
          ),
          { className: 'wrap' },
        ),
        c.field('amount', t('bonusHolds.amount'), { align: 'right', cell: (v) => <Money amount={v} /> }),
        c.field('requirement', t('bonusHolds.turnover'), { align: 'right', cell: (v) => <Money amount={v} /> }),
        c.show('links', t('bonusHolds.links'), (row) => <Links row={row} />, { className: 'wrap' }),
        c.field('status', t('bonusHolds.status'), {
          cell: (v, row) => (
            <span className="stack">
              <Badge tone={TONE[v]}>{t(`bonusHolds.status_.${v}`)}</Badge>
              {row.reviewedAt ? (
                <span className="sub">
                  {row.reviewedBy} · {dateTime(row.reviewedAt)}
                </span>
              ) : null}
            </span>
          ),
        }),
        c.actions(t('bonusHolds.actions'), (row) =>
          admin && row.status === 'held' ? (
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-ok btn-sm"
                onClick={() => setReviewing({ row, decision: 'release' })}
              >
                {t('bonusHolds.release')}
              </button>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                onClick={() => setReviewing({ row, decision: 'cancel' })}
              >
                {t('bonusHolds.cancel')}
              </button>
            </span>
          ) : null,
        ),
      ]),
    [t, admin],
  );
  if (merchants.error) return <Failed error={merchants.error} retry={() => void merchants.refetch()} />;
  if (!code) return <Loading />;
  return (
    <>
      <PageHead title={t('nav.bonusHolds')} sub={t('bonusHolds.sub')}>
        <BrandPicker choice={brand} />
      </PageHead>
      <BonusRulesCard code={code} />
      <ListTable
        id="bonus-holds"
        columns={columns}
        list={list}
        query={query}
        emptyText={state === 'held' ? t('bonusHolds.noneHeld') : t('bonusHolds.noneReviewed')}
        toolbar={
          <FilterTabs
            label={t('bonusHolds.state')}
            values={TABS}
            value={state}
            text={(s) => t(`bonusHolds.tab.${s}`)}
            onChange={(s) => {
              setState(s);
              list.firstPage();
            }}
          />
        }
      />
      {reviewing ? (
        <DecisionDialog
          title={reviewing.decision === 'release' ? t('bonusHolds.releaseTitle') : t('bonusHolds.cancelTitle')}
          facts={
            <>
              <p>
                <strong>{reviewing.row.username}</strong> · <Money amount={reviewing.row.amount} />
              </p>
              <Links row={reviewing.row} />
              <p className="muted">
                {reviewing.decision === 'release' ? t('bonusHolds.releaseWhat') : t('bonusHolds.cancelWhat')}
              </p>
            </>
          }
          confirmLabel={reviewing.decision === 'release' ? t('bonusHolds.release') : t('bonusHolds.cancel')}
          variant={reviewing.decision === 'release' ? 'ok' : 'danger'}
          reason="optional"
          onConfirm={async (note) => {
            await review.mutateAsync({ id: reviewing.row.id, decision: reviewing.decision, note: note ?? '' });
            toast(
              t(reviewing.decision === 'release' ? 'bonusHolds.released' : 'bonusHolds.cancelled', {
                name: reviewing.row.username,
              }),
            );
          }}
          onClose={() => setReviewing(null)}
        />
      ) : null}
    </>
  );
}
