import { may, queueOps } from '@portal/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { signOut } from '../features/auth/api.ts';
import { call } from '../shared/api/op.ts';
import { dateTime } from '../shared/format.ts';
import { useSession } from '../shared/session.ts';
import { RoleBadge } from '../shared/ui/Badge.tsx';
import { Icon } from '../shared/ui/Icon.tsx';
import { Prefs } from '../shared/ui/Prefs.tsx';
import { Loading, NotForRole } from '../shared/ui/States.tsx';
import { NAV } from './nav.ts';

const Dashboard = lazy(() => import('../features/dashboard/Dashboard.tsx'));
const DepositQueue = lazy(() => import('../features/queues/DepositQueue.tsx'));
const WithdrawalQueue = lazy(() => import('../features/queues/WithdrawalQueue.tsx'));
const MemberSearch = lazy(() => import('../features/members/MemberSearch.tsx'));
const MemberPage = lazy(() => import('../features/members/MemberPage.tsx'));
const Agents = lazy(() => import('../features/agents/Agents.tsx'));
const Contracts = lazy(() => import('../features/contracts/Contracts.tsx'));
const AuditLog = lazy(() => import('../features/audit/AuditLog.tsx'));
const Outbox = lazy(() => import('../features/outbox/Outbox.tsx'));
const Inbox = lazy(() => import('../features/inbox/Inbox.tsx'));
const FeedbackQueue = lazy(() => import('../features/feedback/FeedbackQueue.tsx'));
const PointsMall = lazy(() => import('../features/points/PointsMall.tsx'));
const Promotions = lazy(() => import('../features/promotions/Promotions.tsx'));
const PromotionApplications = lazy(() => import('../features/promotions/Applications.tsx'));
const BonusHolds = lazy(() => import('../features/promotions/BonusHolds.tsx'));
const Missions = lazy(() => import('../features/missions/Missions.tsx'));
const Raffles = lazy(() => import('../features/raffle/Raffles.tsx'));
const Rebates = lazy(() => import('../features/rebates/Rebates.tsx'));
const Adjustments = lazy(() => import('../features/members/Adjustments.tsx'));
const Approvals = lazy(() => import('../features/approvals/Approvals.tsx'));
const Games = lazy(() => import('../features/games/Games.tsx'));
const LotteryDesk = lazy(() => import('../features/lottery/LotteryDesk.tsx'));
const Reports = lazy(() => import('../features/reports/Reports.tsx'));
const LiveChat = lazy(() => import('../features/chat/LiveChat.tsx'));
const Operators = lazy(() => import('../features/operators/Operators.tsx'));
const Content = lazy(() => import('../features/content/Content.tsx'));
const BrandSettings = lazy(() => import('../features/brand/BrandSettings.tsx'));
const Brands = lazy(() => import('../features/brand/Brands.tsx'));

