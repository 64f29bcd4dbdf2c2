import {
  promotionCategories,
  promotionStatuses,
  type TConsolePromotion,
  type TPromotionCategory,
  type TPromotionStatus,
} from '@portal/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge, StatusBadge } from '../../shared/ui/Badge.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { FilterTabs, ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { promotionsQuery, usePromotionStatus } from './api.ts';
import { audienceLine, mechanismLine, periodLines, titleOf } from './summary.ts';

const c = columnsOf<TConsolePromotion>();
type Next = Exclude<TPromotionStatus, 'draft'>;
/** The moves the row offers, by status (the server allows these and ending; ending asks first). */
const MOVES: Record<TPromotionStatus, Next[]> = {
  draft: ['scheduled', 'live'],
  scheduled: ['live', 'paused', 'ended'],
  live: ['paused', 'ended'],
  paused: ['live', 'ended'],
  ended: [],
};
const TABS = ['all', ...promotionStatuses] as const;

/** A brand's promotions by status and category, with their reward, audience and what they paid so far. */
export function PromotionTable({ code, onEdit }: { code: string; onEdit: (id: number) => void }) {
  const { t } = useTranslation();
  const admin = useMay('promotions.manage');
  const list = useListState([], 25);
  const [status, setStatus] = useState<(typeof TABS)[number]>('all');
  const [category, setCategory] = useState<TPromotionCategory | ''>('');
  const [ending, setEnding] = useState<TConsolePromotion | null>(null);
  const query = useQuery(
    promotionsQuery(code, {
      page: list.params.page,
      size: list.params.size,
      status: status === 'all' ? undefined : status,
      category: category || undefined,
    }),
  );
  const move = usePromotionStatus();
  const columns = useMemo(() => {
    const go = (row: TConsolePromotion, next: Next) =>
      move.mutateAsync({ id: row.id, status: next }).then(
        () => toast(t(`promotions.moved.${next}`, { code: row.code })),
        (e: unknown) => toast(errorText(t, e), true),
      );
    const button = (row: TConsolePromotion, next: Next) => (
      <button
        key={next}
        type="button"
        className={`btn btn-sm ${next === 'ended' ? 'btn-danger' : next === 'live' ? 'btn-ok' : 'btn-secondary'}`}
        aria-label={`${t(`promotions.move.${row.status === 'paused' && next === 'live' ? 'resume' : next}`)} ${row.code}`}
        onClick={() => (next === 'ended' ? setEnding(row) : void go(row, next))}
      >
        {t(`promotions.move.${row.status === 'paused' && next === 'live' ? 'resume' : next}`)}
      </button>
    );
    return c.columns([
      c.show(
        'title',
        t('promotions.promotion'),
        (row) => (
          <span className="stack">
            <span className="strong">{titleOf(row)}</span>
            <span className="sub">
              {row.code} ·{' '}
              <Badge tone="info" plain>
                {t(`promotions.categories.${row.category}`)}
              </Badge>
            </span>
          </span>
        ),
        { className: 'wrap' },
      ),
      c.show('period', t('promotions.period'), (row) => {
        const p = periodLines(t, row);
        return (
          <span className="stack">
            {p.start}
            <span className="sub">{p.end}</span>
          </span>
        );
      }),
      c.field('mechanism', t('promotions.reward'), {
        className: 'wrap',
        cell: (v, row) => (
          <span className="stack">
            <span>{mechanismLine(t, v)}</span>
            <span className="sub">
              {audienceLine(t, row.audience)} ·{' '}
              {t('promotions.wageringLine', { n: row.wagering.multiple, days: row.wagering.expiryDays })}
            </span>
          </span>
        ),
      }),
      c.show(
        'paid',
        t('promotions.paid'),
        (row) => (
          <span className="stack">
            <Money amount={row.bonusTotal} />
            <span className="sub">
              {t('promotions.entriesLine', { entries: count(row.entries), bonuses: count(row.bonuses) })}
            </span>
          </span>
        ),
        { align: 'right' },
      ),
      c.field('status', t('promotions.status'), { cell: (v) => <StatusBadge status={v} /> }),
      c.actions(t('promotions.actions'), (row) =>
        admin && row.status !== 'ended' ? (
          <span className="row-actions">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`${t('promotions.edit')} ${row.code}`}
              onClick={() => onEdit(row.id)}
            >
              {t('promotions.edit')}
            </button>
            {MOVES[row.status].map((next) => button(row, next))}
          </span>
        ) : null,
      ),
    ]);
  }, [t, admin, move.mutateAsync, onEdit]);
  return (
    <>
      <ListTable
        id="promotions"
        columns={columns}
        list={list}
        query={query}
        emptyText={t('promotions.none')}
        toolbar={
          <div className="toolbar">
            <FilterTabs
              label={t('promotions.status')}
              values={TABS}
              value={status}
              text={(s) => (s === 'all' ? t('promotions.all') : t(`status.${s}`))}
              onChange={(s) => {
                setStatus(s);
                list.firstPage();
              }}
            />
            <select
              className="select"
              aria-label={t('promotions.category')}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value as TPromotionCategory | '');
                list.firstPage();
              }}
            >
              <option value="">{t('promotions.anyCategory')}</option>
              {promotionCategories.map((k) => (
                <option key={k} value={k}>
                  {t(`promotions.categories.${k}`)}
                </option>
              ))}
            </select>
          </div>
        }
      />
      {ending ? (
        <DecisionDialog
          title={t('promotions.endTitle')}
          facts={
            <p>
              <strong>{titleOf(ending)}</strong> ({ending.code}) · {t('promotions.endWhat')}
            </p>
          }
          confirmLabel={t('promotions.move.ended')}
          variant="danger"
          onConfirm={async () => {
            await move.mutateAsync({ id: ending.id, status: 'ended' });
            toast(t('promotions.moved.ended', { code: ending.code }));
          }}
          onClose={() => setEnding(null)}
        />
      ) : null}
    </>
  );
}
