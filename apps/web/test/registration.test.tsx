import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { accountRoutes, fakeApi, loginValue, memberInfo, permission } from './fake-api.ts';
import { renderPortal } from './render.tsx';

// The wire encryption and the proof of work have their own tests; here the payloads travel as they are.
vi.mock('../src/shared/api/crypto.ts', () => ({ seal: async (p: unknown) => p, resetKey: () => undefined }));
vi.mock('../src/features/auth/pow.ts', () => ({ prepareHumanCheck: () => {}, solveHumanCheck: async () => 'solved' }));

async function register(dialog: HTMLElement, fill: Record<string, string>) {
  for (const [label, value] of Object.entries(fill))
    await userEvent.type(within(dialog).getByLabelText(label, { exact: true }), value);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 anos|18 tuổi/ }));
  await userEvent.click(
    within(dialog)
      .getAllByRole('button', { name: /^(Cadastrar|Đăng ký)$/ })
      .at(-1) as HTMLElement,
  );
}
describe('registration submit (spec section 4)', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('pt');
  });

  it('from /register goes to / logged in and shows the success popup, with no first-login welcome on top', async () => {
    const { calls } = fakeApi(accountRoutes({ 'POST /wps/member/register': loginValue({ firstTimeLogin: true }) }));
    const { pathname } = renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await register(dialog, { Usuário: 'newbie01', Senha: 'Secret@2026', 'Confirmar senha': 'Secret@2026' });
    expect(await screen.findByRole('dialog', { name: 'Bem-vindo!' })).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(screen.getByRole('button', { name: /Conta Newbie/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Bem-vindo!' })).toBeNull();
    expect(calls).toContain('POST /wps/member/register');
  });

  it('tells a mobile registrant in English, when the portal is not in Vietnamese, that the account was created', async () => {
    fakeApi(
      accountRoutes({
        'POST /wps/member/register/mobile': loginValue({ firstTimeLogin: true }),
        '/wps/member/info': memberInfo('21988887777'),
      }),
    );
    const { pathname } = renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Celular' }));
    await register(dialog, {
      'Número de celular': '21988887777',
      Senha: 'Secret@2026',
      'Confirmar senha': 'Secret@2026',
    });
    const notice = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(notice).toHaveTextContent(
      'Sua conta 21988887777 foi criada automaticamente. Da próxima vez, entre com a conta ou com o número de celular.',
    );
    expect(pathname()).toBe('/');
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('dialog', { name: 'Bem-vindo!' })).toBeInTheDocument();
  });

  it('holds a mobile number to the brand’s mobile rule before sending anything', async () => {
    const withRule = permission({ mods: ['DIRECTREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3'] });
    withRule.info.register.fields = {
      mobileNum: {
        enabled: true,
        required: false,
        acceptedPattern: '^[0-9]*$',
        patternId: 'mobile',
        minLength: 8,
        maxLength: 12,
      },
    } as typeof withRule.info.register.fields;
    const { calls } = fakeApi(accountRoutes({ '/wps/system/status': withRule }));
    renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Celular' }));
    await register(dialog, { 'Número de celular': '2198888', Senha: 'Secret@2026', 'Confirmar senha': 'Secret@2026' });
    expect(await within(dialog).findByText('Número de celular de 8 a 12 dígitos')).toBeInTheDocument();
    expect(calls).not.toContain('POST /wps/member/register/mobile');
  });

  it('asks a brand without MOBILENUMPASSREG3 for the number and its code only, and sends no password', async () => {
    let sent: Record<string, unknown> = {};
    const { calls } = fakeApi(
      accountRoutes({
        '/wps/system/status': permission({ mods: ['DIRECTREG3', 'MOBILENUMREG3'] }),
        'POST /wps/verification/sms/register': { expiredMinutes: 5 },
        'POST /wps/member/register/mobile': (_url: URL, init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return loginValue();
        },
        '/wps/member/info': memberInfo('21988887777'),
      }),
    );
    renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Celular' }));
    expect(within(dialog).queryByLabelText('Senha', { exact: true })).toBeNull();
    expect(within(dialog).queryByLabelText('Confirmar senha', { exact: true })).toBeNull();
    // The code is asked for even though the brand does not verify mobiles otherwise (no REGMOBVERF3).
    await register(dialog, { 'Número de celular': '21988887777' });
    expect(await within(dialog).findByText('Informe o código de verificação')).toBeInTheDocument();
    expect(calls).not.toContain('POST /wps/member/register/mobile');
    await userEvent.type(within(dialog).getByLabelText('Código SMS', { exact: true }), '123456');
    await userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: /^Cadastrar$/ })
        .at(-1) as HTMLElement,
    );
    const notice = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(sent).toMatchObject({ mobileNum: '21988887777', verificationCode: '123456' });
    expect(sent).not.toHaveProperty('password');
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirmar' }));
  });

  it('tells it in Vietnamese when the portal is in Vietnamese', async () => {
    fakeApi(
      accountRoutes({
        '/wps/system/status': permission({
          mods: ['DIRECTREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3'],
          languages: ['pt', 'vi'],
        }),
        'POST /wps/member/register/mobile': loginValue({ firstTimeLogin: true }),
        '/wps/member/info': memberInfo('912345678'),
      }),
    );
    localStorage.setItem('lang', 'vi');
    useSession.setState({ language: 'vi' });
    renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Số điện thoại' }));
    await register(dialog, {
      'Số điện thoại': '912345678',
      'Mật khẩu': 'Secret@2026',
      'Xác nhận mật khẩu': 'Secret@2026',
    });
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('912345678');
    expect(notice).not.toHaveTextContent('was created automatically');
    await userEvent.click(within(notice).getByRole('button', { name: 'Xác nhận' }));
  });
});

