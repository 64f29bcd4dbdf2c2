import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/store.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { balanceOf } from './api.ts';
import { BalancePanel } from './BalancePanel.tsx';
import { ItemGrid } from './ItemGrid.tsx';
import { RatesTable } from './RatesTable.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';
import { Rules } from './Rules.tsx';
import { usePointsTexts } from './texts.ts';
import './points.css';

type Section = 'rewards' | 'history' | 'rules' | 'rates';

/** /pointMall: the player's points, the rewards to redeem, the redeem history, the rules and the exchange rates. */
export default function PointMallPage() {
  const ready = usePointsTexts();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const language = useSession((s) => s.language);
  const show = useUi((s) => s.show);
  const [section, setSection] = useState<Section>('rewards');
  const balance = useQuery(balanceOf(token, language));
  if (!ready) return <div className="page" aria-busy="true" />;
  return (
    <div className="page pm">
      <h1 className="page-title">{t('points.title')}</h1>
      {!token ? (
        <EmptyState title={t('points.loginTitle')}>
          <Button variant="accent" onClick={() => show('login')}>
            {t('points.login')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <BalancePanel balance={balance} />
          <Tabs<Section>
            label={t('points.tabs.label')}
            value={section}
            onChange={setSection}
            items={(['rewards', 'history', 'rules', 'rates'] as const).map((id) => ({
              id,
              label: t(`points.tabs.${id}`),
            }))}
          />
          <div className="pm-section">
            {section === 'rewards' && <ItemGrid points={balance.data?.points} />}
            {section === 'history' && <RedeemHistory />}
            {section === 'rules' && <Rules />}
            {section === 'rates' && <RatesTable />}
          </div>
        </>
      )}
    </div>
  );
}
