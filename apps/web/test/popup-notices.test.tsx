import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { accountRoutes, fakeApi, loginValue } from './fake-api.ts';
import { renderPortal } from './render.tsx';

vi.mock('../src/shared/api/crypto.ts', () => ({ seal: async (p: unknown) => p, resetKey: () => undefined }));
vi.mock('../src/features/auth/pow.ts', () => ({ prepareHumanCheck: () => {}, solveHumanCheck: async () => 'solved' }));

const notice = (id: number, title: string, content: string) => ({
  id,
  type: 'PU',
  title,
  content,
  imageUrl: null,
  promotionId: null,
  timestamp: 1_764_000_000_000,
});
const popups = (lang: string) =>
  lang === 'en'
    ? [notice(1, 'Maintenance tonight', '<p>Games pause at 02:00.</p>')]
    : [
        notice(1, 'Manutenção hoje à noite', '<p>Os jogos param às 02:00.</p>'),
        notice(2, 'Novo bônus', '<p>Deposite e ganhe <strong>10%</strong>.</p>'),
      ];
const routes = (extra: Record<string, unknown> = {}) => {
  let logins = 0;
  return accountRoutes({
    'POST /wps/session/login': () => loginValue({ token: `tok-${++logins}` }),
    '/wps/relay/MCSFE_getListAnnouncements': (url: URL) => ({
      player: [],
      banners: [],
      popup: popups(url.searchParams.get('language') ?? 'pt'),
      promotion: [],
      help: [],
    }),
    ...extra,
  });
};

async function logIn(login = 'Entrar', user = 'Usuário', pass = 'Senha') {
  await userEvent.click(await screen.findByRole('button', { name: login }));
  const dialog = await screen.findByRole('dialog', { name: login });
  await userEvent.type(within(dialog).getByLabelText(user), 'newbie01');
  await userEvent.type(within(dialog).getByLabelText(pass), 'Secret@2026');
  await userEvent.click(within(dialog).getAllByRole('button', { name: login }).at(-1) as HTMLElement);
}

describe('popup announcements after login (spec sections 4 and 9, type PU)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each popup notice in a modal after login, one after another, by keyboard', async () => {
    fakeApi(routes());
    renderPortal('/');
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull();
    await logIn();
    const modal = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(modal).getByRole('heading', { name: 'Manutenção hoje à noite' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('Os jogos param às 02:00.');
    expect(modal).toHaveTextContent('1 de 2');
    // Focus is inside the modal; Enter on the next button turns the page.
    expect(modal.contains(document.activeElement)).toBe(true);
    within(modal).getByRole('button', { name: 'Próximo aviso' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(modal).getByRole('heading', { name: 'Novo bônus' })).toBeInTheDocument();
    expect(modal).toHaveTextContent('2 de 2');
    expect(within(modal).getByRole('button', { name: 'Aviso anterior' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull());
  });

  it('shows a notice once per login session, and again after a new login', async () => {
    fakeApi(routes());
    renderPortal('/');
    await logIn();
    const modal = await screen.findByRole('dialog', { name: 'Aviso' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Próximo aviso' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull());
    // The flag raised again in the same session finds nothing new to show.
    useUi.getState().show('popupNotices');
    await waitFor(() => expect(useUi.getState().modals.popupNotices).toBeUndefined());
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull();
    // A new login (a new session) shows them again.
    useSession.getState().setToken(null);
    await logIn();
    expect(await screen.findByRole('dialog', { name: 'Aviso' })).toHaveTextContent('Manutenção hoje à noite');
  });

  it('follows a change of language while it is open', async () => {
    fakeApi(routes());
    renderPortal('/');
    await logIn();
    const modal = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(modal).getByRole('heading', { name: 'Manutenção hoje à noite' })).toBeInTheDocument();
    useSession.getState().setLanguage('en');
    await changeLanguage('en');
    const english = await screen.findByRole('dialog', { name: 'Notice' });
    expect(await within(english).findByRole('heading', { name: 'Maintenance tonight' })).toBeInTheDocument();
    expect(english).toHaveTextContent('1 of 2');
  });

  it('stays away when the brand has no popup notices', async () => {
    fakeApi(
      routes({
        '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [], help: [] },
      }),
    );
    renderPortal('/');
    await logIn();
    expect(await screen.findByRole('button', { name: /Conta Newbie/ })).toBeInTheDocument();
    await waitFor(() => expect(useUi.getState().modals.popupNotices).toBeUndefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("speaks the page's language", async () => {
    useSession.setState({ token: null, member: null, language: 'en' });
    const { calls } = fakeApi(routes());
    renderPortal('/');
    await logIn('Log in', 'Username', 'Password');
    const modal = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(modal).getByRole('heading', { name: 'Maintenance tonight' })).toBeInTheDocument();
    expect(within(modal).queryByText(/of/)).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull());
    expect(calls.some((c) => c.includes('MCSFE_getListAnnouncements') && c.includes('language=en'))).toBe(true);
  });
});
