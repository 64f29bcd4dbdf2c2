import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { Failure, fakeApi, permission, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

/** The server's side of the encrypted calls, so the test can read what the portal sent. */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
function opened(init?: RequestInit): Record<string, string> {
  const { encrypted } = JSON.parse(String(init?.body)) as { encrypted: Record<string, string> };
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encrypted.key ?? '', 'base64'),
  );
  const data = Buffer.from(encrypted.data ?? '', 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(encrypted.iv ?? '', 'base64'));
  decipher.setAuthTag(data.subarray(-16));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString('utf8'));
}

/** A proof-of-work challenge whose number is 3, so the portal solves it at once. */
const salt = 'test-salt?expires=9999999999';
const challenge = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}3`).digest('hex'),
  salt,
  maxnumber: 10,
  signature: 'sig',
};

/** Serves numbered captchas and records which one each submit sent. */
function portalApi(
  submitPath: string,
  answers: Array<Failure | null>,
  rules: Partial<ReturnType<typeof permission>['info']['register']> = {},
) {
  let served = 0;
  const sent: Array<Record<string, string>> = [];
  const status = permission({ mods: ['DIRECTREG3', 'CAPTCHA3'] });
  Object.assign(status.info.register, rules);
  const { calls } = fakeApi({
    ...shellRoutes(status),
    '/wps/session/key/rsa': { keyId: 'k1', publicKey: publicKey.export({ type: 'spki', format: 'pem' }) },
    '/wps/verification/challenge': challenge,
    '/wps/captcha': () => {
      served += 1;
      return { captchaId: `c${served}`, image: `data:image/svg+xml;base64,${btoa(`<svg id="c${served}"/>`)}` };
    },
    [`POST ${submitPath}`]: (_url: URL, init?: RequestInit) => {
      sent.push(opened(init));
      return answers[Math.min(sent.length, answers.length) - 1];
    },
    '/wps/member/info': { id: 1, account: 'newplayer', nickname: '', isAgent: 0, toUpline: false, memberLabel: [] },
  });
  return { sent, calls, served: () => served };
}

describe('image captcha after a failed submit', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('login loads a new captcha after each failure that spent one, so the next try sends a fresh id', async () => {
    const api = portalApi('/wps/session/login', [
      new Failure('login_failed', { captcha: true }, 401),
      new Failure('captcha_invalid'),
    ]);
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    const submit = () =>
      userEvent.click(within(dialog).getAllByRole('button', { name: 'Entrar' }).at(-1) as HTMLElement);
    await userEvent.type(within(dialog).getByLabelText('Usuário'), 'demo_player');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'wrong-password');
    await submit();
    await within(dialog).findByRole('img', { name: 'Imagem com o código' });
    expect(api.served()).toBe(1);

    for (const [round, answer] of [
      [1, 'AAAA'],
      [2, 'BBBB'],
    ] as const) {
      await userEvent.type(within(dialog).getByLabelText('Código da imagem'), answer);
      await submit();
      // The login is sealed (RSA-OAEP + AES-GCM) before it is sent: wait for it to go out.
      await waitFor(() => expect(api.sent).toHaveLength(round + 1), { timeout: 3000 });
      expect(api.sent.at(-1)).toMatchObject({ captcha: answer, captchaId: `c${round}` });
      // Spent by the server: a new one loads (at most once a second) and the answer field is emptied.
      await waitFor(() => expect(api.served()).toBe(round + 1), { timeout: 3000 });
      expect(within(dialog).getByLabelText('Código da imagem')).toHaveValue('');
    }
    await userEvent.type(within(dialog).getByLabelText('Código da imagem'), 'CCCC');
    await submit();
    await waitFor(() => expect(api.sent).toHaveLength(4), { timeout: 3000 });
    expect(api.sent.at(-1)).toMatchObject({ captcha: 'CCCC', captchaId: 'c3' });
  });

  it('refreshes the image on click at most once a second', async () => {
    const api = portalApi('/wps/session/login', [new Failure('login_failed', { captcha: true }, 401)]);
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await userEvent.type(within(dialog).getByLabelText('Usuário'), 'demo_player');
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'wrong-password');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Entrar' }).at(-1) as HTMLElement);
    const image = await within(dialog).findByRole('button', { name: 'Trocar imagem' });
    expect(api.served()).toBe(1);
    await userEvent.click(image);
    expect(api.served()).toBe(1);
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start + 1100);
    await userEvent.click(image);
    await waitFor(() => expect(api.served()).toBe(2));
    await userEvent.click(image);
    expect(api.served()).toBe(2);
    clock.mockRestore();
  });

  it('registration shows no captcha at first, asks for it when a refusal says so, and renews it after each try', async () => {
    const api = portalApi(
      '/wps/member/register',
      [new Failure('username_taken', { captcha: true }, 409), new Failure('username_taken', { captcha: true }, 409)],
      { captchaDisplay: true },
    );
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await userEvent.type(within(dialog).getByLabelText('Usuário'), 'takenname');
    await userEvent.type(within(dialog).getByLabelText('Senha', { exact: true }), 'Player@2026');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'Player@2026');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 anos/ }));
    expect(within(dialog).queryByRole('img', { name: 'Imagem com o código' })).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.captcha).toBeUndefined();
    await within(dialog).findByRole('img', { name: 'Imagem com o código' });
    await userEvent.type(within(dialog).getByLabelText('Código da imagem'), 'AAAA');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]).toMatchObject({ captcha: 'AAAA', captchaId: 'c1' });
    await waitFor(() => expect(api.served()).toBe(2), { timeout: 3000 });
    expect(within(dialog).getByLabelText('Código da imagem')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Código da imagem'), 'BBBB');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent).toHaveLength(3));
    expect(api.sent[2]).toMatchObject({ captcha: 'BBBB', captchaId: 'c2' });
  });
});

/** Fills the registration form with good values. */
async function fillRegistration(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Usuário'), 'newplayer');
  await userEvent.type(within(dialog).getByLabelText('Senha', { exact: true }), 'Player@2026');
  await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'Player@2026');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /18 anos/ }));
}

describe('the brand’s human check', () => {
  const globals = window as unknown as Record<string, unknown>;
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete globals.turnstile;
  });

  it('hosted: loads the service’s widget with the site key and sends its token instead of the proof of work', async () => {
    const token = { value: 'widget-token-1' };
    const rendered: Array<Record<string, unknown>> = [];
    const api = portalApi('/wps/member/register', [null], {
      humanCheck: 'hosted',
      hostedCaptcha: { provider: 'turnstile', siteKey: 'site-key-1' },
    });
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await fillRegistration(dialog);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);

    const check = await screen.findByRole('dialog', { name: 'Confirme que você é humano' });
    // The widget script is asked for only now; the test plays the service: it defines the API and calls onload.
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="challenges.cloudflare.com"]');
    expect(script?.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?onload=portalCaptcha_turnstile&render=explicit',
    );
    globals.turnstile = {
      render: (el: HTMLElement, options: Record<string, unknown>) => {
        rendered.push(options);
        const button = document.createElement('button');
        button.textContent = 'I am human';
        button.onclick = () => (options.callback as (t: string) => void)(token.value);
        el.append(button);
      },
    };
    (globals.portalCaptcha_turnstile as () => void)();
    await userEvent.click(await within(check).findByRole('button', { name: 'I am human' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(rendered[0]).toMatchObject({ sitekey: 'site-key-1' });
    expect(api.sent[0]?.humanCheck).toBe('widget-token-1');
    expect(api.calls.some((c) => c.includes('/wps/verification/challenge'))).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Confirme que você é humano' })).toBeNull();
  });

  it('off: sends no human check at all', async () => {
    const api = portalApi('/wps/member/register', [null], { humanCheck: 'off' });
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await fillRegistration(dialog);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.humanCheck).toBeUndefined();
    expect(api.calls.some((c) => c.includes('/wps/verification/challenge'))).toBe(false);
  });
});
