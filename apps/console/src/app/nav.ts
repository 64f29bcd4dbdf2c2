import type { ConsoleAction } from '@portal/contracts/console';
import type { IconName } from '../shared/ui/Icon.tsx';

/** The side menu: each entry shows only to roles allowed to open its screen. */
export interface NavItem {
  path: string;
  label: string;
  icon: IconName;
  needs: ConsoleAction;
  group: 'overview' | 'money' | 'people' | 'system';
  /** Which pending count its badge shows. */
  count?: 'deposits' | 'withdrawals' | 'adjustments' | 'approvals';
}

export const NAV: NavItem[] = [
  { path: '/dashboard', label: 'nav.dashboard', icon: 'dashboard', needs: 'dashboard.view', group: 'overview' },
  {
    path: '/queues/deposits',
    label: 'nav.deposits',
    icon: 'deposit',
    needs: 'queues.view',
    group: 'money',
    count: 'deposits',
  },
  {
    path: '/queues/withdrawals',
    label: 'nav.withdrawals',
    icon: 'withdrawal',
    needs: 'queues.view',
    group: 'money',
    count: 'withdrawals',
  },
  {
    path: '/adjustments',
    label: 'nav.adjustments',
    icon: 'scale',
    needs: 'adjustments.view',
    group: 'money',
    count: 'adjustments',
  },
  {
    path: '/approvals',
    label: 'nav.approvals',
    icon: 'clipboard',
    needs: 'approvals.view',
    group: 'money',
    count: 'approvals',
  },
  { path: '/reports', label: 'nav.reports', icon: 'chart', needs: 'reports.view', group: 'overview' },
  { path: '/members', label: 'nav.members', icon: 'members', needs: 'members.view', group: 'people' },
  { path: '/agents', label: 'nav.agents', icon: 'tree', needs: 'agents.view', group: 'people' },
  { path: '/contracts', label: 'nav.contracts', icon: 'contract', needs: 'contracts.view', group: 'people' },
  { path: '/inbox', label: 'nav.inbox', icon: 'mail', needs: 'inbox.manage', group: 'people' },
  { path: '/chat', label: 'nav.chat', icon: 'headset', needs: 'chat.answer', group: 'people' },
  { path: '/feedback', label: 'nav.feedback', icon: 'chat', needs: 'feedback.manage', group: 'people' },
  { path: '/points', label: 'nav.points', icon: 'gift', needs: 'points.decide', group: 'people' },
  { path: '/promotions', label: 'nav.promotions', icon: 'megaphone', needs: 'promotions.view', group: 'people' },
  {
    path: '/promotion-applications',
    label: 'nav.promotionApplications',
    icon: 'clipboard',
    needs: 'promotions.view',
    group: 'people',
  },
  { path: '/bonus-holds', label: 'nav.bonusHolds', icon: 'clipboard', needs: 'promotions.view', group: 'people' },
  { path: '/raffles', label: 'nav.raffle', icon: 'gift', needs: 'promotions.view', group: 'people' },
  { path: '/rebates', label: 'nav.rebates', icon: 'percent', needs: 'promotions.view', group: 'people' },
  { path: '/missions', label: 'nav.missions', icon: 'target', needs: 'missions.view', group: 'people' },
  { path: '/games', label: 'nav.games', icon: 'games', needs: 'games.view', group: 'system' },
  { path: '/lottery', label: 'nav.lottery', icon: 'target', needs: 'lottery.results', group: 'system' },
  { path: '/content', label: 'nav.content', icon: 'image', needs: 'content.manage', group: 'system' },
  { path: '/brands', label: 'nav.brands', icon: 'storefront', needs: 'brand.create', group: 'system' },
  { path: '/brand', label: 'nav.brand', icon: 'columns', needs: 'brand.settings', group: 'system' },
  { path: '/audit', label: 'nav.audit', icon: 'audit', needs: 'audit.view', group: 'system' },
  { path: '/outbox', label: 'nav.outbox', icon: 'mail', needs: 'outbox.view', group: 'system' },
  { path: '/operators', label: 'nav.operators', icon: 'operators', needs: 'operators.manage', group: 'system' },
];
