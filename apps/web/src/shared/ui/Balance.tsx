import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/member.ts';
import { Amount } from './Amount.tsx';
import { Icon } from './icons.tsx';
import { useUi } from './store.ts';

/** Which way the balance just moved, for a short flash (the amount itself is never computed with floats). */
function useMoved(value: string): 'up' | 'down' | null {
  const last = useRef(value);
  const [moved, setMoved] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (last.current === value) return;
    // The first amount after loading is no movement.
    if (last.current === '' || value === '') {
      last.current = value;
      return;
    }
    setMoved(Number(value) > Number(last.current) ? 'up' : 'down');
    last.current = value;
    const timer = setTimeout(() => setMoved(null), 1200);
    return () => clearTimeout(timer);
  }, [value]);
  return moved;
}

/**
 * The member's balance (spec: header): live, since the ledger's stream updates the balance query; hideable as ***
 * and refreshable. `compact` drops the eye and refresh buttons (the phone game handle).
 */
export function Balance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data, isFetching, refetch, isError } = useBalance();
  const { balanceHidden, toggleBalance } = useUi();
  // Until the wallet answers (or when it cannot), no amount is shown: a false 0.00 alarms a player.
  const value = data?.sumBalance ?? '';
  const moved = useMoved(value);
  // A free-play account plays with fun money: said plainly, so it is never taken for cash.
  const label = t(data?.fun ? 'header.funBalance' : 'header.balance');
  // A bonus being wagered is the member's too, kept apart from the main balance: shown beside it, never added to it.
  const bonus = data?.bonus && /[1-9]/.test(data.bonus) ? data.bonus : null;
  return (
    <div
      className={`balance${moved ? ` balance-${moved}` : ''}${compact ? ' balance-compact' : ''}${data?.fun ? ' balance-fun' : ''}`}
    >
      <span className="balance-label" aria-hidden="true">
        {label}
      </span>
      <span className="balance-amounts">
        <span aria-live="polite" aria-atomic="true">
          <span className="sr-only">{label} </span>
          {value ? (
            <Amount className="balance-value" value={value} hidden={balanceHidden} />
          ) : (
            <span className="num balance-value balance-pending">{isError ? '—' : ''}</span>
          )}
        </span>
        {bonus && !compact && (
          <span className="balance-bonus">
            + <Amount value={bonus} hidden={balanceHidden} /> {t('header.bonusBalance')}
          </span>
        )}
      </span>
      {!compact && (
        <>
          <button
            type="button"
            className="icon-btn icon-btn-sm"
            aria-label={t(balanceHidden ? 'header.showBalance' : 'header.hideBalance')}
            onClick={toggleBalance}
          >
            <Icon name={balanceHidden ? 'eyeOff' : 'eye'} size={16} />
          </button>
          <button
            type="button"
            className={`icon-btn icon-btn-sm${isFetching ? ' spinning' : ''}`}
            aria-label={t('header.refreshBalance')}
            onClick={() => void refetch()}
          >
            <Icon name="refresh" size={16} />
          </button>
        </>
      )}
    </div>
  );
}
