import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areasFor } from '../src/app/layouts.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, lanes, permission } from './fake-api.ts';
import { renderPortal } from './render.tsx';

const banner = {
  bannerId: 1,
  url: '/a.svg',
  groupName: 'w',
  category: 'new_player',
  title: 'Promo',
  linkageType: null,
};
const base = {
  '/wps/system/status': permission(),
  '/wps/relay/GCSGAME_gameVendor': { data: { lanes } },
  '/wps/system/banners': [{ ...banner, linkageTarget: null }],
  '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [], help: [] },
  '/wps/system/helpCenter': [],
};

/** What the rendered shell shows: header (Login button), side menu, banner, footer. */
function shown() {
  return {
    header: screen.queryByRole('banner') !== null,
    sideMenu: screen.queryByRole('navigation', { name: 'Menu principal' }) !== null,
    banner: screen.queryByRole('region', { name: 'Destaques' }) !== null,
    footer: screen.queryByRole('contentinfo') !== null,
  };
}

describe('layouts of the route table (spec section 2), as rendered', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false, barsShown: false });
    sessionStorage.setItem('iframeUrl', 'https://games.example/play');
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/', { header: true, sideMenu: true, banner: true, footer: true }],
    ['/register', { header: true, sideMenu: false, banner: true, footer: false }],
    ['/lottery', { header: true, sideMenu: false, banner: false, footer: false }],
    ['/game', { header: true, sideMenu: false, banner: false, footer: false }],
  ])('%s shows %o', async (path, areas) => {
    fakeApi(base);
    renderPortal(path);
    await screen.findByRole('button', { name: 'Entrar' });
    if (areas.banner) await screen.findByRole('region', { name: 'Destaques' });
    // The side menu and the footer come in the task after the first paint.
    await waitFor(() => expect(shown()).toEqual(areas));
  });

  it('on a phone draws the side menu only when it first opens, and keeps it after it closes', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    fakeApi(base);
    renderPortal('/');
    await screen.findByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(shown().footer).toBe(true));
    expect(shown().sideMenu).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await screen.findByRole('navigation', { name: 'Menu principal' });
    useUi.setState({ menuOpen: false });
    await waitFor(() => expect(useUi.getState().menuOpen).toBe(false));
    expect(shown().sideMenu).toBe(true);
  });

  it('/helpmc stands alone', async () => {
    fakeApi(base);
    renderPortal('/helpmc');
    await screen.findByRole('heading', { name: 'Central de ajuda' });
    expect(shown()).toEqual({ header: false, sideMenu: false, banner: false, footer: false });
  });

  it.each(['/vnlottery', '/seamless', '/VNLottery'])(
    '%s hides both bars until the bars flag shows header and side menu, the menu collapsed',
    async (path) => {
      fakeApi(base);
      renderPortal(path);
      const handle = await screen.findByRole('button', { name: 'Menus do site' });
      expect(screen.getByTitle('Jogo')).toHaveAttribute('src', 'https://games.example/play');
      expect(shown()).toEqual({ header: false, sideMenu: false, banner: false, footer: false });
      expect(handle).toHaveAttribute('aria-pressed', 'false');

      await userEvent.click(handle);
      const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
      expect(shown()).toEqual({ header: true, sideMenu: true, banner: false, footer: false });
      expect(within(menu).getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(screen.getByRole('button', { name: 'Menus do site' }));
      expect(shown()).toEqual({ header: false, sideMenu: false, banner: false, footer: false });
    },
  );

  it('puts the bars away when the player leaves the route', async () => {
    fakeApi(base);
    renderPortal('/vnlottery');
    await userEvent.click(await screen.findByRole('button', { name: 'Menus do site' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Início' }));
    await screen.findByRole('contentinfo');
    expect(useUi.getState().barsShown).toBe(false);
  });
});

describe('areasFor', () => {
  it('gives /vnlottery header and side menu only under the bars flag', () => {
    expect(areasFor('/vnlottery')).toMatchObject({ header: false, sideMenu: false, collapsed: true, bare: true });
    expect(areasFor('/vnlottery', true)).toEqual({
      header: true,
      sideMenu: true,
      banner: false,
      footer: false,
      collapsed: true,
      bare: false,
    });
  });
});
