import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const member = async (username: string) => {
  const headers = { authorization: (await loginAs(app, username, 'Demo@2026')).authorization };
  await app.inject({ method: 'PUT', url: '/wps/v2/member/paymentPassword', headers, payload: { password: '135790' } });
  return headers;
};
/** Binding an account is one of the calls the payment password confirms. */
const bind = (headers: Record<string, string>, paymentPassword: string, accountNo = '55556666') =>
  app.inject({
    method: 'POST',
    url: '/wps/v2/member/boundAccounts',
    headers,
    payload: { kind: 'bank', provider: 'Demo Bank', accountName: 'Demo Member', accountNo, paymentPassword },
  });
const messageOf = async (p: Promise<{ json: () => { message: string } }>) => (await p).json().message;

describe('payment password attempts', () => {
  it('locks the member for 15 minutes after five wrong answers in a row, refusing even the right one, then opens again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = await member('demo_player');
    const other = await member('demo_down2');
    // A right answer clears the count.
    for (let i = 0; i < 4; i++) expect(await messageOf(bind(headers, '000000'))).toBe('payment_password_wrong');
    expect((await bind(headers, '135790', '11112222')).json().success).toBe(true);
    for (let i = 0; i < 4; i++) expect(await messageOf(bind(headers, '000000'))).toBe('payment_password_wrong');
    const locked = (await bind(headers, '000000')).json();
    expect(locked).toMatchObject({ success: false, message: 'payment_password_locked', value: { minutes: 15 } });
    expect(await messageOf(bind(headers, '135790'))).toBe('payment_password_locked');
    // Changing the password is refused too, so the lock cannot be stepped around.
    const change = app.inject({
      method: 'PUT',
      url: '/wps/v2/member/paymentPassword',
      headers,
      payload: { password: '246801', current: '135790' },
    });
    expect(await messageOf(change)).toBe('payment_password_locked');
    // The lock is the member's own.
    expect((await bind(other, '135790')).json().success).toBe(true);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    expect((await bind(headers, '135790')).json().success).toBe(true);
  });

  it('counts a burst of parallel guesses: the right answer among them does not pass the limit', async () => {
    const headers = await member('demo_down1');
    const guesses = [...Array.from({ length: 11 }, (_, i) => String(100000 + i)), '135790'];
    const answers = await Promise.all(guesses.map((g) => messageOf(bind(headers, g))));
    expect(answers.filter((m) => m === 'payment_password_wrong')).toHaveLength(4);
    expect(answers.filter((m) => m === 'payment_password_locked')).toHaveLength(8);
    expect(answers[11]).toBe('payment_password_locked');
    expect(await messageOf(bind(headers, '135790'))).toBe('payment_password_locked');
  });
});
