import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { PromotionEditor } from './PromotionEditor.tsx';
import { PromotionTable } from './PromotionTable.tsx';

/**
 * A brand's promotions (issue 15): every status, drafts included, with what each pays and to whom. Finance and
 * support read; admins write drafts, edit, and move them through scheduled, live, paused and ended.
 */
export default function Promotions() {
  const { t } = useTranslation();
  const admin = useMay('promotions.manage');
  const brand = useBrandChoice();
  const { code, merchants } = brand;
  // null: a new draft; a number: that promotion; undefined: no editor open.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  if (merchants.error) return <Failed error={merchants.error} retry={() => void merchants.refetch()} />;
  if (!code) return <Loading />;
  return (
    <>
      <PageHead title={t('nav.promotions')} sub={t('promotions.sub')}>
        <BrandPicker choice={brand} />
        {admin ? (
          <Button variant="primary" onClick={() => setEditing(null)}>
            <Icon name="plus" size={14} />
            {t('promotions.new')}
          </Button>
        ) : null}
      </PageHead>
      <PromotionTable key={code} code={code} onEdit={setEditing} />
      {editing !== undefined ? (
        <PromotionEditor code={code} id={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
