import type { TTransaction } from '@portal/contracts/wallet';
import type { TFunction } from 'i18next';

/** One line of the account record in the player's words: "Aposta · Dice", "Saque · Pago", "Enviado para ana". */
export function recordLine(t: TFunction, r: TTransaction): string {
  const out = r.amount.startsWith('-');
  const vendor = r.vendor ?? '';
  const name = r.counterparty ?? '';
  switch (r.kind) {
    case 'bet':
    case 'win':
    case 'rollback':
      return r.game ? `${t(`mc.event.${r.kind}`)} · ${r.game}` : t(`mc.event.${r.kind}`);
    case 'withdrawal_hold':
      return r.status ? `${t('mc.event.withdrawal')} · ${t(`mc.st.${r.status}`)}` : t('mc.event.withdrawal');
    case 'withdrawal_release':
      return t('mc.event.withdrawalBack');
    case 'vendor_in':
      return out ? t('mc.event.toVendor', { vendor }) : t('mc.event.backFromVendor', { vendor });
    case 'vendor_out':
      return t('mc.event.fromVendor', { vendor });
    case 'transfer_downline':
    case 'transfer_upline':
      return out ? t('mc.event.sentTo', { name }) : t('mc.event.receivedFrom', { name });
    default:
      return t(`mc.event.${r.kind}`, { defaultValue: t(`mc.types.${r.type}`) });
  }
}
