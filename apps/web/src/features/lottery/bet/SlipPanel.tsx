import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { fromMinor } from '../money.ts';
import { SlipBody, type SlipProps } from './SlipBody.tsx';

/**
 * The slip: a column beside the picker on desktop; on a phone a bar stuck to the bottom (bets and total) whose
 * button opens the slip as a sheet. Both screens show it; `titleId` keeps each page's heading id its own.
 */
export function SlipPanel<P>({ titleId, ...props }: SlipProps<P> & { titleId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [sheet, setSheet] = useState(false);
  const { slip } = props;
  return (
    <>
      <aside className="lot-slip" aria-labelledby={titleId}>
        <h2 id={titleId} className="lot-slip-title">
          {t('lottery.slip')}
          {slip.bets.length > 0 && <span className="lot-count">{slip.bets.length}</span>}
        </h2>
        <SlipBody {...props} />
      </aside>
      <div className="lot-slipbar">
        <span className="lot-slipbar-sum">
          <span className="lot-count">{slip.bets.length}</span>
          <span className="num">{money(fromMinor(slip.total))}</span>
        </span>
        <button
          type="button"
          className="btn btn-accent btn-md"
          aria-label={t('lottery.openSlip')}
          aria-haspopup="dialog"
          onClick={() => setSheet(true)}
        >
          {t('lottery.slip')}
        </button>
      </div>
      {sheet && (
        <Modal title={t('lottery.slip')} onClose={() => setSheet(false)} size="sm">
          <SlipBody {...props} onPlaced={() => setSheet(false)} />
        </Modal>
      )}
    </>
  );
}
