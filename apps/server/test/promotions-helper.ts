import { sql } from 'drizzle-orm';
import { appSecret } from '../src/config.ts';
import { gatewayFor } from '../src/modules/wallet/plugin.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs, patchBrand, postEncrypted, registrationPayload } from './auth-helper.ts';

/** A promotion's id by its code (the demo brand's). */
export async function promotionId(app: App, code: string): Promise<number> {
  const r = (await app.deps.db.execute(sql`SELECT id FROM promotions WHERE code = ${code}`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no promotion ${code}`);
  return Number(id);
}

/** Registers a new member through the real call (no captcha) and logs in: a player with no history. */
export async function newMember(app: App, username: string) {
  await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
  const res = await postEncrypted(app, '/wps/member/register', await registrationPayload(app, { username }));
  if (!res.json().success) throw new Error(`register ${username}: ${res.json().message}`);
  const { authorization } = await loginAs(app, username, 'Secret@123');
  return { authorization };
}

/** A sandbox deposit paid through the gateway's signed callback, as a player makes one. */
export async function paidDeposit(app: App, headers: Record<string, string>, amount: string) {
  const [channel] = (await app.inject({ url: '/wps/v2/deposit/channels', headers })).json().value;
  const d = (
    await app.inject({
      method: 'POST',
      url: '/wps/v2/deposit/request',
      headers,
      payload: { channelId: channel.id, amount },
    })
  ).json().value;
  const body = { ref: d.ref, amount, status: 'paid', ts: Date.now() };
  const gateway = gatewayFor(appSecret(app.deps.config));
  const res = await app.inject({
    method: 'POST',
    url: '/gateway/sandbox/callback',
    payload: body,
    headers: { 'x-sandbox-signature': gateway.sign(body) },
  });
  if (!res.json().success) throw new Error(`deposit: ${res.json().message}`);
  return d.ref as string;
}

/** The member's wallet balances (main, bonus, held) as the portal reads them. */
export const wallet = async (app: App, headers: Record<string, string>) =>
  (await app.inject({ url: '/wps/v2/wallets/balance', headers })).json().value as {
    main: string;
    bonus: string;
    held: string;
  };
