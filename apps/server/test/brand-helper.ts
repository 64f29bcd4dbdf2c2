import { expect } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { encrypt, patchBrand, registrationPayload } from './auth-helper.ts';
import { cliRunner } from './console-helper.ts';

export const NOVA_HOST = 'nova.example.com';

/**
 * Launches a second brand, NOVA (BRL, from the demo brand's template), as operators do: one admin asks, another
 * approves. Registration asks no captcha on either brand, so members can be made by calls.
 */
export async function launchNova(app: App, asker: Record<string, string>, approver: Record<string, string>) {
  const asked = await cliRunner(app, asker)('brand-create', [
    'code=NOVA',
    'name=Nova Bet',
    'currency=BRL',
    'lang=pt',
    'languages=pt,en',
    `hosts=${NOVA_HOST}`,
  ]);
  const { id } = (asked as { approval: { id: number } }).approval;
  const approved = await app.inject({
    method: 'POST',
    url: `/admin/api/console/approvals/${id}/approve`,
    headers: approver,
  });
  expect(approved.json().success).toBe(true);
  await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }), 'NOVA');
  await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
}

/** Registers and signs in a member on NOVA's host: headers for its calls there. */
export async function novaMember(app: App, username: string) {
  const headers = { host: NOVA_HOST };
  const reg = await app.inject({
    method: 'POST',
    url: '/wps/member/register',
    headers,
    payload: await encrypt(app, await registrationPayload(app, { username })),
  });
  if (!reg.json().success) throw new Error(`register ${username}: ${reg.json().message}`);
  const login = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    payload: await encrypt(app, { type: 'username', username, password: 'Secret@123' }),
  });
  return { ...headers, authorization: `Bearer ${login.json().value.token}` };
}
