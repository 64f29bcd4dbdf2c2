import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../shared/ui/States.tsx';
import { ItemTable } from './ItemTable.tsx';
import { RedemptionQueue } from './RedemptionQueue.tsx';

type View = 'redemptions' | 'items';

/** The points mall's back office: redemptions waiting for a decision, and the items with their stock. */
export default function PointsMall() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('redemptions');
  return (
    <>
      <PageHead title={t('nav.points')} sub={t('points.sub')}>
        <div className="tabs" role="tablist" aria-label={t('nav.points')}>
          {(['redemptions', 'items'] as const).map((v) => (
            <button key={v} type="button" role="tab" aria-selected={view === v} onClick={() => setView(v)}>
              {t(`points.view.${v}`)}
            </button>
          ))}
        </div>
      </PageHead>
      {view === 'redemptions' ? <RedemptionQueue /> : <ItemTable />}
    </>
  );
}
