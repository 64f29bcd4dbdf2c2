import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorClient } from '../src/cli/client.ts';
import { loadCommands } from '../src/cli/registry.ts';
import { merchants } from '../src/db/schema/core.ts';
import { createOperator } from '../src/modules/operator/service.ts';
import type { App } from '../src/platform/http.ts';
import { bearer, enrolledOperator, signIn, totpCode } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

describe('operator API', () => {
  let app: App;
  const login = async (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/admin/api/session', payload: { username, password } });
  // Admin and finance sessions act only when opened with a second factor: one each, enrolled as the console does.
  let boss: Record<string, string>;
  let cashier: { headers: Record<string, string>; secret: string };
  beforeAll(async () => {
    app = await buildTestApp();
    boss = (await enrolledOperator(app, 'boss', 'Boss@2026!', 'admin')).headers;
    cashier = await enrolledOperator(app, 'cashier1', 'Cash@2026!', 'finance');
  });
  afterAll(() => app.close());

  it('refuses a wrong password and an unknown operator with the same answer', async () => {
    const wrong = await login('boss', 'nope-nope');
    const unknown = await login('ghost', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('switches maintenance and region restriction, takes effect at once, and audits each action', async () => {
    const auth = boss;
    const on = await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/maintenance',
      headers: auth,
      payload: { on: true },
    });
    expect(on.json().value).toEqual({ on: true });
    expect((await app.inject('/wps/system/status')).json().value.status).toBe(1);
    await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/maintenance',
      headers: auth,
      payload: { on: false },
    });
    const r = await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/region-restriction',
      headers: auth,
      payload: { countries: ['us', 'FR', 'us'] },
    });
    expect(r.json().value.countries).toEqual(['FR', 'US']);
    expect(
      (await app.inject({ url: '/wps/system/status', headers: { 'x-debug-country': 'FR' } })).json().value.status,
    ).toBe(2);
    const log = (await app.inject({ url: '/admin/api/audit', headers: auth })).json().value;
    const actions = log.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a.startsWith('merchant.'))).toEqual([
      'merchant.regionRestriction',
      'merchant.maintenance',
      'merchant.maintenance',
    ]);
    await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/region-restriction',
      headers: auth,
      payload: { countries: [] },
    });
  });

  it('sets the hosts a brand serves, refuses a host another brand holds, and audits it', async () => {
    const auth = boss;
    expect((await app.inject('/wps/system/status?url=play.lumen.example')).json().message).toBe('unknown_merchant');
    const set = await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/hosts',
      headers: auth,
      payload: { hosts: ['Play.Lumen.example', 'lumen.localhost', 'play.lumen.example'] },
    });
    expect(set.json(), set.body).toMatchObject({ success: true });
    expect(set.json().value.hosts).toEqual(['lumen.localhost', 'play.lumen.example']);
    const status = await app.inject('/wps/system/status?url=https://play.lumen.example/rng');
    expect(status.json().value.info.brand.merchantCode).toBe('LUMEN');
    const [lumen] = await app.deps.db.select().from(merchants).where(eq(merchants.code, 'LUMEN'));
    if (!lumen) throw new Error('demo brand');
    await app.deps.db
      .insert(merchants)
      .values({ code: 'RIVAL', name: 'Rival', hosts: ['rival.example'], config: lumen.config });
    const taken = await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/hosts',
      headers: auth,
      payload: { hosts: ['play.lumen.example', 'rival.example'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().value).toEqual({ hosts: ['rival.example'], merchant: 'RIVAL' });
    const bad = await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/hosts',
      headers: auth,
      payload: { hosts: ['http://x.example'] },
    });
    expect(bad.statusCode).toBe(400);
    const log = (await app.inject({ url: '/admin/api/audit?limit=1', headers: auth })).json().value;
    expect(log[0]).toMatchObject({ action: 'merchant.hosts', target: 'LUMEN' });
    const denied = await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/hosts',
      headers: cashier.headers,
      payload: { hosts: [] },
    });
    expect(denied.json().success).toBe(false);
  });

  it('keeps brand switches to admins and revokes a token at logout', async () => {
    // A second session of the finance operator, signed in with the next code (the first one was used to enrol).
    const { token } = (await signIn(app, 'cashier1', 'Cash@2026!', totpCode(cashier.secret, 1))).json().value;
    const auth = bearer(token);
    const denied = await app.inject({
      method: 'PUT',
      url: '/admin/api/merchants/LUMEN/maintenance',
      headers: auth,
      payload: { on: true },
    });
    expect(denied.json().message).toBe('operator_role_required');
    expect((await app.inject({ url: '/admin/api/merchants', headers: auth })).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/admin/api/session', headers: auth });
    expect((await app.inject({ url: '/admin/api/merchants', headers: auth })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin/api/merchants' })).statusCode).toBe(401);
  });

  it('lets an admin create operators with a generated password shown once, and refuses duplicates', async () => {
    const auth = boss;
    const created = await app.inject({
      method: 'POST',
      url: '/admin/api/operators',
      headers: auth,
      payload: { username: 'Helpdesk1', role: 'support' },
    });
    const value = created.json().value;
    expect(value).toMatchObject({ username: 'helpdesk1', role: 'support', disabled: false });
    expect(value.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect((await login('helpdesk1', value.password)).json().value.role).toBe('support');
    const again = await app.inject({
      method: 'POST',
      url: '/admin/api/operators',
      headers: auth,
      payload: { username: 'helpdesk1', role: 'admin', password: 'Another@Password1' },
    });
    expect(again.json().message).toBe('operator_exists');
    const weak = await app.inject({
      method: 'POST',
      url: '/admin/api/operators',
      headers: auth,
      payload: { username: 'x', role: 'boss', password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const list = (await app.inject({ url: '/admin/api/operators', headers: auth })).json().value;
    expect(list.map((o: { username: string }) => o.username)).toEqual(['boss', 'cashier1', 'helpdesk1']);
    const log = (await app.inject({ url: '/admin/api/audit?limit=1', headers: auth })).json().value;
    expect(log[0]).toMatchObject({ action: 'operator.create', target: 'helpdesk1', detail: { role: 'support' } });
    expect(JSON.stringify(log)).not.toContain(value.password);
  });

  it('keeps operator management to admins', async () => {
    const auth = cashier.headers;
    const r = await app.inject({
      method: 'POST',
      url: '/admin/api/operators',
      headers: auth,
      payload: { username: 'sneaky', role: 'admin', password: 'Sneaky@Password1' },
    });
    expect(r.json().message).toBe('operator_role_required');
    expect((await app.inject({ url: '/admin/api/operators', headers: auth })).statusCode).toBe(403);
  });

  it('disabling an operator ends their sessions at once; an admin cannot disable themselves', async () => {
    const leaver = (await enrolledOperator(app, 'leaver', 'Leaver@2026!', 'finance')).headers;
    expect((await app.inject({ url: '/admin/api/merchants', headers: leaver })).statusCode).toBe(200);
    const off = await app.inject({
      method: 'PUT',
      url: '/admin/api/operators/leaver/disabled',
      headers: boss,
      payload: { disabled: true },
    });
    expect(off.json().value.disabled).toBe(true);
    expect((await app.inject({ url: '/admin/api/merchants', headers: leaver })).statusCode).toBe(401);
    expect((await login('leaver', 'Leaver@2026!')).json().message).toBe('operator_login_failed');
    const self = await app.inject({
      method: 'PUT',
      url: '/admin/api/operators/boss/disabled',
      headers: boss,
      payload: { disabled: true },
    });
    expect(self.json().message).toBe('operator_self_disable');
    const ghost = await app.inject({
      method: 'PUT',
      url: '/admin/api/operators/ghost/disabled',
      headers: boss,
      payload: { disabled: true },
    });
    expect(ghost.json().message).toBe('unknown_operator');
  });

  it('changes an operator password with the current one and ends their other sessions', async () => {
    await createOperator(app.deps.db, 'rotator', 'Rotator@2026!', 'support');
    const first = { authorization: `Bearer ${(await login('rotator', 'Rotator@2026!')).json().value.token}` };
    const second = { authorization: `Bearer ${(await login('rotator', 'Rotator@2026!')).json().value.token}` };
    const wrong = await app.inject({
      method: 'PUT',
      url: '/admin/api/session/password',
      headers: second,
      payload: { password: 'not-the-password', newPassword: 'Rotated@2026!!' },
    });
    expect(wrong.statusCode).toBe(401);
    const changed = await app.inject({
      method: 'PUT',
      url: '/admin/api/session/password',
      headers: second,
      payload: { password: 'Rotator@2026!', newPassword: 'Rotated@2026!!' },
    });
    expect(changed.json().success).toBe(true);
    expect((await app.inject({ url: '/admin/api/merchants', headers: first })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin/api/merchants', headers: second })).statusCode).toBe(200);
    expect((await login('rotator', 'Rotated@2026!!')).statusCode).toBe(200);
  });

  it('shows a brand configuration with secrets masked', async () => {
    const r = await app.inject({ url: '/admin/api/merchants/LUMEN/config', headers: boss });
    const v = r.json().value;
    expect(v).toMatchObject({ code: 'LUMEN', name: 'Lumen Play', isDefault: true });
    expect(v.config.defaultLang).toBe('pt');
    expect(v.config.whitelabel.length).toBeGreaterThan(5);
    expect((await app.inject({ url: '/admin/api/merchants/NOPE/config', headers: boss })).statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/api/merchants/bad code/config', headers: boss })).statusCode).toBe(400);
  });

  it('throttles operator logins per username', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login('throttled', 'wrong-password')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('never throttles an operator for their own successful sign-ins (the CLI signs in per command)', async () => {
    await createOperator(app.deps.db, 'scripted', 'Script@2026!', 'support');
    for (let i = 0; i < 15; i++) expect((await login('scripted', 'Script@2026!')).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login('scripted', 'wrong-password')).statusCode);
    expect(codes.at(-1)).toBe(429);
  });

  it('documents the operator API with the bearer scheme', async () => {
    const doc = (await app.inject('/wps/openapi.json')).json();
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/admin/api/operators'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/admin/api/merchants/{code}/config'].get.security).toEqual([{ bearer: [] }]);
  });
});

describe('operator CLI', () => {
  const calls: Array<[string, string, unknown?]> = [];
  const client: OperatorClient = {
    get: async (p) => calls.push(['GET', p]),
    put: async (p, b) => calls.push(['PUT', p, b]),
    post: async (p, b) => calls.push(['POST', p, b]),
    delete: async (p) => calls.push(['DELETE', p]),
    password: 'Current@Password1',
    token: 'session-token',
  };
  const io = { stdin: async () => 'Brand-New@Password\n' };

  it('finds every command file and maps commands to the operator API', async () => {
    const commands = await loadCommands();
    const byName = new Map(commands.map((c) => [c.name, c]));
    for (const n of [
      'create-operator',
      'operators',
      'disable-operator',
      'passwd',
      'config',
      'maintenance',
      'restrict',
      'hosts',
    ])
      expect(byName.has(n), n).toBe(true);
    const run = (name: string, args: string[]) => byName.get(name)?.run(args, client, io);
    await run('create-operator', ['ana', 'finance']);
    await run('maintenance', ['on']);
    await run('restrict', ['US,FR', 'LUMEN']);
    await run('config', []);
    await run('hosts', ['play.example.com,www.play.example.com', 'LUMEN']);
    await run('disable-operator', ['ana', '--enable']);
    await run('passwd', []);
    expect(calls).toEqual([
      ['POST', '/admin/api/operators', { username: 'ana', role: 'finance' }],
      ['PUT', '/admin/api/merchants/LUMEN/maintenance', { on: true }],
      ['PUT', '/admin/api/merchants/LUMEN/region-restriction', { countries: ['US', 'FR'] }],
      ['GET', '/admin/api/merchants/LUMEN/config'],
      ['PUT', '/admin/api/merchants/LUMEN/hosts', { hosts: ['play.example.com', 'www.play.example.com'] }],
      ['PUT', '/admin/api/operators/ana/disabled', { disabled: false }],
      ['PUT', '/admin/api/session/password', { password: 'Current@Password1', newPassword: 'Brand-New@Password' }],
    ]);
    calls.length = 0;
    await run('inbox-send', ['member', 'demo_player', 'pt', 'Bônus', 'liberado', '--', 'Seu', 'bônus', 'chegou.']);
    await run('inbox-send', ['vip', '3', 'en', 'VIP', 'night', '--', 'Join', 'us.']);
    await run('feedback', ['pending']);
    await run('feedback-answer', ['12', 'Resolved,', 'thank', 'you.']);
    expect(calls).toEqual([
      [
        'POST',
        '/admin/api/inbox/messages',
        {
          audience: 'member',
          username: 'demo_player',
          texts: { pt: { title: 'Bônus liberado', body: 'Seu bônus chegou.' } },
        },
      ],
      [
        'POST',
        '/admin/api/inbox/messages',
        { audience: 'vip', vipRank: 3, texts: { en: { title: 'VIP night', body: 'Join us.' } } },
      ],
      ['GET', '/admin/api/feedback?status=pending'],
      ['POST', '/admin/api/feedback/12/answer', { answer: 'Resolved, thank you.' }],
    ]);
    await expect(run('inbox-send', ['member', 'demo_player', 'xx', 'T', '--', 'B'])).rejects.toThrow(/language/);
    await expect(run('inbox-send', ['all', 'en', 'No', 'text'])).rejects.toThrow(/title/);
    await expect(run('feedback-answer', ['x', 'hi'])).rejects.toThrow(/numeric/);
    await expect(run('create-operator', ['ana', 'boss'])).rejects.toThrow(/role/);
    await expect(run('maintenance', ['maybe'])).rejects.toThrow(/on or off/);
  });
});
