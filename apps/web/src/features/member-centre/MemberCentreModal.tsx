import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../shared/api/inbox.ts';
import { modOn, usePermission } from '../../shared/api/system.ts';
import { consolidatedQuery } from '../../shared/contracts/api.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { useOpenMissions } from './missions-api.ts';
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

export default function MemberCentreModal({ page = 'securityCenter' }: { page?: string }) {
  const { t } = useTranslation();
  const hide = useUi((s) => s.hide);
  const { data: permission } = usePermission();
  const unread = useUnreadCount();
  const openMissions = useOpenMissions();
  const { data: switches } = useQuery(consolidatedQuery());
  const contractsOn = Boolean(switches && Object.values(switches).some(Boolean));
  const shown = PAGES.filter(
    (p) => (!SWITCHED[p] || modOn(permission, SWITCHED[p])) && (p !== 'contractRequests' || contractsOn),
  );
  const initial =
    (shown as readonly string[]).includes(page) && screens[page as Page] ? (page as Page) : 'securityCenter';
  const [current, setCurrent] = useState<Page>(initial);
  useEffect(() => setCurrent(initial), [initial]);
  // On phones the menu is a horizontal strip: bring the open page's entry (e.g. the last one, VIP) into view.
  useEffect(() => {
    document
      .querySelector(`.mc-item[data-page="${current}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const Screen = screens[current];
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
                  onClick={() => setCurrent(p)}
                >
                  {t(`mc.page.${p}`)}
                  {p === 'missionLeaderboard' && openMissions > 0 && (
                    <span className="mc-badge" data-testid="missions-badge">
                      {openMissions > 99 ? '99+' : openMissions}
                      <span className="sr-only"> {t('missions.openLabel')}</span>
                    </span>
                  )}
                  {p === 'messageV2' && unread > 0 && (
                    <span className="mc-badge">
                      {unread > 99 ? '99+' : unread}
                      <span className="sr-only"> {t('inbox.unread')}</span>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="mc-panel" aria-labelledby="mc-heading">
          <h3 id="mc-heading" className="mc-heading">
            {t(`mc.page.${current}`)}
          </h3>
          <Suspense fallback={<Skeleton height={240} />}>{Screen && <Screen />}</Suspense>
        </section>
      </div>
    </Modal>
  );
}
