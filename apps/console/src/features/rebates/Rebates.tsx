import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { GivebackCard } from './GivebackCard.tsx';
import { RateTable } from './RateTable.tsx';
import { ReferralCard } from './ReferralCard.tsx';

/**
 * A brand's rebate rates (the member centre's manualRebate) and its referral programme. Support reads; admins change
 * them (each change audited).
 */
export default function Rebates() {
  const { t } = useTranslation();
  const brand = useBrandChoice();
  const { code, merchants } = brand;
  if (merchants.error) return <Failed error={merchants.error} retry={() => void merchants.refetch()} />;
  if (!code) return <Loading />;
  return (
    <>
      <PageHead title={t('nav.rebates')} sub={t('rebates.sub')}>
        <BrandPicker choice={brand} />
      </PageHead>
      <div className="grid">
        <RateTable code={code} />
        <GivebackCard code={code} />
        <ReferralCard code={code} />
      </div>
    </>
  );
}
