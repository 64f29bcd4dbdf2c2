import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import type { TimedDraw } from '../api.ts';
import { fromMinor } from '../money.ts';
import type { Family } from '../picks.ts';
import { SlipBody } from './SlipBody.tsx';
import type { SlipState } from './slip-state.ts';

/**
 * The slip: a column beside the picker on desktop; on a phone a bar stuck to the bottom (bets and total) whose
 * button opens the slip as a sheet.
 */
export function SlipPanel(props: {
  game: TLotteryGameDetail;
  family: Family;
  draw: TimedDraw | undefined;
  slip: SlipState;
  token: string | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [sheet, setSheet] = useState(false);
  const { slip } = props;
  return (
    <>
      <aside className="lot-slip" aria-labelledby="lot-slip-title">
        <h2 id="lot-slip-title" className="lot-slip-title">
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
