import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { Failure, fakeApi, lanes, permission } from './fake-api.ts';
import { renderPortal } from './render.tsx';

const banner = (id: number, group = 'w_home') => ({
  bannerId: id,
  url: `/art/banner/${id}.svg`,
  groupName: group,
  category: null,
  title: `Banner ${id}`,
  linkageType: 'ROUTE',
  linkageTarget: '/promotions',
});
const base = (extra: Record<string, unknown> = {}) => ({
  '/wps/system/status': permission(),
  '/wps/relay/GCSGAME_gameVendor': { data: { lanes } },
  '/wps/system/banners': [banner(1), banner(2)],
  '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [], help: [] },
  ...extra,
});

describe('portal shell', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs in silently with a token in the address and takes it out of the address bar', async () => {
    const { calls } = fakeApi(
      base({
        '/wps/member/info': {
          id: 7,
          account: 'demo_player',
          nickname: 'Demo',
          type: 0,
          toUpline: false,
          clubLabel: null,
          memberLabel: [],
        },
        '/wps/v2/wallets/balance': { balance: '12.50' },
      }),
    );
    const { href } = renderPortal('/rng?page=NVA&token=tok-123');
    await waitFor(() => expect(useSession.getState().token).toBe('tok-123'));
    await waitFor(() => expect(href()).toBe('/rng?page=NVA'));
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    await waitFor(() => expect(calls.some((c) => c.startsWith('GET /wps/member/info'))).toBe(true));
  });

  it('says the address is wrong, not the network, when no brand serves this host', async () => {
    fakeApi(base({ '/wps/system/status': new Failure('unknown_merchant', null, 404) }));
    renderPortal('/');
    expect(await screen.findByText('URL inválida, entre em contato com o atendimento')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Atualizar' })).toBeNull();
  });

  it('shows only categories whose vendor list is not empty', async () => {
    fakeApi(base());
    renderPortal('/');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(await within(nav).findByRole('button', { name: /Slots/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Cassino ao vivo/ })).toBeNull();
  });

  it('links the points mall from the side menu', async () => {
    fakeApi(base());
    const { pathname } = renderPortal('/');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Loja de pontos' }));
    expect(pathname()).toBe('/pointMall');
  });

  it('offers Register only when DIRECTREG3 is on', async () => {
    fakeApi(base({ '/wps/system/status': permission({ mods: [] }) }));
    renderPortal('/');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).toBeNull();
  });

  it('shows pagination dots on home only, and opens a banner’s linked route on click', async () => {
    fakeApi(base());
    const { pathname } = renderPortal('/');
    expect(await screen.findAllByRole('button', { name: /Ir para o destaque/ })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Banner 1' })[0] as HTMLElement);
    await waitFor(() => expect(pathname()).toBe('/promotions'));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /Ir para o destaque/ })).toHaveLength(0));
  });

  it('shows no banner when the route’s group has none', async () => {
    fakeApi(base({ '/wps/system/banners': [] }));
    renderPortal('/');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('region', { name: 'Destaques' })).toBeNull();
  });

  it('shows the maintenance screen for status 1 and the restriction screen with IP and country for status 2', async () => {
    fakeApi(base({ '/wps/system/status': permission({ status: 1 }) }));
    const first = renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Manutenção do sistema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    first.unmount();
    fakeApi(base({ '/wps/system/status': permission({ status: 2 }) }));
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Restrição de acesso' })).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('FR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fale conosco' })).toBeInTheDocument();
  });

  it('redirects to /login when the brand requires a session', async () => {
    fakeApi(base({ '/wps/system/status': permission({ loginedToHomePage: true }) }));
    const { pathname } = renderPortal('/rng');
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('lists languages only when the brand supports more than one', async () => {
    fakeApi(base({ '/wps/system/status': permission({ languages: ['pt'] }) }));
    renderPortal('/');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByLabelText('Idioma')).toBeNull();
  });

  it('switches language from the side menu', async () => {
    fakeApi(base());
    renderPortal('/');
    const select = await screen.findByLabelText('Idioma');
    await userEvent.selectOptions(select, 'en');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    await act(async () => {
      const { changeLanguage } = await import('../src/shared/i18n/index.ts');
      await changeLanguage('pt');
    });
  });

  it('shows social sign-in buttons only for the providers the brand enables', async () => {
    const withGoogle = permission();
    withGoogle.info.brand.socialSignIn = [{ id: 'google' }] as never;
    fakeApi(base({ '/wps/system/status': withGoogle }));
    const first = renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    const social = await screen.findByRole('navigation', { name: 'Entrar com' });
    expect(within(social).getByRole('link', { name: 'Google' })).toHaveAttribute('href', '/wps/session/social/google');
    expect(within(social).queryByRole('link', { name: 'Facebook' })).toBeNull();
    first.unmount();
    useUi.setState({ modals: {} });
    fakeApi(base());
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    await screen.findByRole('dialog', { name: 'Entrar' });
    expect(screen.queryByRole('navigation', { name: 'Entrar com' })).toBeNull();
  });
});
