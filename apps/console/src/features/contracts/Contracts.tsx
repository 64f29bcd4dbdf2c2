import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { ContractTable } from './ContractTable.tsx';
import { HouseDialog } from './HouseDialog.tsx';
import { PayoutTable } from './PayoutTable.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Agent contracts of a brand (issue 14): the settings that bound them, every contract between agents and the house,
 * and what they paid. Support reads; admins change settings, suspend and resume, and grant house contracts.
 */
export default function Contracts() {
  const { t } = useTranslation();
  const admin = useMay('contracts.manage');
  const brand = useBrandChoice();
  const { code, merchants } = brand;
  const [granting, setGranting] = useState(false);
  if (merchants.error) return <Failed error={merchants.error} retry={() => void merchants.refetch()} />;
  if (!code) return <Loading />;
  return (
    <>
      <PageHead title={t('nav.contracts')} sub={t('contracts.sub')}>
        <BrandPicker choice={brand} />
        {admin ? (
          <Button variant="primary" onClick={() => setGranting(true)}>
            <Icon name="plus" size={14} />
            {t('contracts.grantHouse')}
          </Button>
        ) : null}
      </PageHead>
      <div className="grid">
        <SettingsCard code={code} />
        <h2 className="section-title">{t('contracts.list')}</h2>
        <ContractTable key={`c:${code}`} code={code} />
        <h2 className="section-title">{t('contracts.payoutList')}</h2>
        <PayoutTable key={`p:${code}`} code={code} />
      </div>
      {granting ? <HouseDialog code={code} onClose={() => setGranting(false)} /> : null}
    </>
  );
}
