import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../shared/api/inbox.ts';
import { modOn, usePermission } from '../../shared/api/system.ts';
import { consolidatedQuery } from '../../shared/contracts/api.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { useToastsBelow } from '../../shared/ui/toasts-below.ts';
import { useIsPhone } from '../../shared/ui/useIsPhone.ts';
import { useOpenMissions } from './missions-api.ts';
import { Overview } from './Overview.tsx';
import './member-centre.css';

/** The member centre's pages in the spec's order; those of later areas show as disabled entries. */
const PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  // Shown when the brand runs a contract kind (consolidated switches).
  'contractRequests',
  'missionLeaderboard',
  'messageV2',
  // Not in the spec's list; kept beside the messages, where its answers also arrive.
  'feedback',
  'manualRebate',
  // Opened from the side menu's VIP entry (the spec names it among the header's member-centre pages).
  'playerRank',
] as const;
type Page = (typeof PAGES)[number];

const screens: Partial<Record<Page, React.LazyExoticComponent<React.ComponentType>>> = {
  securityCenter: lazy(() => import('./SecurityCenter.tsx')),
  transferFund: lazy(() => import('./TransferFund.tsx')),
  transferUpline: lazy(() => import('./TeamTransfer.tsx')),
  depositv2: lazy(() => import('./Deposit.tsx')),
  withdraw: lazy(() => import('./Withdraw.tsx')),
  transactionHistory: lazy(() => import('./TransactionHistory.tsx')),
  personalHistoryCopy: lazy(() => import('./BettingRecord.tsx')),
  personalProfit: lazy(() => import('./Profit.tsx')),
  bonusDetails: lazy(() => import('./BonusDetails.tsx')),
  rewardCenter: lazy(() => import('./RewardCenter.tsx')),
  playerRank: lazy(() => import('./PlayerRank.tsx')),
  messageV2: lazy(() => import('./Messages.tsx')),
  feedback: lazy(() => import('./Feedback.tsx')),
  missionLeaderboard: lazy(() => import('./Missions.tsx')),
  contractRequests: lazy(() => import('./ContractRequests.tsx')),
  manualRebate: lazy(() => import('./ManualRebate.tsx')),
  referral: lazy(() => import('./Referral.tsx')),
};

/** Pages a whitelabel switch turns off: hidden from the menu, never opened. */
const SWITCHED: Partial<Record<Page, string>> = {
  messageV2: 'INBOX3',
  feedback: 'FEEDBACK3',
  missionLeaderboard: 'MISSION3',
  rewardCenter: 'REWCEN3',
};

/**
 * The member centre. On a desktop its sections are tabs beside the open one (securityCenter unless `page` says).
 * On a phone it opens on an overview (balances, VIP, recent activity, shortcuts and the list of sections) unless
 * `page` names a section, and each section is a screen of its own with a back button to the overview.
 */
export default function MemberCentreModal({ page }: { page?: string }) {
  const { t } = useTranslation();
  const hide = useUi((s) => s.hide);
  const phone = useIsPhone();
  const { data: permission } = usePermission();
  const unread = useUnreadCount();
  const openMissions = useOpenMissions();
  const { data: switches } = useQuery(consolidatedQuery());
  const contractsOn = Boolean(switches && Object.values(switches).some(Boolean));
  const shown = PAGES.filter(
    (p) => (!SWITCHED[p] || modOn(permission, SWITCHED[p])) && (p !== 'contractRequests' || contractsOn),
  );
  const asked = page && (shown as readonly string[]).includes(page) && screens[page as Page] ? (page as Page) : null;
  // null: no section chosen (the phone's overview; the default section on a desktop).
  const [chosen, setChosen] = useState<Page | null>(asked);
  // Every request to open the centre counts, even for the page it was opened on before (a screen's "bind an account"
  // after the player went back to the overview): the store's props are a new object each time.
  const request = useUi((s) => s.modals.memberCentre);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request opens its page again
  useEffect(() => setChosen(asked), [asked, request]);
  const current: Page | null = chosen ?? (phone ? null : 'securityCenter');
  // The section the phone's back button returns from, to put focus back on its row.
  const [cameFrom, setCameFrom] = useState<Page | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // On a desktop the tab list is a column: bring the open page's entry into view (e.g. the last one, VIP).
  useEffect(() => {
    if (phone) return;
    document
      .querySelector(`.mc-item[data-page="${current}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, phone]);
  useEffect(() => {
    if (!phone) return;
    if (current) heading.current?.focus();
    else if (cameFrom) document.querySelector<HTMLElement>(`.mc-home-row[data-page="${cameFrom}"]`)?.focus();
  }, [current, phone, cameFrom]);
  const badge = (p: Page) =>
    p === 'missionLeaderboard' && openMissions > 0 ? (
      <span className="mc-badge" data-testid="missions-badge">
        {openMissions > 99 ? '99+' : openMissions}
        <span className="sr-only"> {t('missions.openLabel')}</span>
      </span>
    ) : p === 'messageV2' && unread > 0 ? (
      <span className="mc-badge">
        {unread > 99 ? '99+' : unread}
        <span className="sr-only"> {t('inbox.unread')}</span>
      </span>
    ) : null;
  const back = useRef<HTMLButtonElement>(null);
  useToastsBelow(back, phone && Boolean(current));
  const Screen = current ? screens[current] : undefined;
  const panel = current && (
    <section className="mc-panel" aria-labelledby="mc-heading">
      {phone && (
        <button
          ref={back}
          type="button"
          className="mc-back"
          onClick={() => {
            setCameFrom(current);
            setChosen(null);
          }}
        >
          <Icon name="chevronLeft" size={20} />
          {t('mc.home.back')}
        </button>
      )}
      <h3 id="mc-heading" className="mc-heading" ref={heading} tabIndex={-1}>
        {t(`mc.page.${current}`)}
      </h3>
      <Suspense fallback={<Skeleton height={240} />}>{Screen && <Screen />}</Suspense>
    </section>
  );
  if (phone)
    return (
      <Modal title={t('mc.title')} onClose={() => hide('memberCentre')} size="xl">
        <div className="mc mc-phone">
          {panel || (
            <Overview
              sections={shown.filter((p) => screens[p])}
              badges={Object.fromEntries(shown.map((p) => [p, badge(p)]))}
              onOpen={(p) => setChosen(p as Page)}
            />
          )}
        </div>
      </Modal>
    );
  return (
    <Modal title={t('mc.title')} onClose={() => hide('memberCentre')} size="xl">
      <div className="mc">
        <nav className="mc-menu" aria-label={t('mc.title')}>
          <ul>
            {shown.map((p) => (
              <li key={p}>
                <button
                  type="button"
                  className="mc-item"
                  data-page={p}
                  aria-current={p === current ? 'page' : undefined}
                  disabled={!screens[p]}
                  title={screens[p] ? undefined : t('mc.soon')}
                  onClick={() => setChosen(p)}
                >
                  {t(`mc.page.${p}`)}
                  {badge(p)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {panel}
      </div>
    </Modal>
  );
}
