import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, memberInfo, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

/** A 390 px wide phone: the media query of the bar matches. */
const phone = () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  window.innerWidth = 390;
};

describe('phone bottom tab bar', () => {
  beforeEach(() => {
    phone();
    useUi.setState({ modals: {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.innerWidth = 1024;
    useSession.setState({ token: null, member: null });
  });

  it('offers Home, Games, Deposit, Promotions and Me, each a named target; Deposit asks a visitor to log in', async () => {
    useSession.setState({ token: null, member: null, language: '' });
    fakeApi(shellRoutes());
    renderPortal('/');
    const bar = await screen.findByRole('navigation', { name: 'Atalhos' });
    const items = [...bar.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(items).toEqual(['Início', 'Jogos', 'Depósito', 'Promoções', 'Conta']);
    expect(within(bar).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Jogos' })).toHaveAttribute('href', '/rng');
    await userEvent.click(within(bar).getByRole('button', { name: 'Depósito' }));
    expect(useUi.getState().modals.login).toEqual({ tab: 'login' });
  });

  it('opens the deposit page of the member centre in one tap for a member, and Me opens the centre', async () => {
    useSession.setState({ token: 'tok', member: null, language: '' });
    fakeApi({
      ...shellRoutes(),
      '/wps/member/info': memberInfo('p1'),
      '/wps/v2/wallets/balance': { sumBalance: '10.00', main: '10.00', vendors: [] },
    });
    renderPortal('/promotions');
    const bar = await screen.findByRole('navigation', { name: 'Atalhos' });
    expect(within(bar).getByRole('link', { name: 'Promoções' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(bar).getByRole('button', { name: 'Depósito' }));
    expect(useUi.getState().modals.memberCentre).toEqual({ page: 'depositv2' });
    expect(await screen.findByRole('dialog', { name: 'Central pessoal' })).toBeInTheDocument();
    useUi.setState({ modals: {} });
    await userEvent.click(within(bar).getByRole('button', { name: 'Conta' }));
    // No section named: the phone's centre opens on its overview, not on the password forms.
    expect(useUi.getState().modals.memberCentre).toEqual({});
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    expect(await within(centre).findByRole('navigation', { name: 'Todas as seções' })).toBeInTheDocument();
  });

  it('is not there on a desktop', async () => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, member: null, language: '' });
    fakeApi(shellRoutes());
    renderPortal('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Atalhos' })).toBeNull();
  });

  it('is not on the game page, where the game takes the whole phone screen', async () => {
    useSession.setState({ token: 'tok', member: null, language: '' });
    fakeApi({
      ...shellRoutes(),
      '/wps/member/info': memberInfo('p1'),
      '/wps/v2/wallets/balance': { sumBalance: '10.00', main: '10.00', vendors: [] },
    });
    renderPortal('/game');
    await screen.findByRole('banner');
    await waitFor(() => expect(document.body).toHaveClass('game-open'));
    expect(screen.queryByRole('navigation', { name: 'Atalhos' })).toBeNull();
  });
});
