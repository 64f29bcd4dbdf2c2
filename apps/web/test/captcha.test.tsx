import { constants, createDecipheriv, createHash, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { Failure, fakeApi, lanes, permission } from './fake-api.ts';
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
function portalApi(submitPath: string, answers: Failure[], captchaDisplay = false) {
  let served = 0;
  const sent: Array<Record<string, string>> = [];
  const status = permission({ mods: ['DIRECTREG3', 'CAPTCHA3'] });
  status.info.register.captchaDisplay = captchaDisplay;
  fakeApi({
    '/wps/system/status': status,
    '/wps/relay/GCSGAME_gameVendor': { data: { lanes } },
    '/wps/system/banners': [],
    '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [], help: [] },
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
  });
  return { sent, served: () => served };
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
      expect(api.sent.at(-1)).toMatchObject({ captcha: answer, captchaId: `c${round}` });
      // Spent by the server: a new one loads (at most once a second) and the answer field is emptied.
      await waitFor(() => expect(api.served()).toBe(round + 1), { timeout: 3000 });
      expect(within(dialog).getByLabelText('Código da imagem')).toHaveValue('');
    }
    await userEvent.type(within(dialog).getByLabelText('Código da imagem'), 'CCCC');
    await submit();
    expect(api.sent.at(-1)).toMatchObject({ captcha: 'CCCC', captchaId: 'c3' });
  });

  it('registration loads a new captcha after a refused registration', async () => {
    const api = portalApi('/wps/member/register', [new Failure('username_taken', null, 409)], true);
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cadastrar' });
    await within(dialog).findByRole('img', { name: 'Imagem com o código' });
    await userEvent.type(within(dialog).getByLabelText('Usuário'), 'takenname');
    await userEvent.type(within(dialog).getByLabelText('Senha', { exact: true }), 'Player@2026');
    await userEvent.type(within(dialog).getByLabelText('Confirmar senha'), 'Player@2026');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /21 anos/ }));
    await userEvent.type(within(dialog).getByLabelText('Código da imagem'), 'AAAA');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toMatchObject({ captcha: 'AAAA', captchaId: 'c1' });
    await waitFor(() => expect(api.served()).toBe(2), { timeout: 3000 });
    expect(within(dialog).getByLabelText('Código da imagem')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Código da imagem'), 'BBBB');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cadastrar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]).toMatchObject({ captcha: 'BBBB', captchaId: 'c2' });
  });
});
