import type { TBalanceMovement } from '@portal/contracts/balance-stream';
import i18n from '../i18n/index.ts';
import { currentCurrency, formatMoney } from '../money.ts';
import { notify, type ToastKind } from '../ui/toast.tsx';

/**
 * What the player is told of a movement they did not start in this page: a deposit credited, a withdrawal paid or
 * returned, money received from the team, a bonus or an adjustment. Bets, wins and the player's own requests are not
 * toasted here (the game shows them; the form that sent a request says so itself).
 */
const TOASTED: Record<string, (net: number) => { kind: ToastKind; key: string } | null> = {
  deposit: () => ({ kind: 'success', key: 'toast.depositCredited' }),
  deposit_manual: () => ({ kind: 'success', key: 'toast.depositCredited' }),
  withdrawal_payout: () => ({ kind: 'success', key: 'toast.withdrawalPaid' }),
  withdrawal_release: () => ({ kind: 'info', key: 'toast.withdrawalReturned' }),
  transfer_downline: (net) => (net > 0 ? { kind: 'success', key: 'toast.received' } : null),
  transfer_upline: (net) => (net > 0 ? { kind: 'success', key: 'toast.received' } : null),
  bonus: () => ({ kind: 'success', key: 'toast.bonus' }),
  // Real-time salary arrives every 5 minutes: the balance shows it without a toast each time.
  contract_dividend: () => ({ kind: 'success', key: 'toast.salary' }),
  contract_daily: () => ({ kind: 'success', key: 'toast.salary' }),
  contract_hourly: () => ({ kind: 'success', key: 'toast.salary' }),
  adjustment: (net) => (net === 0 ? null : { kind: 'info', key: net > 0 ? 'toast.adjustedUp' : 'toast.adjustedDown' }),
};

export function toastMovements(movements: TBalanceMovement[]) {
  for (const m of movements) {
    const note = TOASTED[m.kind]?.(Number(m.net));
    if (!note) continue;
    const amount = formatMoney(m.amount, currentCurrency(), i18n.language);
    void notify({ kind: note.kind, title: i18n.t(note.key, { amount }) });
  }
}
