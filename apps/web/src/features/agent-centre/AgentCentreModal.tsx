import { contractKinds, type TContractKind } from '@portal/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consolidatedQuery, type TSwitches } from '../../shared/contracts/api.ts';
import { useContractTexts } from '../../shared/contracts/texts.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { CONTRACT_PAGE } from './contract-pages.ts';
import { AgentNavContext } from './nav.ts';
import { useAgentTexts } from './texts.ts';
import '../member-centre/member-centre.css';
import './agent-centre.css';

/** The agent centre's pages in the spec's order; contract pages only when the brand's switch is on. */
const PAGES: ReadonlyArray<{ key: string; when?: keyof TSwitches }> = [
  { key: 'agentAnnouncement' },
  { key: 'agentTeamOverview' },
  { key: 'registerCenter' },
  { key: 'downlineManagmentView' },
  { key: 'personalHistoryCopy' },
  { key: 'palStatementsAgentCopy' },
  { key: 'agentRevenueReport' },
  { key: 'agentDownlineTransactionDetailsCopy' },
  { key: 'agentDividendRecordCopy2', when: 'divtypereq' },
  { key: 'agentDailyWages2', when: 'dailysalreqtype' },
  { key: 'agentHourSalary', when: 'contracthoursalreq' },
  { key: 'agentRealtimeSalary', when: 'realtimesalreqtype' },
];

/** The four contract pages are one screen, told its kind. */
function contractScreen(kind: TContractKind) {
  return lazy(async () => {
    const { default: ContractPage } = await import('./ContractPage.tsx');
    return { default: () => <ContractPage kind={kind} /> };
  });
}

const screens: Record<string, React.LazyExoticComponent<React.ComponentType>> = {
  agentAnnouncement: lazy(() => import('./Announcements.tsx')),
  agentTeamOverview: lazy(() => import('./TeamOverview.tsx')),
  registerCenter: lazy(() => import('./RegisterAccount.tsx')),
  downlineManagmentView: lazy(() => import('./TeamManagement.tsx')),
  personalHistoryCopy: lazy(() => import('./TeamBetting.tsx')),
  palStatementsAgentCopy: lazy(() => import('./UserLoss.tsx')),
  agentRevenueReport: lazy(() => import('./Income.tsx')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./AccountDetails.tsx')),
  ...Object.fromEntries(contractKinds.map((kind) => [CONTRACT_PAGE[kind], contractScreen(kind)])),
};

const DEFAULT_PAGE = 'agentTeamOverview';

export default function AgentCentreModal({ page = DEFAULT_PAGE }: { page?: string }) {
  const { t } = useTranslation();
  const hide = useUi((s) => s.hide);
  // Both bundles are always asked for (hooks run unconditionally); the contract texts serve several entries.
  const agentTexts = useAgentTexts();
  const contractTexts = useContractTexts();
  const textsReady = agentTexts && contractTexts;
  const switches = useQuery(consolidatedQuery());
  const initial = screens[page] ? page : DEFAULT_PAGE;
  const [current, setCurrent] = useState(initial);
  const [params, setParams] = useState<Record<string, string>>({});
  useEffect(() => setCurrent(initial), [initial]);
  const nav = useMemo(
    () => ({
      params,
      go: (next: string, p: Record<string, string> = {}) => {
        setParams(p);
        setCurrent(next);
      },
    }),
    [params],
  );
  const Screen = screens[current];
  // The menu renders once the switches are known (spec); a failed call shows the entries every brand has.
  const pages = PAGES.filter((p) => !p.when || switches.data?.[p.when]);
  return (
    <Modal title={t('header.agentCentre')} onClose={() => hide('agentCentre')} size="xl">
      <div className="mc ac">
        <nav className="mc-menu" aria-label={t('header.agentCentre')}>
          {switches.isPending || !textsReady ? (
            <Skeleton height={320} />
          ) : (
            <ul>
              {pages.map(({ key }) => (
                <li key={key}>
                  <button
                    type="button"
                    className="mc-item"
                    aria-current={key === current ? 'page' : undefined}
                    onClick={() => nav.go(key)}
                  >
                    {t(`agent.page.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className="mc-panel" aria-labelledby="ac-heading">
          {textsReady ? (
            <>
              <h3 id="ac-heading" className="mc-heading">
                {t(`agent.page.${current}`)}
              </h3>
              <AgentNavContext.Provider value={nav}>
                <Suspense fallback={<Skeleton height={240} />}>{Screen && <Screen key={current} />}</Suspense>
              </AgentNavContext.Provider>
            </>
          ) : (
            <Skeleton height={240} />
          )}
        </section>
      </div>
    </Modal>
  );
}
