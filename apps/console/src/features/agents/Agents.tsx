import { zodResolver } from '@hookform/resolvers/zod';
import { type TConsoleAgentRow, type TConsoleDownline, ZConsoleAgentQuery } from '@portal/contracts/console-agents';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Fragment, type KeyboardEvent, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { count, dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import type { Features } from '../../shared/ui/DataTable.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { Money, PageHead } from '../../shared/ui/States.tsx';
import { agentFiguresQuery, agentsQuery, downlinesQuery } from './api.ts';

const col = createColumnHelper<Features, TConsoleAgentRow>();
const ZFilters = ZConsoleAgentQuery.pick({ q: true });
type Filters = z.input<typeof ZFilters>;

/** A member's isAgent value as a badge: players, and the agent types by their number. */
function AgentType({ type }: { type: number }) {
  const { t } = useTranslation();
  return type === 0 ? (
    <Badge tone="info" plain>
      {t('kind.player')}
    </Badge>
  ) : (
    <Badge tone="brand" plain>
      {t('agents.type', { n: type })}
    </Badge>
  );
}

/** Agents found by username; the one picked shows its team figures and its downline tree, opened a level at a time. */
export default function Agents() {
  const { t } = useTranslation();
  const list = useListState([{ id: 'username', desc: false }]);
  const [filters, setFilters] = useState<Filters>({});
  const [picked, setPicked] = useState<TConsoleAgentRow | null>(null);
  const form = useForm<Filters>({ resolver: zodResolver(ZFilters), defaultValues: { q: '' } });
  const query = useQuery(agentsQuery({ ...list.params, ...filters }));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('username', {
          header: t('members.username'),
          meta: { label: t('members.username') },
          cell: (c) => (
            <>
              {/* A button as well as the clickable row, so the keyboard picks an agent too. */}
              <button
                type="button"
                className="link-button strong"
                aria-pressed={picked?.id === c.row.original.id}
                onClick={(e) => {
                  e.stopPropagation();
                  setPicked(c.row.original);
                }}
              >
                {c.getValue()}
              </button>
              {c.row.original.nickname ? <span className="sub">{c.row.original.nickname}</span> : null}
            </>
          ),
        }),
        col.accessor('agentType', {
          header: t('agents.kind'),
          meta: { label: t('agents.kind') },
          enableSorting: false,
          cell: (c) => <AgentType type={c.getValue()} />,
        }),
        col.accessor('merchant', {
          header: t('members.brand'),
          meta: { label: t('members.brand') },
          enableSorting: false,
        }),
        col.accessor('upline', {
          header: t('members.upline'),
          meta: { label: t('members.upline') },
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        col.accessor('directCount', {
          header: t('agents.direct'),
          meta: { label: t('agents.direct'), align: 'right' },
          cell: (c) => count(c.getValue()),
        }),
        col.accessor('mainBalance', {
          header: t('members.balance'),
          meta: { label: t('members.balance'), align: 'right' },
          enableSorting: false,
          cell: (c) => <Money amount={c.getValue()} />,
        }),
        col.accessor('createdAt', {
          header: t('members.registered'),
          meta: { label: t('members.registered') },
          cell: (c) => dateTime(c.getValue()),
        }),
      ]),
    [t, picked],
  );

  const apply = form.handleSubmit((v) => {
    setFilters({ q: v.q || undefined });
    list.firstPage();
  });

  return (
    <>
      <PageHead title={t('nav.agents')} sub={t('agents.sub')} />
      <div className="agents-layout">
        <ListTable
          id="agents"
          columns={columns}
          list={list}
          query={query}
          onRowClick={setPicked}
          emptyText={t('agents.none')}
          toolbar={
            <form className="toolbar" onSubmit={apply}>
              <input
                className="input"
                style={{ width: 220 }}
                placeholder={t('agents.searchPlaceholder')}
                aria-label={t('agents.search')}
                aria-invalid={form.formState.errors.q ? true : undefined}
                {...form.register('q')}
              />
              <Button type="submit" variant="primary">
                <Icon name="search" size={14} />
                {t('app.search')}
              </Button>
              {form.formState.errors.q ? (
                <span className="error" role="alert">
                  {t('agents.badSearch')}
                </span>
              ) : null}
            </form>
          }
        />
        <div className="grid">
          {picked ? (
            <AgentTeam key={picked.id} agent={picked} />
          ) : (
            <div className="panel empty">{t('agents.pick')}</div>
          )}
        </div>
      </div>
    </>
  );
}

