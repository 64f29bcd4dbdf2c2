import type { TConsoleRaffleEvent } from '@portal/contracts/raffle';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { errorText } from '../../shared/ui/errors.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { rafflesQuery, useSwitchRaffle } from './api.ts';
import { ClaimsDialog } from './ClaimsDialog.tsx';
import { FundDialog } from './FundDialog.tsx';
import { RaffleDialog } from './RaffleDialog.tsx';

const c = columnsOf<TConsoleRaffleEvent>();
type Open = { kind: 'edit' | 'fund' | 'claims'; event: TConsoleRaffleEvent } | { kind: 'new' } | null;

const titleOf = (e: TConsoleRaffleEvent) => Object.values(e.texts)[0]?.title ?? `#${e.id}`;

/** A brand's red envelopes and wheels: period, switch, pool and draws; admins create, edit, fund and switch them. */
export default function Raffles() {
  const { t } = useTranslation();
  const admin = useMay('promotions.manage');
  const brand = useBrandChoice();
  const list = useListState([], 50);
  const query = useQuery(rafflesQuery(brand.code));
  const toggle = useSwitchRaffle();
  const [open, setOpen] = useState<Open>(null);
  const columns = useMemo(
    () =>
      c.columns([
        c.field('id', '#', { className: 'num' }),
        c.field('kind', t('raffle.kindLabel'), {
          cell: (v) => (
            <Badge tone="info" plain>
              {t(`raffle.kind.${v}`)}
            </Badge>
          ),
        }),
        c.show('title', t('raffle.titleLabel'), (e) => (
          <span className="strong">{e.texts.pt?.title ?? titleOf(e)}</span>
        )),
        c.show('period', t('raffle.period'), (e) => `${dateTime(e.startsAt)} – ${dateTime(e.endsAt)}`),
        c.field('pool', t('raffle.pool'), { className: 'num', cell: (v) => money(v) }),
        c.field('funded', t('raffle.fundedTotal'), { className: 'num', cell: (v) => money(v) }),
        c.field('paid', t('raffle.paid'), { className: 'num', cell: (v) => money(v) }),
        c.field('draws', t('raffle.draws'), { className: 'num' }),
        c.field('enabled', t('raffle.state'), {
          cell: (v, e) => (
            <>
              <Badge tone={v ? 'ok' : 'muted'}>{t(v ? 'raffle.on' : 'raffle.off')}</Badge>
              {e.awaitingApproval || e.pendingEdit || Number(e.pendingFunds) > 0 ? (
                <Badge tone="warn">{t('raffle.awaitingApproval')}</Badge>
              ) : null}
            </>
          ),
        }),
        c.actions(t('raffle.actions'), (e) => (
          <span className="row-actions">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setOpen({ kind: 'claims', event: e })}
            >
              {t('raffle.claims')}
            </button>
            {admin ? (
              <>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setOpen({ kind: 'edit', event: e })}
                >
                  {t('raffle.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setOpen({ kind: 'fund', event: e })}
                >
                  {t('raffle.fund')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() =>
                    toggle.mutate(
                      { id: e.id, enabled: !e.enabled },
                      { onError: (err) => toast(errorText(t, err), true) },
                    )
                  }
                >
                  {t(e.enabled ? 'raffle.switchOff' : 'raffle.switchOn')}
                </button>
              </>
            ) : null}
          </span>
        )),
      ]),
    [t, admin, toggle],
  );
  return (
    <>
      <PageHead title={t('nav.raffle')} sub={t('raffle.sub')}>
        <BrandPicker choice={brand} />
        {admin ? (
          <Button variant="primary" onClick={() => setOpen({ kind: 'new' })} disabled={!brand.code}>
            <Icon name="plus" size={14} />
            {t('raffle.new')}
          </Button>
        ) : null}
      </PageHead>
      <ListTable id="raffles" columns={columns} list={list} query={query} emptyText={t('raffle.none')} />
      {open?.kind === 'new' && <RaffleDialog code={brand.code} event={null} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <RaffleDialog code={brand.code} event={open.event} onClose={() => setOpen(null)} />}
      {open?.kind === 'fund' && <FundDialog event={open.event} onClose={() => setOpen(null)} />}
      {open?.kind === 'claims' && <ClaimsDialog event={open.event} onClose={() => setOpen(null)} />}
    </>
  );
}
