import { may, type TMemberDetail } from '@portal/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { count, dateTime, money } from '../../shared/format.ts';
import { useSession } from '../../shared/session.ts';
import { Badge, StatusBadge } from '../../shared/ui/Badge.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Failed, Loading, Money } from '../../shared/ui/States.tsx';
import { AdjustmentTable } from './AdjustmentTable.tsx';
import { memberQuery } from './api.ts';
import { MemberActions } from './MemberActions.tsx';
import { MemberLabel } from './MemberLabel.tsx';
import { MemberList, type MemberTab } from './MemberLists.tsx';
import { MemberNotes } from './MemberNotes.tsx';

const TABS: MemberTab[] = ['ledger', 'bets', 'sessions', 'deposits', 'withdrawals'];

/** A member's page: who they are, their money, their history, and the actions the operator's role allows. */
export default function MemberPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const member = useQuery(memberQuery(id));
  const { me } = useSession();
  const [tab, setTab] = useState<MemberTab>('ledger');

  if (member.isPending) return <Loading />;
  if (member.error) return <Failed error={member.error} retry={() => void member.refetch()} />;
  const m: TMemberDetail = member.data;
  const main = m.balances.find((b) => b.wallet === 'main' && b.asset === 'CASH')?.balance ?? '0.00';

  return (
    <>
      <div className="page-head">
        <Link href="/members" className="btn btn-ghost btn-sm">
          <Icon name="back" size={14} />
          {t('nav.members')}
        </Link>
      </div>
      <div className="panel" style={{ marginBottom: 12 }}>
        <div className="member-head">
          <div className="avatar" aria-hidden>
            {m.username.slice(0, 1)}
          </div>
          <div>
            <div className="name">
              {m.username} <span className="muted mono">#{m.id}</span>
            </div>
            <div className="toolbar" style={{ marginTop: 4 }}>
              <StatusBadge status={m.locked ? 'locked' : 'active'} />
              {m.passwordChangeRequired ? <Badge tone="warn">{t('members.passwordChangeDue')}</Badge> : null}
              <Badge tone="info" plain>
                {t(`kind.${m.kind}`)}
              </Badge>
              {m.vip ? (
                <Badge tone="brand">
                  VIP {m.vip.rankLevel} · {m.vip.name}
                </Badge>
              ) : (
                <Badge plain>{t('members.noVip')}</Badge>
              )}
              <span className="muted">{m.merchant}</span>
            </div>
            <ul className="member-labels" aria-label={t('members.labels')}>
              {m.labels.map((l) => (
                <li key={l.text}>
                  <MemberLabel label={l} />
                </li>
              ))}
            </ul>
          </div>
          <MemberActions member={m} mainBalance={main} />
        </div>
      </div>

      <div className="tiles" style={{ marginBottom: 12 }}>
        <Tile label={t('members.mainBalance')} value={<Money amount={main} />} />
        <Tile label={t('members.lifetimeDeposits')} value={<Money amount={m.lifetimeDeposits} />} />
        <Tile label={t('members.lifetimeWithdrawals')} value={<Money amount={m.lifetimeWithdrawals} />} />
        <Tile
          label={t('members.activeSessions')}
          value={count(m.activeSessions)}
          sub={t('members.lastLoginAt', { when: dateTime(m.lastLoginAt) })}
        />
      </div>

      <div className="two-col">
        <div className="grid">
          <section className="panel">
            <div className="panel-head">
              <h2>{t('members.profile')}</h2>
            </div>
            <dl className="facts panel-body">
              <dt>{t('members.nickname')}</dt>
              <dd>{m.nickname || '—'}</dd>
              <dt>{t('members.mobile')}</dt>
              <dd className="mono">{m.mobile ?? '—'}</dd>
              <dt>{t('members.email')}</dt>
              <dd>{m.email ?? '—'}</dd>
              <dt>{t('members.payee')}</dt>
              <dd>{m.payeeName ?? '—'}</dd>
              <dt>{t('members.language')}</dt>
              <dd>{m.language ?? '—'}</dd>
              <dt>{t('members.upline')}</dt>
              <dd>{m.upline ?? '—'}</dd>
              <dt>{t('members.affiliate')}</dt>
              <dd className="mono">{m.affiliateCode ?? '—'}</dd>
              <dt>{t('members.registered')}</dt>
              <dd>{dateTime(m.createdAt)}</dd>
              <dt>{t('members.registrationIp')}</dt>
              <dd className="mono">{m.registrationIp ?? '—'}</dd>
            </dl>
          </section>
          <MemberNotes id={id} />
          <section className="panel">
            <div className="panel-head">
              <h2>{t('members.wallets')}</h2>
            </div>
            <table className="data">
              <tbody>
                {m.balances.length === 0 ? (
                  <tr>
                    <td className="muted">{t('table.empty')}</td>
                  </tr>
                ) : (
                  m.balances.map((b) => (
                    <tr key={`${b.wallet}:${b.asset}`}>
                      <td>
                        {t(`wallet.${b.wallet.split(':')[0]}`, { defaultValue: b.wallet })}
                        {b.wallet.includes(':') ? <span className="sub">{b.wallet.split(':')[1]}</span> : null}
                      </td>
                      <td className="muted">{b.asset}</td>
                      <td className="num strong">{money(b.balance)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
        </div>
        <div className="grid">
          {me && may(me.role, 'adjustments.view') ? (
            <section className="panel" aria-labelledby="member-adjustments">
              <div className="panel-head">
                <h2 id="member-adjustments">{t('adjustments.ofMember')}</h2>
              </div>
              <AdjustmentTable filter={{ memberId: id }} withMember={false} />
            </section>
          ) : null}
          <section className="grid">
            <div className="tabs" role="tablist" aria-label={t('members.history')}>
              {TABS.map((x) => (
                <button type="button" role="tab" key={x} aria-selected={tab === x} onClick={() => setTab(x)}>
                  {t(`members.tab.${x}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel">
              <MemberList key={tab} id={id} tab={tab} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

function Tile({ label, value, sub }: { label: string; value: React.ReactNode; sub?: string }) {
  return (
    <div className="tile">
      <div className="tile-label">{label}</div>
      <div className="tile-value">{value}</div>
      {sub ? <div className="tile-sub">{sub}</div> : null}
    </div>
  );
}
