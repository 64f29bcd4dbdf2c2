import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { encrypt, loginAs, postEncrypted } from './auth-helper.ts';
import { enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

/** A member's care in the console: search by address, notes, labels, lock, a forced password change, sessions. */
let app: App;
let admin: Record<string, string>;
let finance: Record<string, string>;
let support: Record<string, string>;
const ids: Record<string, number> = {};
type Headers = Record<string, string>;

const get = (url: string, headers: Headers) => app.inject({ url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
  app.inject({ method, url, headers, payload });
const member = (name: string) => `/admin/api/console/members/${ids[name]}`;
const auditOf = async (name: string) =>
  (await get(`/admin/api/console/audit?target=member:${ids[name]}`, admin)).json().value.rows as Array<{
    action: string;
    operator: string;
    detail: Record<string, unknown>;
  }>;
const portalLogin = async (username: string, password: string, ip = '10.1.1.1') =>
  (
    await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encrypt(app, { type: 'username', username, password }),
      remoteAddress: ip,
    })
  ).json();

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await enrolledOperator(app, 'keeper', 'Keeper-Admin-2026', 'admin')).headers;
  finance = (await enrolledOperator(app, 'teller', 'Teller-Finance-2026', 'finance')).headers;
  support = await supportOperator(app, 'aide', 'Aide-Support-2026');
  const rows = (await app.deps.db.execute(sql`SELECT id, username FROM members`)) as unknown as {
    rows: Array<{ id: number; username: string }>;
  };
  for (const r of rows.rows) ids[r.username] = Number(r.id);
});
afterAll(() => app.close());

describe('member search', () => {
  it('finds members by the address they signed in or registered from, and by mobile, email and id', async () => {
    await loginAs(app, 'demo_down1', 'Demo@2026', '10.77.1.5');
    const trial = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '10.78.0.9' });
    expect(trial.json().success).toBe(true);
    const find = async (query: string) =>
      (
        (await get(`/admin/api/console/members?${query}`, support)).json().value.rows as Array<{ username: string }>
      ).map((r) => r.username);
    expect(await find('field=ip&q=10.77.1.5')).toEqual(['demo_down1']);
    expect(await find('field=ip&q=10.77.')).toEqual(['demo_down1']);
    expect(await find('q=10.77.1')).toEqual(['demo_down1']);
    const byRegistration = await find('field=ip&q=10.78.0.9');
    expect(byRegistration).toHaveLength(1);
    expect(byRegistration[0]).toMatch(/^guest/);
    expect(await find('field=ip&q=10.99.')).toEqual([]);
    expect(await find('field=ip&q=not-an-address')).toEqual([]);
    expect(await find('field=mobile&q=11999990001')).toEqual(['demo_player']);
    expect(await find('field=email&q=player@lumen')).toEqual(['demo_player']);
    expect(await find(`field=id&q=${ids.demo_agent}`)).toEqual(['demo_agent']);
    const sessions = (await get(`${member('demo_down1')}/sessions`, support)).json().value.rows;
    expect(sessions[0]).toMatchObject({ ip: '10.77.1.5', state: 'active' });
  });
});

