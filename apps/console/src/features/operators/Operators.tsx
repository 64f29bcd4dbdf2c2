import type { TOperatorRow } from '@portal/contracts/console';
import { operatorRoles } from '@portal/contracts/operator';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { useSession } from '../../shared/session.ts';
import { Badge, RoleBadge, StatusBadge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import type { Features } from '../../shared/ui/DataTable.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { operatorsQuery, resetTwoFactor, setDisabled } from './api.ts';
import { BrandsDialog } from './BrandsDialog.tsx';
import { CreateOperatorDialog } from './CreateOperatorDialog.tsx';
import { RoleDialog } from './RoleDialog.tsx';

const col = createColumnHelper<Features, TOperatorRow>();
type Open = { kind: 'role' | 'brands' | 'reset' | 'disable'; row: TOperatorRow } | { kind: 'create' } | null;

/** Operator accounts (admin): create, change role, disable or enable, reset two-factor after a lost phone. */
export default function Operators() {
  const { t } = useTranslation();
  const { me } = useSession();
  const client = useQueryClient();
  const list = useListState([{ id: 'username', desc: false }]);
  const [role, setRoleFilter] = useState<(typeof operatorRoles)[number] | ''>('');
  const [open, setOpen] = useState<Open>(null);
  const query = useQuery(operatorsQuery({ ...list.params, role: role || undefined }));
  const refresh = () => client.invalidateQueries({ queryKey: ['operators'] });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('username', {
          header: t('operators.username'),
          meta: { label: t('operators.username') },
          cell: (c) => (
            <span className="strong">
              {c.getValue()}
              {c.getValue() === me?.username ? <span className="sub">{t('operators.you')}</span> : null}
            </span>
          ),
        }),
        col.accessor('role', {
          header: t('operators.role'),
          meta: { label: t('operators.role') },
          cell: (c) => <RoleBadge role={c.getValue()} />,
        }),
        col.accessor('brands', {
          header: t('operators.brands'),
          meta: { label: t('operators.brands') },
          enableSorting: false,
          cell: (c) =>
            c.getValue().length ? (
              <span className="mono">{c.getValue().join(', ')}</span>
            ) : (
              <span className="muted">{t('operators.everyBrand')}</span>
            ),
        }),
        col.accessor('twoFactor', {
          header: t('operators.twoFactor'),
          meta: { label: t('operators.twoFactor') },
          enableSorting: false,
          cell: (c) =>
            c.getValue() ? (
              <Badge tone="ok">{t('operators.twoFactorOn')}</Badge>
            ) : (
              <Badge tone={c.row.original.role === 'support' ? 'muted' : 'warn'}>{t('operators.twoFactorOff')}</Badge>
            ),
        }),
        col.accessor('disabled', {
          header: t('operators.state'),
          meta: { label: t('operators.state') },
          enableSorting: false,
          cell: (c) => <StatusBadge status={c.getValue() ? 'locked' : 'active'} />,
        }),
        col.accessor('lastSignInAt', {
          header: t('operators.lastSignIn'),
          meta: { label: t('operators.lastSignIn') },
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('createdAt', {
          header: t('operators.created'),
          meta: { label: t('operators.created') },
          cell: (c) => dateTime(c.getValue()),
        }),
        col.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('queues.actions')}</span>,
          meta: { label: t('queues.actions'), className: 'actions' },
          enableHiding: false,
          cell: (c) => {
            const row = c.row.original;
            if (row.username === me?.username) return null;
            return (
              <>
                <Button small onClick={() => setOpen({ kind: 'role', row })}>
                  {t('operators.changeRole')}
                </Button>
                <Button small onClick={() => setOpen({ kind: 'brands', row })}>
                  {t('operators.brands')}
                </Button>
                {row.twoFactor ? (
                  <Button small onClick={() => setOpen({ kind: 'reset', row })}>
                    {t('operators.reset2fa')}
                  </Button>
                ) : null}
                <Button
                  small
                  variant={row.disabled ? 'secondary' : 'danger'}
                  onClick={() => setOpen({ kind: 'disable', row })}
                >
                  {row.disabled ? t('operators.enable') : t('operators.disable')}
                </Button>
              </>
            );
          },
        }),
      ]),
    [t, me?.username],
  );

  return (
    <>
      <PageHead title={t('nav.operators')} sub={t('operators.sub')}>
        <Button variant="primary" onClick={() => setOpen({ kind: 'create' })}>
          <Icon name="plus" size={14} />
          {t('operators.create')}
        </Button>
      </PageHead>
      <ListTable
        id="operators"
        columns={columns}
        list={list}
        query={query}
        rowKey={(r) => r.username}
        toolbar={
          <fieldset className="segmented">
            <legend className="sr-only">{t('operators.role')}</legend>
            {(['', ...operatorRoles] as const).map((r) => (
              <button
                type="button"
                key={r || 'all'}
                aria-pressed={role === r}
                onClick={() => {
                  setRoleFilter(r);
                  list.firstPage();
                }}
              >
                {r ? t(`role.${r}`) : t('queues.all')}
              </button>
            ))}
          </fieldset>
        }
      />
      {open?.kind === 'create' ? <CreateOperatorDialog onClose={() => setOpen(null)} onCreated={refresh} /> : null}
      {open?.kind === 'role' ? <RoleDialog row={open.row} onClose={() => setOpen(null)} onDone={refresh} /> : null}
      {open?.kind === 'brands' ? <BrandsDialog row={open.row} onClose={() => setOpen(null)} onDone={refresh} /> : null}
      {open?.kind === 'reset' ? (
        <DecisionDialog
          title={t('operators.reset2faTitle', { name: open.row.username })}
          confirmLabel={t('operators.reset2fa')}
          variant="danger"
          facts={<p className="muted">{t('operators.reset2faWhat')}</p>}
          onConfirm={async () => {
            await resetTwoFactor(open.row.username);
            toast(t('operators.reset2faDone', { name: open.row.username }));
            await refresh();
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'disable' ? (
        <DecisionDialog
          title={
            open.row.disabled
              ? t('operators.enableTitle', { name: open.row.username })
              : t('operators.disableTitle', { name: open.row.username })
          }
          confirmLabel={open.row.disabled ? t('operators.enable') : t('operators.disable')}
          variant={open.row.disabled ? 'primary' : 'danger'}
          facts={<p className="muted">{open.row.disabled ? t('operators.enableWhat') : t('operators.disableWhat')}</p>}
          onConfirm={async () => {
            await setDisabled(open.row.username, !open.row.disabled);
            await refresh();
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
