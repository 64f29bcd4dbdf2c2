import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/accounts.ts';
import { merchants } from '../src/db/schema/core.ts';
import type { App } from '../src/platform/http.ts';
import { bearer, enrolledOperator, operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let admin: Record<string, string>;
let lumen: number;
const PHONE = '+5511977770001';

beforeAll(async () => {
  // The quick-start default: the console's outbox answers whatever DEV_ENDPOINTS says.
  app = await buildTestApp({ DEV_ENDPOINTS: 'off' });
  admin = (await enrolledOperator(app, 'olga', 'Olga-Outbox-2026', 'admin')).headers;
  const [brand] = await app.deps.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LUMEN'));
  if (!brand) throw new Error('the demo brand LUMEN is seeded');
  lumen = brand.id;
  await app.deps.db.insert(outbox).values([
    { merchantId: lumen, channel: 'sms', recipient: PHONE, body: 'Your Lumen Play code is 482913' },
    { merchantId: lumen + 1000, channel: 'sms', recipient: PHONE, body: 'Another brand: your code is 111222' },
    {
      merchantId: lumen,
      channel: 'email',
      recipient: 'ana@example.com',
      body: 'Reset your password: http://localhost/reset?resetToken=Ab-123456_cd',
    },
    { merchantId: lumen, channel: 'sms', recipient: PHONE, body: 'Your Lumen Play code is 907311' },
  ]);
});
afterAll(() => app.close());

const read = (to: string, headers: Record<string, string>) =>
  app.inject({ url: `/admin/api/console/outbox?to=${encodeURIComponent(to)}`, headers });

describe('the console outbox', () => {
  it('lists the brand’s messages to a phone, newest first, with their codes, and not another brand’s', async () => {
    const res = await read(PHONE, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = res.json().value;
    expect(rows.map((r: { code: string }) => r.code)).toEqual(['907311', '482913']);
    expect(rows[0]).toMatchObject({ channel: 'sms', to: PHONE, text: 'Your Lumen Play code is 907311' });
    expect(res.body).not.toContain('111222');
    const mail = (await read('ana@example.com', admin)).json().value;
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', code: 'Ab-123456_cd' })]);
    expect((await read('+5511900000000', admin)).json().value).toEqual([]);
  });

  it('answers support and admin, and refuses finance and callers without a session', async () => {
    const support = await operatorHeaders(app, 'sven', 'Sven-Support-2026', 'support');
    expect((await read(PHONE, support)).json().value).toHaveLength(2);
    const finance = await operatorHeaders(app, 'fia', 'Fia-Finance-2026', 'finance');
    const refused = await read(PHONE, finance);
    expect(refused.json().message).toBe('operator_role_required');
    expect(refused.body).not.toContain('907311');
    const anonymous = await read(PHONE, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await read(PHONE, bearer('not-a-session'))).statusCode).toBe(401);
    expect((await read('x', admin)).statusCode).toBe(400);
  });

  it('audits every read', async () => {
    await read(PHONE, admin);
    const log = (await app.inject({ url: '/admin/api/console/audit?action=outbox.read', headers: admin })).json().value;
    expect(log.rows[0]).toMatchObject({ operator: 'olga', target: PHONE, detail: { merchant: 'LUMEN', messages: 2 } });
  });

  it('is the console’s way in while /dev/outbox is off', async () => {
    const dev = await app.inject({ url: `/dev/outbox?to=${encodeURIComponent(PHONE)}`, remoteAddress: '127.0.0.1' });
    expect(dev.statusCode).toBe(404);
  });
});