describe('notes', () => {
  it('lets every role add a timestamped note with its author, lists them newest first, and audits each', async () => {
    const first = await send('POST', `${member('demo_agent')}/notes`, support, { body: '  Called about a deposit.  ' });
    expect(first.json().value).toMatchObject({ body: 'Called about a deposit.', operator: 'aide' });
    expect(Date.parse(first.json().value.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    await send('POST', `${member('demo_agent')}/notes`, finance, { body: 'Proof checked.' });
    const list = (await get(`${member('demo_agent')}/notes`, support)).json().value;
    expect(list.total).toBe(2);
    expect(list.rows.map((n: { operator: string; body: string }) => [n.operator, n.body])).toEqual([
      ['teller', 'Proof checked.'],
      ['aide', 'Called about a deposit.'],
    ]);
    expect((await send('POST', `${member('demo_agent')}/notes`, support, { body: '   ' })).statusCode).toBe(400);
    expect((await send('POST', `${member('demo_agent')}/notes`, support, { body: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    expect((await send('POST', '/admin/api/console/members/999999/notes', support, { body: 'Hi' })).statusCode).toBe(
      404,
    );
    const log = await auditOf('demo_agent');
    expect(log.map((r) => [r.action, r.operator])).toEqual([
      ['member.note', 'teller'],
      ['member.note', 'aide'],
    ]);
  });
});

describe('labels', () => {
  const vipLabel = { text: 'High roller', color: '#ffffff', background: '#6142bf' };

  it('lets an admin set the labels the portal shows in the member’s info, and no one else', async () => {
    for (const headers of [support, finance]) {
      const refused = await send('PUT', `${member('demo_player')}/labels`, headers, { labels: [vipLabel] });
      expect(refused.json().message).toBe('operator_role_required');
    }
    const set = await send('PUT', `${member('demo_player')}/labels`, admin, { labels: [vipLabel] });
    expect(set.json().value).toEqual([vipLabel]);
    const player = await loginAs(app, 'demo_player', 'Demo@2026');
    const info = (
      await app.inject({ url: '/wps/member/info', headers: { authorization: player.authorization } })
    ).json();
    expect(info.value.memberLabel).toEqual([vipLabel]);
    expect((await get(member('demo_player'), support)).json().value.labels).toEqual([vipLabel]);
    await send('PUT', `${member('demo_player')}/labels`, admin, { labels: [] });
    expect((await auditOf('demo_player')).slice(0, 2).map((r) => r.detail)).toEqual([
      { from: ['High roller'], to: [] },
      { from: [], to: ['High roller'] },
    ]);
  });

  it('refuses a bad colour, repeated texts and more than five labels', async () => {
    const put = (labels: object[]) => send('PUT', `${member('demo_player')}/labels`, admin, { labels });
    expect((await put([{ ...vipLabel, color: 'red' }])).statusCode).toBe(400);
    expect((await put([vipLabel, { ...vipLabel, text: 'high roller' }])).statusCode).toBe(400);
    expect((await put(Array.from({ length: 6 }, (_, i) => ({ ...vipLabel, text: `L${i}` })))).statusCode).toBe(400);
    expect((await send('PUT', '/admin/api/console/members/999999/labels', admin, { labels: [] })).statusCode).toBe(404);
  });
});

describe('lock and sessions', () => {
  it('lets an admin lock a member: sessions end, sign-in says the account is locked; unlock lets them in', async () => {
    const session = await loginAs(app, 'demo_down2', 'Demo@2026');
    const lock = (headers: Headers, locked: boolean) =>
      send('PUT', `${member('demo_down2')}/locked`, headers, { locked, reason: 'Chargeback under review' });
    expect((await lock(support, true)).json().message).toBe('operator_role_required');
    expect((await lock(finance, true)).statusCode).toBe(403);
    expect((await lock(admin, true)).json().success).toBe(true);
    const balance = await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { authorization: session.authorization },
    });
    expect(balance.statusCode).toBe(401);
    const refused = await portalLogin('demo_down2', 'Demo@2026', '10.2.0.1');
    expect(refused).toMatchObject({ success: false, message: 'account_locked' });
    // A wrong password hears only that it is wrong: the lock never tells a guesser the username exists.
    expect((await portalLogin('demo_down2', 'Wrong@2026', '10.2.0.2')).message).toBe('login_failed');
    expect((await get(member('demo_down2'), support)).json().value.locked).toBe(true);
    await lock(admin, false);
    expect((await portalLogin('demo_down2', 'Demo@2026', '10.2.0.3')).success).toBe(true);
    expect((await auditOf('demo_down2')).slice(0, 2).map((r) => r.action)).toEqual(['member.unlock', 'member.lock']);
  });

  it('lets support end every session of a member, audited with the count', async () => {
    await loginAs(app, 'demo_agent', 'Demo@2026');
    const ended = (await send('POST', `${member('demo_agent')}/sessions/end`, support, {})).json().value;
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect((await get(member('demo_agent'), support)).json().value.activeSessions).toBe(0);
    const [last] = await auditOf('demo_agent');
    expect(last).toMatchObject({ action: 'member.sessions.end', operator: 'aide', detail: { ended: ended.ended } });
  });
});

describe('forced password change', () => {
  it('holds live sessions and the next sign-in for a new password until the member sets one', async () => {
    const live = { authorization: (await loginAs(app, 'demo_down1', 'Demo@2026', '10.3.0.1')).authorization };
    const force = (headers: Headers) =>
      send('POST', `${member('demo_down1')}/password-change`, headers, { reason: 'Account shared with others' });
    expect((await force(support)).statusCode).toBe(403);
    expect((await force(admin)).json().value.heldSessions).toBeGreaterThanOrEqual(1);
    expect((await app.inject({ url: '/wps/v2/wallets/balance', headers: live })).json().message).toBe(
      'password_change_required',
    );
    expect((await app.inject({ url: '/wps/member/info', headers: live })).json().value.passwordChangeRequired).toBe(
      true,
    );
    const next = await loginAs(app, 'demo_down1', 'Demo@2026', '10.3.0.2');
    const held = { authorization: next.authorization };
    expect((await app.inject({ url: '/wps/member/info', headers: held })).json().value.passwordChangeRequired).toBe(
      true,
    );
    expect((await get(member('demo_down1'), admin)).json().value.passwordChangeRequired).toBe(true);
    const changed = await postEncrypted(
      app,
      '/wps/member/password',
      { oldPassword: 'Demo@2026', newPassword: 'Fresh@2027', confirmNewPassword: 'Fresh@2027' },
      held,
      'PUT',
    );
    expect(changed.json().success).toBe(true);
    const after = await loginAs(app, 'demo_down1', 'Fresh@2027', '10.3.0.3');
    const info = (
      await app.inject({ url: '/wps/member/info', headers: { authorization: after.authorization } })
    ).json();
    expect(info.value.passwordChangeRequired).toBe(false);
    expect((await get(member('demo_down1'), admin)).json().value.passwordChangeRequired).toBe(false);
    const [last] = (await auditOf('demo_down1')).filter((r) => r.action === 'member.passwordChange');
    expect(last?.detail).toMatchObject({ reason: 'Account shared with others' });
  });
});