/** The picked agent's team figures (as the portal's team overview shows them) and its downline tree. */
function AgentTeam({ agent }: { agent: TConsoleAgentRow }) {
  const { t } = useTranslation();
  const figures = useQuery(agentFiguresQuery(agent.id));
  const f = figures.data;
  const tile = (label: string, value: React.ReactNode) => (
    <div className="tile">
      <div className="tile-label">{label}</div>
      <div className="tile-value">{f ? value : <div className="skeleton" style={{ width: '60%', height: 18 }} />}</div>
    </div>
  );
  return (
    <>
      <section aria-labelledby="agent-figures">
        <h2 className="section-title" id="agent-figures">
          {t('agents.figuresOf', { name: agent.username })}
          {f?.affiliateCode ? <span className="muted"> · {t('agents.code', { code: f.affiliateCode })}</span> : null}
        </h2>
        {figures.error ? (
          <div className="notice bad" role="alert">
            {errorText(t, figures.error)}
          </div>
        ) : (
          <div className="tiles">
            {tile(t('agents.direct'), f && count(f.directCount))}
            {tile(t('agents.teamSize'), f && count(f.teamSize))}
            {tile(t('agents.newToday'), f && count(f.newToday))}
            {tile(t('agents.newThisMonth'), f && count(f.newThisMonth))}
            {tile(t('agents.teamBalance'), f && <Money amount={f.teamMainBalance} />)}
          </div>
        )}
      </section>
      <div className="panel">
        <div className="panel-head">
          <h2 id="agent-tree">{t('agents.tree')}</h2>
        </div>
        <div className="table-wrap">
          <table className="data tree" aria-labelledby="agent-tree">
            <thead>
              <tr>
                <th>{t('members.username')}</th>
                <th>{t('agents.kind')}</th>
                <th className="num">{t('members.balance')}</th>
                <th>{t('members.lastLogin')}</th>
                <th className="num">{t('agents.downlines')}</th>
              </tr>
            </thead>
            <tbody>
              <Branch id={agent.id} level={1} />
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}

const COLS = 5;
const indent = (level: number) => ({ paddingInlineStart: 10 + (level - 1) * 22 });

/** One member's direct downlines as rows of the tree; each opens to its own downlines, loaded when opened. */
function Branch({ id, level }: { id: number; level: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(downlinesQuery(id));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (memberId: number, to?: boolean) =>
    setOpen((s) => {
      const next = new Set(s);
      if (to ?? !s.has(memberId)) next.add(memberId);
      else next.delete(memberId);
      return next;
    });

  if (query.isPending)
    return (
      <tr>
        <td colSpan={COLS} style={indent(level)}>
          <span className="muted" role="status">
            {t('app.loading')}
          </span>
        </td>
      </tr>
    );
  if (query.error)
    return (
      <tr>
        <td colSpan={COLS} style={indent(level)} role="alert">
          {errorText(t, query.error)}
          <Button small variant="ghost" onClick={() => query.refetch()}>
            {t('app.retry')}
          </Button>
        </td>
      </tr>
    );
  const rows = query.data.pages.flatMap((p) => p.rows);
  const total = query.data.pages[0]?.total ?? 0;
  if (!rows.length)
    return (
      <tr>
        <td colSpan={COLS} style={indent(level)} className="muted">
          {t('agents.noDownlines')}
        </td>
      </tr>
    );
  return (
    <>
      {rows.map((r) => (
        <Fragment key={r.id}>
          <Node member={r} level={level} open={open.has(r.id)} toggle={(to) => toggle(r.id, to)} />
          {open.has(r.id) ? <Branch id={r.id} level={level + 1} /> : null}
        </Fragment>
      ))}
      {query.hasNextPage ? (
        <tr>
          <td colSpan={COLS} style={indent(level)}>
            <Button small busy={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
              {t('agents.more', { n: total - rows.length })}
            </Button>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function Node({
  member: m,
  level,
  open,
  toggle,
}: {
  member: TConsoleDownline;
  level: number;
  open: boolean;
  toggle: (to?: boolean) => void;
}) {
  const { t } = useTranslation();
  const canOpen = m.downlineCount > 0;
  // Right opens and Left closes, as in a tree; Enter and Space press the button.
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' && !open) toggle(true);
    else if (e.key === 'ArrowLeft' && open) toggle(false);
    else return;
    e.preventDefault();
  };
  return (
    <tr data-level={level}>
      <td style={indent(level)}>
        <span className="tree-node">
          {canOpen ? (
            <button
              type="button"
              className="tree-toggle"
              aria-expanded={open}
              aria-label={t(open ? 'agents.close' : 'agents.open', { name: m.username })}
              onClick={() => toggle()}
              onKeyDown={keys}
            >
              <Icon name="chevron" size={14} />
            </button>
          ) : (
            <span className="tree-toggle" aria-hidden />
          )}
          <span>
            <Link href={`/members/${m.id}`} className="strong row-link">
              {m.username}
            </Link>
            {m.nickname ? <span className="sub">{m.nickname}</span> : null}
          </span>
        </span>
      </td>
      <td>
        <AgentType type={m.agentType} />
      </td>
      <td className="num">
        <Money amount={m.mainBalance} />
      </td>
      <td>{dateTime(m.lastLoginAt)}</td>
      <td className="num">{count(m.downlineCount)}</td>
    </tr>
  );
}
