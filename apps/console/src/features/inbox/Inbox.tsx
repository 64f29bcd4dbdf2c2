import type { TSentInboxMessage } from '@portal/contracts/inbox';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { sentQuery } from './api.ts';
import { SendDialog } from './SendDialog.tsx';

const col = createColumnHelper<Features, TSentInboxMessage>();
/** The title an operator reads: English if written, else the first language written. */
const titleOf = (m: TSentInboxMessage) => m.texts.en?.title ?? Object.values(m.texts)[0]?.title ?? '';

/** Messages to members' inboxes: what was sent, to whom, how many read it; support and admins send new ones. */
export default function Inbox() {
  const { t } = useTranslation();
  const list = useListState([], 25);
  const [sending, setSending] = useState(false);
  const query = useQuery(sentQuery({ page: list.params.page, size: list.params.size }));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('createdAt', {
          header: t('inbox.when'),
          meta: { label: t('inbox.when') },
          enableSorting: false,
          cell: (c) => dateTime(c.getValue()),
        }),
        col.accessor('audience', {
          header: t('inbox.audience'),
          meta: { label: t('inbox.audience') },
          enableSorting: false,
          cell: (c) => {
            const m = c.row.original;
            return (
              <Badge tone={m.audience === 'member' ? 'info' : 'brand'} plain>
                {m.audience === 'member'
                  ? m.username
                  : m.audience === 'vip'
                    ? t('inbox.toVip', { rank: m.vipRank })
                    : t(`inbox.to.${m.audience}`)}
              </Badge>
            );
          },
        }),
        col.display({
          id: 'title',
          header: t('inbox.title'),
          meta: { label: t('inbox.title') },
          cell: (c) => <span className="strong">{titleOf(c.row.original)}</span>,
        }),
        col.accessor('texts', {
          header: t('inbox.languages'),
          meta: { label: t('inbox.languages') },
          enableSorting: false,
          cell: (c) => <span className="mono muted">{Object.keys(c.getValue()).join(' ').toUpperCase()}</span>,
        }),
        col.accessor('merchantCode', {
          header: t('inbox.brand'),
          meta: { label: t('inbox.brand'), className: 'mono' },
          enableSorting: false,
        }),
        col.accessor('sentBy', {
          header: t('inbox.sentBy'),
          meta: { label: t('inbox.sentBy') },
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        col.accessor('readCount', {
          header: t('inbox.reads'),
          meta: { label: t('inbox.reads'), className: 'num' },
          enableSorting: false,
        }),
      ]),
    [t],
  );
  return (
    <>
      <PageHead title={t('nav.inbox')} sub={t('inbox.sub')}>
        <Button variant="primary" onClick={() => setSending(true)}>
          <Icon name="plus" /> {t('inbox.new')}
        </Button>
      </PageHead>
      <DataTable
        id="inbox"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => String(r.id)}
      />
      {sending && <SendDialog onClose={() => setSending(false)} />}
    </>
  );
}
