import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/index.ts';
import { openCustomerService, openPopup } from '../src/shared/support.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { permission } from './fake-api.ts';

/** Seals an address the way the brand stores it: base64url(iv | AES-GCM) followed by the 8-character key. */
async function seal(address: string, key8 = 'k3y8CHRS') {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  const key = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(address)),
  );
  const raw = btoa(String.fromCharCode(...iv, ...sealed));
  return raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') + key8;
}

function fakePopup() {
  return { close: vi.fn(), location: { href: 'about:blank' } };
}
const brandWith = (customerService: Array<{ type: string; path: string }>) => {
  const p = permission();
  p.info.customerService = customerService as never;
  return p as never;
};

describe('online customer service (spec sections 4 and 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a 440x500 popup on the decrypted live-chat address', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    await openCustomerService(brandWith([{ type: '3', path: await seal('/support/chat?channel=live') }]));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', expect.stringMatching(/^width=440,height=500,/));
    expect(popup.location.href).toBe('/support/chat?channel=live');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('uses VIP service above club rank 4', async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', () => popup);
    const brand = brandWith([
      { type: '3', path: await seal('/support/chat?channel=live') },
      { type: '4', path: await seal('/support/chat?channel=vip') },
    ]);
    await openCustomerService(brand, 5);
    expect(popup.location.href).toBe('/support/chat?channel=vip');
    await openCustomerService(brand, 4);
    expect(popup.location.href).toBe('/support/chat?channel=live');
  });

  it('closes the popup when the address cannot be decrypted', async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', () => popup);
    const good = await seal('/support/chat?channel=live');
    await openCustomerService(brandWith([{ type: '3', path: `${good.slice(0, -8)}WRONGKEY` }]));
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('about:blank');
  });

  it('closes the popup when the brand has no customer-service path', async () => {
    const popup = fakePopup();
    vi.stubGlobal('open', () => popup);
    await openCustomerService(brandWith([]));
    expect(popup.close).toHaveBeenCalledTimes(1);
  });

  it('says the popup was blocked when the browser refuses to open it', async () => {
    vi.stubGlobal('open', () => null);
    render(<DialogHost />);
    expect(openPopup('/helpmc', 440, 750)).toBeNull();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Pop-up bloqueado. Permita pop-ups e tente novamente.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await openCustomerService(brandWith([{ type: '3', path: await seal('/support/chat') }]));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Pop-up bloqueado');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  });
});
