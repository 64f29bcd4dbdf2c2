import type { TSentInboxMessage } from '@portal/contracts/inbox';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { sentQuery } from './api.ts';
import { SendDialog } from './SendDialog.tsx';

const c = columnsOf<TSentInboxMessage>();
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
      c.columns([
        c.field('createdAt', t('inbox.when'), { cell: dateTime }),
        c.field('audience', t('inbox.audience'), {
          cell: (audience, m) => (
            <Badge tone={audience === 'member' ? 'info' : 'brand'} plain>
              {audience === 'member'
                ? m.username
                : audience === 'vip'
                  ? t('inbox.toVip', { rank: m.vipRank })
                  : t(`inbox.to.${audience}`)}
            </Badge>
          ),
        }),
        c.show('title', t('inbox.title'), (m) => <span className="strong">{titleOf(m)}</span>),
        c.field('texts', t('inbox.languages'), {
          cell: (v) => <span className="mono muted">{Object.keys(v).join(' ').toUpperCase()}</span>,
        }),
        c.field('merchantCode', t('inbox.brand'), { className: 'mono' }),
        c.field('sentBy', t('inbox.sentBy'), { cell: (v) => v ?? '—' }),
        c.field('readCount', t('inbox.reads'), { className: 'num' }),
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
      <ListTable id="inbox" columns={columns} list={list} query={query} />
      {sending && <SendDialog onClose={() => setSending(false)} />}
    </>
  );
}
