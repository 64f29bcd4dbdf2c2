import type { TConsoleRaffleClaim, TConsoleRaffleEvent } from '@portal/contracts/raffle';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, money } from '../../shared/format.ts';
import { columnsOf } from '../../shared/ui/columns.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { raffleClaimsQuery } from './api.ts';

const c = columnsOf<TConsoleRaffleClaim>();

/** An event's draws, newest first: who, what it paid, the wheel's slice and the nonce that decided it. */
export function ClaimsDialog({ event, onClose }: { event: TConsoleRaffleEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useListState([], 25);
  const query = useQuery(raffleClaimsQuery(event.id, list.pagination.pageIndex, list.pagination.pageSize));
  const columns = useMemo(
    () =>
      c.columns([
        c.field('id', '#', { className: 'num' }),
        c.field('createdAt', t('raffle.time'), { cell: (v) => dateTime(v) }),
        c.field('username', t('raffle.member')),
        c.field('amount', t('raffle.amount'), { className: 'num', cell: (v) => money(v) }),
        c.field('prizeIndex', t('raffle.slice'), {
          className: 'num',
          cell: (v) => (v === null ? '—' : String(v + 1)),
        }),
        c.field('nonce', t('raffle.nonce'), { className: 'num' }),
      ]),
    [t],
  );
  return (
    <Dialog title={t('raffle.claimsTitle', { id: event.id })} onClose={onClose} wide>
      <ListTable id="raffle-claims" columns={columns} list={list} query={query} emptyText={t('raffle.noClaims')} />
    </Dialog>
  );
}