const setting = (required: boolean) => ({
  enabled: true,
  required,
  acceptedPattern: '*',
  patternId: 'generic',
  minLength: 0,
  maxLength: 60,
});

describe('registration form rules (spec sections 3 and 5)', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {}, menuCollapsed: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stars the placeholders of required fields only', async () => {
    const p = permission({ mods: ['DIRECTREG3'] });
    p.info.register.fields = { email: setting(true), qqNum: setting(false) } as never;
    fakeApi(accountRoutes({ '/wps/system/status': p }));
    renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    expect(within(dialog).getByLabelText('Usuário')).toHaveAttribute('placeholder', 'Usuário *');
    expect(within(dialog).getByLabelText('Senha', { exact: true })).toHaveAttribute('placeholder', 'Senha *');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('placeholder', 'E-mail *');
    expect(within(dialog).getByLabelText('QQ')).toHaveAttribute('placeholder', 'QQ');
  });

  it('asks for one confirmation, unticked, of the brand’s minimum age with the terms', async () => {
    const p = permission({ mods: ['DIRECTREG3'] });
    p.info.register.minimumAge = 21;
    fakeApi(accountRoutes({ '/wps/system/status': p }));
    renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    expect(within(dialog).getByRole('checkbox', { name: /Tenho 21 anos ou mais e concordo/ })).not.toBeChecked();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    expect(await within(dialog).findByText('Confirme a idade e aceite os termos')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /21 anos/ }));
    expect(within(dialog).queryByText('Confirme a idade e aceite os termos')).toBeNull();
  });

  it('clears a field’s error as soon as the field is right, and keeps untouched fields quiet', async () => {
    fakeApi(accountRoutes());
    renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    const password = within(dialog).getByLabelText('Senha', { exact: true });
    const confirm = within(dialog).getByLabelText('Confirmar senha');
    await userEvent.type(password, 'ab');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password, 'Player@2026');
    expect(password).not.toHaveAttribute('aria-invalid');
    // The confirmation's error stays until its own field is right.
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(confirm, 'abPlayer@2026');
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('sends referralCode from the query, and the site’s own code as affiliateCode when the affiliate input is hidden', async () => {
    const p = permission({ mods: ['DIRECTREG3', 'AFFMAN3'] });
    p.info.register.siteCode = 'SITE01' as never;
    p.info.register.fields = { affiliateCode: setting(false) } as never;
    let sent: Record<string, unknown> = {};
    const { calls } = fakeApi(
      accountRoutes({
        '/wps/system/status': p,
        'POST /wps/member/register': (_url: URL, init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return loginValue();
        },
      }),
    );
    renderPortal('/register?referralCode=FRIEND9');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    expect(within(dialog).queryByLabelText('Código de convite')).toBeNull();
    await register(dialog, { Usuário: 'newbie01', Senha: 'Secret@2026', 'Confirmar senha': 'Secret@2026' });
    await screen.findByRole('dialog', { name: 'Bem-vindo!' });
    expect(sent).toMatchObject({
      username: 'newbie01',
      affiliateCode: 'SITE01',
      referralCode: 'FRIEND9',
      registerMethod: 'WEB',
      domain: window.location.host,
      agreeTerms: true,
      login: true,
    });
    // The device's fingerprint travels with the registration (the bonus abuse rules link accounts by it).
    expect(sent.deviceFingerprint).toMatch(/^v1-[0-9a-f]{40}$/);
    expect(calls.some((c) => c.includes('/wps/agent/affiliate'))).toBe(false);
  });

  it('checks an entered invitation code first when the site has none, and stops with a warning when it is refused', async () => {
    const p = permission({ mods: ['DIRECTREG3', 'AFFMAN3'] });
    p.info.register.fields = { affiliateCode: setting(false) } as never;
    const { calls } = fakeApi(accountRoutes({ '/wps/system/status': p }));
    renderPortal('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await userEvent.type(within(dialog).getByLabelText('Código de convite'), 'NOPE');
    await register(dialog, { Usuário: 'newbie01', Senha: 'Secret@2026', 'Confirmar senha': 'Secret@2026' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Código de convite inválido');
    expect(calls).toContain('POST /wps/agent/affiliate');
    expect(calls).not.toContain('POST /wps/member/register');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  });
});
