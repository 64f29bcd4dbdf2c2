import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { enrolledOperator, operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let support: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
const visitorSays = (token: string, body: string) =>
  app.inject({ method: 'POST', url: '/support/api/messages', headers: { 'x-chat-token': token }, payload: { body } });
const list = async (headers: Record<string, string>, status = 'open') =>
  (await app.inject({ url: `/admin/api/support/conversations?status=${status}`, headers })).json();
const reply = (headers: Record<string, string>, id: number, body: unknown) =>
  app.inject({ method: 'POST', url: `/admin/api/support/conversations/${id}/reply`, headers, payload: { body } });

beforeAll(async () => {
  app = await buildTestApp();
  support = await operatorHeaders(app, 'helper', 'Helper-Support-2026', 'support');
  admin = (await enrolledOperator(app, 'chief', 'Chief-Admin-2026', 'admin')).headers;
  finance = await operatorHeaders(app, 'cash', 'Cash-Finance-2026', 'finance');
});
afterAll(() => app.close());

describe('live chat in the console', () => {
  it('marks unread visitor messages until an operator answers; close and reopen are audited', async () => {
    const started = await app.inject({ method: 'POST', url: '/support/api/conversations', payload: { name: 'Bia' } });
    const { token } = started.json().value;
    await visitorSays(token, 'Hello?');
    await visitorSays(token, 'Anyone there?');
    const mine = (await list(support)).value.find((c: { visitorName: string }) => c.visitorName === 'Bia');
    expect(mine).toMatchObject({ waiting: true, unread: 2, lastMessage: 'Anyone there?' });

    expect((await reply(admin, mine.id, 'Hi Bia, how can I help?')).json().value.author).toBe('operator');
    expect((await list(support)).value.find((c: { id: number }) => c.id === mine.id)).toMatchObject({
      waiting: false,
      unread: 0,
    });
    await visitorSays(token, 'My withdrawal');
    expect((await list(support)).value.find((c: { id: number }) => c.id === mine.id).unread).toBe(1);

    const closed = await app.inject({
      method: 'PUT',
      url: `/admin/api/support/conversations/${mine.id}/status`,
      headers: support,
      payload: { status: 'closed' },
    });
    expect(closed.json().value).toMatchObject({ status: 'closed', unread: 1 });
    expect((await list(support, 'closed')).value.map((c: { id: number }) => c.id)).toContain(mine.id);
    const audit = (await app.deps.db.execute(
      sql`SELECT action FROM operator_audit WHERE target = ${String(mine.id)} ORDER BY id`,
    )) as unknown as { rows: Array<{ action: string }> };
    expect(audit.rows.map((r) => r.action)).toEqual(['support.reply', 'support.closed']);
  });

  it('refuses finance, blank answers and unknown conversations', async () => {
    expect((await list(finance)).message).toBe('operator_role_required');
    expect((await reply(support, 1, '   ')).statusCode).toBe(400);
    expect((await reply(support, 1, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await reply(support, 999_999, 'hello')).json().message).toBe('support_chat_unknown');
    expect((await list(support, 'maybe')).success).toBe(false);
  });
});
