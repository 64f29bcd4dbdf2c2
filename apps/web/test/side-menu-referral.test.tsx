import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, memberInfo, permission, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

const menu = () => screen.findByRole('navigation', { name: 'Menu principal' });
const available = (enabled: boolean) => ({ list: [], total: 0, totalPages: 0, REFERRAL: { enabled }, count: 0 });
const member = (referral: boolean, mods: string[]) => ({
  ...shellRoutes(permission({ mods })),
  '/wps/member/info': memberInfo('player01'),
  '/wps/v2/wallets/balance': { sumBalance: '0.00', main: '0.00', vendors: [] },
  '/wps/relay/MCSFE_getAvailablePromotions': available(referral),
});

describe('side menu referral entry (spec section 2)', () => {
  beforeEach(() => {
    useUi.setState({ modals: {}, menuCollapsed: false, menuOpen: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows to a visitor, who is asked to log in', async () => {
    useSession.setState({ token: null, member: null, language: '' });
    fakeApi(shellRoutes());
    renderPortal('/');
    expect(await within(await menu()).findByRole('button', { name: 'Indique e ganhe' })).toBeVisible();
  });

  it("follows the referral programme's switch for a member, not the reward centre's", async () => {
    useSession.setState({ token: 'tok-1', member: null, language: '' });
    const on = fakeApi(member(true, ['DIRECTREG3']));
    const first = renderPortal('/');
    expect(await within(await menu()).findByRole('button', { name: 'Indique e ganhe' })).toBeVisible();
    expect(on.calls.some((c) => c.startsWith('GET /wps/relay/MCSFE_getAvailablePromotions?pageNo=1&pageSize=1'))).toBe(
      true,
    );
    first.unmount();

    const off = fakeApi(member(false, ['DIRECTREG3', 'REWCEN3']));
    renderPortal('/');
    const nav = await menu();
    await waitFor(() => expect(off.calls.some((c) => c.includes('MCSFE_getAvailablePromotions'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(within(nav).queryByRole('button', { name: 'Indique e ganhe' })).toBeNull();
  });
});
