import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let admin: Record<string, string>;
const BASE = '/admin/api/console/brands/LUMEN/channels';
type Row = { id: number; code: string; kind: string; enabled: boolean; minAmount: string; bank: unknown };

const channel = {
  code: 'PIX_BR',
  name: 'Pix',
  kind: 'gateway',
  minAmount: '10.00',
  maxAmount: '5000.00',
  sort: 5,
  enabled: true,
  bank: null,
};
const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await operatorHeaders(app, 'channelops', 'Operator@2026pass', 'admin');
});
afterAll(() => app.close());

describe('a brand’s deposit channels in the console', () => {
  it('lists, adds and edits channels with their limits and order, audited, and the cashier follows at once', async () => {
    const before = (await send('GET', BASE, admin)).json().value as Row[];
    expect(before.map((c) => c.code)).toEqual(expect.arrayContaining(['SANDBOX', 'BANK']));

    const added = (await send('POST', BASE, admin, channel)).json();
    expect(added.value).toMatchObject({ code: 'PIX_BR', minAmount: '10.00', maxAmount: '5000.00', bank: null });
    expect((await send('POST', BASE, admin, channel)).json().message).toBe('conflict');

    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    const cashier = async () =>
      JSON.stringify((await app.inject({ url: '/wps/v2/deposit/channels', headers: { authorization } })).json());
    expect(await cashier()).toContain('PIX_BR');

    // A manual channel players see needs its whole account; switched off, it may wait for one.
    const bank = before.find((c) => c.code === 'BANK') as Row;
    const noAccount = { ...channel, code: 'BANK', name: 'Transferência', kind: 'manual', enabled: true, bank: null };
    expect((await send('PUT', `${BASE}/${bank.id}`, admin, noAccount)).statusCode).toBe(400);
    const account = { bankName: 'Banco Nova', accountName: 'Lumen Play Ltd', accountNo: '9988 7766' };
    const edited = (
      await send('PUT', `${BASE}/${bank.id}`, admin, { ...noAccount, bank: account, minAmount: '50' })
    ).json();
    expect(edited.value).toMatchObject({ code: 'BANK', enabled: true, minAmount: '50.00', bank: account });

    const off = (await send('PUT', `${BASE}/${added.value.id}`, admin, { ...channel, enabled: false })).json();
    expect(off.value.enabled).toBe(false);
    expect(await cashier()).not.toContain('PIX_BR');

    // Refusals: min above max, another brand's id, a role that may not.
    const upside = await send('POST', BASE, admin, { ...channel, code: 'X2', minAmount: '900.00', maxAmount: '10.00' });
    expect(upside.statusCode).toBe(400);
    expect((await send('PUT', `${BASE}/999999`, admin, channel)).json().message).toBe('not_found');
    const support = await operatorHeaders(app, 'channelsupport', 'Operator@2026pass', 'support');
    expect((await send('GET', BASE, support)).statusCode).toBe(403);

    const [audit] = await q(
      app.deps.db,
      sql`SELECT detail FROM operator_audit WHERE action = 'channel.update' AND target = 'LUMEN:BANK'`,
    );
    expect(audit?.detail).toMatchObject({ after: { bank: account } });
  });
});
