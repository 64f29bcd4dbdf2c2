import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, permission, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

const member = { id: 7, account: 'p1', nickname: 'Player One', type: 0, isAgent: 0, toUpline: false, clubLabel: null };
const base = (extra: Record<string, unknown> = {}) => ({
  ...shellRoutes(),
  '/wps/member/info': member,
  ...extra,
});

describe('logged-in header bar (spec section 2)', () => {
  beforeEach(() => {
    useSession.setState({ token: 'tok', member: null, language: '' });
    useUi.setState({ modals: {}, balanceHidden: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance in the brand currency with two decimals, hides it as *** and shows it again', async () => {
    fakeApi(base({ '/wps/v2/wallets/balance': { sumBalance: '1234.5', main: '1234.5', vendors: [] } }));
    renderPortal('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('R$ 1.234,50')).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Ocultar saldo' }));
    expect(within(header).getByText('***')).toBeInTheDocument();
    expect(within(header).queryByText('R$ 1.234,50')).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Mostrar saldo' }));
    expect(within(header).getByText('R$ 1.234,50')).toBeInTheDocument();
  });

  it('shows a bonus being wagered beside the balance, apart from it, and hides it with the balance', async () => {
    fakeApi(
      base({
        '/wps/v2/wallets/balance': { sumBalance: '50.00', main: '50.00', bonus: '100.00', held: '0.00', vendors: [] },
      }),
    );
    renderPortal('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('R$ 50,00')).toBeInTheDocument();
    const bonus = within(header).getByText('R$ 100,00').closest('.balance-bonus');
    expect(bonus).toHaveTextContent(/^\+ R\$\s100,00 em bônus$/);
    await userEvent.click(within(header).getByRole('button', { name: 'Ocultar saldo' }));
    expect(within(header).queryByText('R$ 100,00')).toBeNull();
  });

  it('shows no bonus line without a bonus', async () => {
    fakeApi(
      base({
        '/wps/v2/wallets/balance': { sumBalance: '50.00', main: '50.00', bonus: '0.00', held: '0.00', vendors: [] },
      }),
    );
    renderPortal('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('R$ 50,00')).toBeInTheDocument();
    expect(header.querySelector('.balance-bonus')).toBeNull();
  });

  it('refreshes the balance on the refresh icon', async () => {
    let sum = '10';
    const { calls } = fakeApi(base({ '/wps/v2/wallets/balance': () => ({ sumBalance: sum, main: sum, vendors: [] }) }));
    renderPortal('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('R$ 10,00')).toBeInTheDocument();
    sum = '99.999';
    await userEvent.click(within(header).getByRole('button', { name: 'Atualizar saldo' }));
    expect(await within(header).findByText('R$ 100,00')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET /wps/v2/wallets/balance')).toHaveLength(2);
  });
});

describe('language change (spec section 4)', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage('pt'));
  });

  it('saves lang and hisLang, and tells the server when a member is logged in', async () => {
    useSession.setState({ token: 'tok' });
    const { calls } = fakeApi(
      base({
        '/wps/v2/wallets/balance': { sumBalance: '0', main: '0', vendors: [] },
        'PUT /wps/member/language': {},
      }),
    );
    renderPortal('/');
    await userEvent.selectOptions(await screen.findByLabelText('Idioma'), 'en');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(calls).toContain('PUT /wps/member/language');
  });
});

describe('avatar menu (spec section 2)', () => {
  const affiliate = () => {
    const p = permission();
    p.info.resources.push({ resourceType: 'AFFILIATE_LINK', url: '/affiliate', labelNameEn: 'Affiliate' });
    return p;
  };
  beforeEach(() => {
    useSession.setState({ token: 'tok', member: null, language: '' });
    useUi.setState({ modals: {}, balanceHidden: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the agent centre to agents only, even where the brand has an affiliate link', async () => {
    fakeApi({ ...shellRoutes(affiliate()), '/wps/member/info': member });
    const { unmount } = renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: /Conta Player One/ }));
    expect(await screen.findByRole('menuitem', { name: 'Histórico de apostas' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Central do agente' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    fakeApi({ ...shellRoutes(affiliate()), '/wps/member/info': { ...member, isAgent: 1 } });
    const { pathname } = renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: /Conta Player One/ }));
    expect(await screen.findByRole('menuitem', { name: 'Central do agente' })).toBeInTheDocument();
    // The points mall is a tap away from the avatar menu.
    await userEvent.click(screen.getByRole('menuitem', { name: 'Loja de pontos' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(pathname()).toBe('/pointMall');
  });
});
