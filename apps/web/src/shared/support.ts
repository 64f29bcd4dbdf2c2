import type { TPermissionValue } from '@portal/contracts/system';
import i18n from './i18n/index.ts';
import { warn } from './ui/dialogs.tsx';

const b64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Decrypts a customer-service path: the last 8 characters are the key (spec section 4; scheme in docs/decisions.md). */
export async function decryptCsPath(path: string): Promise<string> {
  const key8 = path.slice(-8);
  const raw = b64url(path.slice(0, -8));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  const key = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.slice(0, 12) }, key, raw.slice(12));
  return new TextDecoder().decode(plain);
}

/** Opens a popup window of the given size centred on the screen; warns when the browser blocks it. */
export function openPopup(url: string, width: number, height: number): Window | null {
  const left = Math.max(0, (window.screen.width - width) / 2);
  const top = Math.max(0, (window.screen.height - height) / 2);
  const w = window.open(url, '_blank', `width=${width},height=${height},left=${left},top=${top}`);
  if (!w) void warn(i18n.t('errors.popup_blocked'));
  return w;
}

/**
 * Online customer service in a 440x500 popup. VIP service (type '4') when the club rank is above 4, else live
 * chat (type '3'). The popup opens first (so the browser allows it) and closes if the address cannot be read.
 */
export async function openCustomerService(permission: TPermissionValue | undefined, rankLevel = 0): Promise<void> {
  const paths = permission?.info.customerService ?? [];
  const entry = (rankLevel > 4 ? paths.find((p) => p.type === '4') : undefined) ?? paths.find((p) => p.type === '3');
  const popup = openPopup('about:blank', 440, 500);
  if (!popup) return;
  try {
    if (!entry) throw new Error('no customer-service path');
    popup.location.href = await decryptCsPath(entry.path);
  } catch {
    popup.close();
  }
}