/** The console's frame: side menu by role with the queues' waiting counts, top bar with the operator and session. */
export function Shell() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [location] = useLocation();
  const role = me?.role ?? 'support';
  const items = NAV.filter((n) => may(role, n.needs));
  const pending = useQuery({
    queryKey: ['pending'],
    queryFn: () => call(queueOps.pending),
    refetchInterval: 15_000,
  });
  // A menu entry is current on its path and the paths under it (/brand is not current on /brands).
  const on = (path: string) => location === path || location.startsWith(`${path}/`);
  const current = items.find((n) => on(n.path));
  const groups = ['overview', 'money', 'people', 'system'] as const;
  const guard = (action: Parameters<typeof may>[1], el: React.ReactNode) => (may(role, action) ? el : <NotForRole />);

  return (
    <div className="shell">
      <nav className="side" aria-label={t('nav.menu')}>
        <div className="side-brand">
          <div className="side-mark" aria-hidden>
            OC
          </div>
          <span>
            {t('app.title')}
            <small>{t('app.subtitle')}</small>
          </span>
        </div>
        {groups.map((g) => {
          const list = items.filter((n) => n.group === g);
          if (list.length === 0) return null;
          return (
            <div key={g} style={{ display: 'contents' }}>
              <div className="side-group">{t(`nav.group.${g}`)}</div>
              {list.map((n) => {
                const waiting = n.count ? (pending.data?.[n.count] ?? 0) : 0;
                return (
                  <Link key={n.path} href={n.path} aria-current={on(n.path) ? 'page' : undefined} title={t(n.label)}>
                    <Icon name={n.icon} />
                    <span>{t(n.label)}</span>
                    {waiting > 0 ? (
                      <b className="count" title={t('nav.waiting', { n: waiting })}>
                        {waiting}
                      </b>
                    ) : null}
                  </Link>
                );
              })}
            </div>
          );
        })}
        <div className="side-foot">{t('app.sessionEnds', { time: dateTime(me?.expiresAt ?? null) })}</div>
      </nav>
      <div className="main">
        <header className="top">
          <span className="crumb">{current ? t(current.label) : t('app.title')}</span>
          <span className="spacer" />
          <Prefs />
          <div className="who">
            <div className="avatar" aria-hidden>
              {me?.username.slice(0, 1)}
            </div>
            <div>
              <div className="who-name">{me?.username}</div>
              <div className="who-meta">
                <RoleBadge role={role} />
              </div>
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              onClick={() => void signOut()}
              aria-label={t('app.signOut')}
              title={t('app.signOut')}
            >
              <Icon name="signOut" />
            </button>
          </div>
        </header>
        <main className="content">
          <Suspense fallback={<Loading />}>
            <Switch>
              <Route path="/">
                <Redirect to={may(role, 'dashboard.view') ? '/dashboard' : '/members'} replace />
              </Route>
              <Route path="/dashboard">{guard('dashboard.view', <Dashboard />)}</Route>
              <Route path="/queues/deposits">{guard('queues.view', <DepositQueue />)}</Route>
              <Route path="/queues/withdrawals">{guard('queues.view', <WithdrawalQueue />)}</Route>
              <Route path="/members">{guard('members.view', <MemberSearch />)}</Route>
              <Route path="/members/:id">{(p) => guard('members.view', <MemberPage id={Number(p.id)} />)}</Route>
              <Route path="/agents">{guard('agents.view', <Agents />)}</Route>
              <Route path="/contracts">{guard('contracts.view', <Contracts />)}</Route>
              <Route path="/inbox">{guard('inbox.manage', <Inbox />)}</Route>
              <Route path="/feedback">{guard('feedback.manage', <FeedbackQueue />)}</Route>
              <Route path="/points">{guard('points.decide', <PointsMall />)}</Route>
              <Route path="/promotions">{guard('promotions.view', <Promotions />)}</Route>
              <Route path="/promotion-applications">{guard('promotions.view', <PromotionApplications />)}</Route>
              <Route path="/bonus-holds">{guard('promotions.view', <BonusHolds />)}</Route>
              <Route path="/missions">{guard('missions.view', <Missions />)}</Route>
              <Route path="/raffles">{guard('promotions.view', <Raffles />)}</Route>
              <Route path="/rebates">{guard('promotions.view', <Rebates />)}</Route>
              <Route path="/adjustments">{guard('adjustments.view', <Adjustments />)}</Route>
              <Route path="/approvals">{guard('approvals.view', <Approvals />)}</Route>
              <Route path="/reports">{guard('reports.view', <Reports />)}</Route>
              <Route path="/chat">{guard('chat.answer', <LiveChat />)}</Route>
              <Route path="/games">{guard('games.view', <Games />)}</Route>
              <Route path="/lottery">{guard('lottery.results', <LotteryDesk />)}</Route>
              <Route path="/content">{guard('content.manage', <Content />)}</Route>
              <Route path="/brand">{guard('brand.settings', <BrandSettings />)}</Route>
              <Route path="/brands">{guard('brand.create', <Brands />)}</Route>
              <Route path="/audit">{guard('audit.view', <AuditLog />)}</Route>
              <Route path="/outbox">{guard('outbox.view', <Outbox />)}</Route>
              <Route path="/operators">{guard('operators.manage', <Operators />)}</Route>
              <Route>
                <div className="empty">{t('app.notFound')}</div>
              </Route>
            </Switch>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
