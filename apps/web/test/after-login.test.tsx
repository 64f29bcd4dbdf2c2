import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { accountRoutes, fakeApi, loginValue, memberInfo, permission, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';
import { openSmsLogin } from './sms-login.ts';

// The wire encryption and the proof of work have their own tests; here the payloads travel as they are.
vi.mock('../src/shared/api/crypto.ts', () => ({ seal: async (p: unknown) => p, resetKey: () => undefined }));
vi.mock('../src/features/auth/pow.ts', () => ({ prepareHumanCheck: () => {}, solveHumanCheck: async () => 'solved' }));

async function logIn(username: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
  await userEvent.type(within(dialog).getByLabelText('Usuário'), username);
  await userEvent.type(within(dialog).getByLabelText('Senha'), password);
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Entrar' }).at(-1) as HTMLElement);
}

describe('after login (spec section 4)', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes a member on the first login, without blocking the page', async () => {
    fakeApi(accountRoutes({ 'POST /wps/session/login': loginValue({ firstTimeLogin: true }) }));
    renderPortal('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    await logIn('newbie01', 'Secret@2026');
    const welcome = await screen.findByRole('status', { name: 'Bem-vindo!' });
    expect(welcome).toHaveTextContent('Bem-vindo, Newbie!');
    expect(welcome).toHaveTextContent('primeiro acesso à Lumen Play');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(welcome).getByRole('button', { name: 'Depósito' }));
    expect(screen.queryByRole('status', { name: 'Bem-vindo!' })).toBeNull();
    expect(useUi.getState().modals.memberCentre).toEqual({ page: 'depositv2' });
  });

  it('does not welcome later logins', async () => {
    fakeApi(accountRoutes({ 'POST /wps/session/login': loginValue() }));
    const { pathname } = renderPortal('/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    await logIn('newbie01', 'Secret@2026');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(await screen.findByRole('button', { name: /Conta Newbie/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Bem-vindo!' })).toBeNull();
  });

  it('does not welcome a free-play trial account', async () => {
    fakeApi(
      accountRoutes({
        'POST /wps/session/login/freeplay': loginValue({ firstTimeLogin: true, isAgent: 4 }),
        '/wps/member/info': memberInfo('guest_1', 4),
      }),
    );
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jogar grátis' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('status', { name: 'Bem-vindo!' })).toBeNull();
  });

  it('welcomes a first login that had to change the default password once the member logs in again', async () => {
    let logins = 0;
    fakeApi(
      accountRoutes({
        'POST /wps/session/login': () =>
          ++logins === 1 ? loginValue({ firstTimeLogin: true, defaultPassword: true }) : loginValue({ token: 'tok-2' }),
        'PUT /wps/member/password': {},
      }),
    );
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    await logIn('newbie01', 'Welcome@123');
    const change = await screen.findByRole('dialog', { name: 'Alterar senha' });
    expect(screen.queryByRole('status', { name: 'Bem-vindo!' })).toBeNull();
    await userEvent.type(within(change).getByLabelText('Nova senha'), 'Fresh@2026');
    await userEvent.type(within(change).getByLabelText('Confirmar senha'), 'Fresh@2026');
    await userEvent.click(within(change).getByRole('button', { name: 'Confirmar' }));
    await logIn('newbie01', 'Fresh@2026');
    expect(await screen.findByRole('status', { name: 'Bem-vindo!' })).toHaveTextContent('Bem-vindo, Newbie!');
  });

  it('opens the forced change once after a default-password login, the old password already known', async () => {
    fakeApi(
      accountRoutes({
        'POST /wps/session/login': loginValue({ firstTimeLogin: true, defaultPassword: true }),
        '/wps/member/info': { ...memberInfo(), passwordChangeRequired: true },
      }),
    );
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    await logIn('newbie01', 'Welcome@123');
    await screen.findByRole('dialog', { name: 'Alterar senha' });
    // Member info (passwordChangeRequired) arrives after the login opened the dialog and leaves it as it is.
    await waitFor(() => expect(useSession.getState().member?.account).toBe('newbie01'));
    const change = screen.getByRole('dialog', { name: 'Alterar senha' });
    expect(within(change).queryByLabelText('Senha atual')).toBeNull();
    expect(within(change).getByLabelText('Nova senha')).toBeInTheDocument();
  });
});

describe('expired passwords and SMS logins', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the forced change after a password login with an expired password', async () => {
    fakeApi(accountRoutes({ 'POST /wps/session/login': loginValue({ passwordExpired: true }) }));
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    await logIn('oldtimer', 'Old@2025');
    expect(await screen.findByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
  });

  it('does not open it after an SMS login, even when the password has expired', async () => {
    const status = permission({ mods: ['DIRECTREG3', 'MOBILEVERCODELOGIN3'] });
    fakeApi({
      ...accountRoutes(),
      ...shellRoutes(status),
      'POST /wps/session/login': loginValue({ passwordExpired: true }),
    });
    const dialog = await openSmsLogin('11999990001');
    await userEvent.type(within(dialog).getByLabelText('Código SMS'), '123456');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Entrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(useSession.getState().member?.account).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull();
  });
});

describe('a saved token held for a password change (page reload, silent login)', () => {
  beforeEach(() => {
    useUi.setState({ modals: {}, menuCollapsed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the forced change again, asking the old password, and logs in anew after it', async () => {
    const { calls } = fakeApi(
      accountRoutes({
        '/wps/member/info': { ...memberInfo(), passwordChangeRequired: true },
        'PUT /wps/member/password': {},
      }),
    );
    useSession.setState({ token: 'tok-held', member: null, language: '' });
    renderPortal('/');
    const change = await screen.findByRole('dialog', { name: 'Alterar senha' });
    expect(change).toHaveTextContent('Por segurança, defina uma nova senha para continuar.');
    await userEvent.type(within(change).getByLabelText('Senha atual'), 'Welcome@123');
    await userEvent.type(within(change).getByLabelText('Nova senha'), 'Fresh@2026');
    await userEvent.type(within(change).getByLabelText('Confirmar senha'), 'Fresh@2026');
    await userEvent.click(within(change).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull();
    expect(calls).toContain('PUT /wps/member/password');
    expect(useSession.getState().token).toBeNull();
  });

  it('ends the session when the member closes the forced change instead', async () => {
    fakeApi(accountRoutes({ '/wps/member/info': { ...memberInfo(), passwordChangeRequired: true } }));
    useSession.setState({ token: 'tok-held', member: null, language: '' });
    renderPortal('/');
    const change = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await userEvent.click(within(change).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull();
  });

  it('leaves an ordinary saved session alone', async () => {
    fakeApi(accountRoutes({ '/wps/member/info': { ...memberInfo(), passwordChangeRequired: false } }));
    useSession.setState({ token: 'tok-plain', member: null, language: '' });
    renderPortal('/');
    expect(await screen.findByRole('button', { name: /Conta Newbie/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull();
  });
});
