import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorClient } from '../src/cli/client.ts';
import { loadCommands } from '../src/cli/registry.ts';
import { testConfig } from '../src/config.ts';
import { createOperator } from '../src/modules/operator/service.ts';
import type { App } from '../src/platform/http.ts';
import { bearer, enrolledOperator, signIn, supportOperator, totpCode } from './console-helper.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let base: string | undefined;
/** The app listening on a loopback port (once), for the CLI, which calls the API over HTTP. */
const listening = async () => {
  base ??= await listenOnFreePort(app);
  return base;
};
const me = (headers: Record<string, string>) => app.inject({ url: '/admin/api/session', headers });
const members = (headers: Record<string, string>) => app.inject({ url: '/admin/api/console/members', headers });

describe('two-factor sign-in', () => {
  it('sends an admin without a second factor to enrolment and opens nothing else of the console', async () => {
    await createOperator(app.deps.db, 'newadmin', 'New-Admin-2026', 'admin');
    const res = await signIn(app, 'newadmin', 'New-Admin-2026');
    expect(res.json().value).toMatchObject({ role: 'admin', twoFactor: 'enrol' });
    const headers = bearer(res.json().value.token);
    expect((await me(headers)).json().value).toMatchObject({ twoFactor: 'enrol', recoveryCodesLeft: 0 });
    const refused = await members(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('two_factor_enrolment_required');
  });

  it('enrols with a QR secret: a wrong code is refused, the right one turns it on with ten single-use codes', async () => {
    await createOperator(app.deps.db, 'ana', 'Ana-Finance-2026', 'finance');
    const headers = bearer((await signIn(app, 'ana', 'Ana-Finance-2026')).json().value.token);
    const early = await app.inject({
      method: 'POST',
      url: '/admin/api/session/two-factor/confirm',
      headers,
      payload: { code: '123456' },
    });
    expect(early.json().message).toBe('two_factor_not_started');
    const start = (await app.inject({ method: 'POST', url: '/admin/api/session/two-factor/enrolment', headers })).json()
      .value;
    expect(start.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*ana.*secret=/);
    const wrongCode = String((Number(totpCode(start.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await app.inject({
      method: 'POST',
      url: '/admin/api/session/two-factor/confirm',
      headers,
      payload: { code: wrongCode },
    });
    expect(wrong.json().message).toBe('two_factor_invalid');
    expect((await members(headers)).statusCode).toBe(403);
    const ok = await app.inject({
      method: 'POST',
      url: '/admin/api/session/two-factor/confirm',
      headers,
      payload: { code: totpCode(start.secret) },
    });
    const codes = ok.json().value.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // The enrolling session is now a two-factor one; the codes are stored hashed only.
    expect((await me(headers)).json().value).toMatchObject({ twoFactor: 'verified', recoveryCodesLeft: 10 });
    expect((await members(headers)).statusCode).toBe(200);
    const stored = (await app.deps.db.execute(sql`SELECT code_hash FROM operator_recovery_codes`)) as unknown as {
      rows: Array<{ code_hash: string }>;
    };
    for (const r of stored.rows) expect(codes.map((c) => c.replace(/-/g, ''))).not.toContain(r.code_hash);
    const again = await app.inject({ method: 'POST', url: '/admin/api/session/two-factor/enrolment', headers });
    expect(again.json().message).toBe('two_factor_enabled');
  });

  it('asks for the code once set up, refuses a wrong one and a replayed one, and takes a recovery code once', async () => {
    const { secret, recoveryCodes } = await enrolledOperator(app, 'boss', 'Boss-Admin-2026', 'admin');
    const none = await signIn(app, 'boss', 'Boss-Admin-2026');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('two_factor_required');
    expect((await signIn(app, 'boss', 'Boss-Admin-2026', '000000')).json().message).toBe('two_factor_invalid');
    // The enrolment used the current step: the next step's code (inside the window) is new, and passes once.
    const next = totpCode(secret, 1);
    const first = await signIn(app, 'boss', 'Boss-Admin-2026', next);
    expect(first.json().value).toMatchObject({ twoFactor: 'verified', role: 'admin' });
    const replay = await signIn(app, 'boss', 'Boss-Admin-2026', next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('two_factor_invalid');
    // An older code than the last accepted is refused too, even inside the window.
    expect((await signIn(app, 'boss', 'Boss-Admin-2026', totpCode(secret))).json().message).toBe('two_factor_invalid');
    // A wrong password never reaches the second factor.
    expect((await signIn(app, 'boss', 'wrong-password-x', totpCode(secret, 1))).json().message).toBe(
      'operator_login_failed',
    );

    const code = recoveryCodes[3] ?? '';
    const viaRecovery = await signIn(app, 'boss', 'Boss-Admin-2026', code.toUpperCase());
    expect(viaRecovery.json().value.twoFactor).toBe('verified');
    expect((await me(bearer(viaRecovery.json().value.token))).json().value.recoveryCodesLeft).toBe(9);
    const reused = await signIn(app, 'boss', 'Boss-Admin-2026', code);
    expect(reused.json().message).toBe('two_factor_invalid');
    expect((await signIn(app, 'boss', 'Boss-Admin-2026', 'aaaa-bbbb-cccc-dddd')).json().message).toBe(
      'two_factor_invalid',
    );
  });

  it('refuses every operator call of an admin or finance session without a second factor, but enrolment and sign-out', async () => {
    await createOperator(app.deps.db, 'nora', 'Nora-Admin-2026', 'admin');
    await createOperator(app.deps.db, 'faye', 'Faye-Finance-2026', 'finance');
    const admin = bearer((await signIn(app, 'nora', 'Nora-Admin-2026')).json().value.token);
    const finance = bearer((await signIn(app, 'faye', 'Faye-Finance-2026')).json().value.token);
    const calls = [
      { url: '/admin/api/merchants', headers: admin },
      { url: '/admin/api/operators', headers: admin },
      { url: '/admin/api/audit', headers: admin },
      { method: 'PUT' as const, url: '/admin/api/merchants/LUMEN/maintenance', headers: admin, payload: { on: true } },
      { url: '/admin/api/deposits', headers: finance },
      { url: '/admin/api/withdrawals', headers: finance },
      { url: '/admin/api/support/conversations', headers: admin },
      { url: '/admin/api/console/dashboard?from=2026-01-01&to=2026-01-02', headers: finance },
      {
        method: 'PUT' as const,
        url: '/admin/api/session/password',
        headers: admin,
        payload: { password: 'Nora-Admin-2026', newPassword: 'Nora-Admin-2027' },
      },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().message, call.url).toBe('two_factor_enrolment_required');
    }
    // Who am I and sign-out stay open to it; enrolment lets it in.
    expect((await me(finance)).json().value.twoFactor).toBe('enrol');
    expect((await app.inject({ method: 'DELETE', url: '/admin/api/session', headers: finance })).statusCode).toBe(200);
    expect((await me(finance)).statusCode).toBe(401);
    const { secret } = (
      await app.inject({ method: 'POST', url: '/admin/api/session/two-factor/enrolment', headers: admin })
    ).json().value;
    const confirm = (code: string) =>
      app.inject({ method: 'POST', url: '/admin/api/session/two-factor/confirm', headers: admin, payload: { code } });
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await confirm(wrong)).json().message).toBe('two_factor_invalid');
    expect((await app.inject({ url: '/admin/api/merchants', headers: admin })).statusCode).toBe(403);
    expect((await confirm(totpCode(secret))).json().success).toBe(true);
    expect((await app.inject({ url: '/admin/api/merchants', headers: admin })).statusCode).toBe(200);
    expect((await app.inject({ url: '/admin/api/audit', headers: admin })).statusCode).toBe(200);
    // The code that confirmed enrolment does not open a second session.
    expect((await signIn(app, 'nora', 'Nora-Admin-2026', totpCode(secret))).json().message).toBe('two_factor_invalid');
  });

  it('lets the CLI enrol an operator, hand out its session and act with OPERATOR_TOKEN', async () => {
    await createOperator(app.deps.db, 'tess', 'Tess-Admin-2026', 'admin');
    const url = await listening();
    const config = testConfig({ OPERATOR_URL: url, OPERATOR_USERNAME: 'tess', OPERATOR_PASSWORD: 'Tess-Admin-2026' });
    const commands = new Map((await loadCommands()).map((c) => [c.name, c]));
    const io = { stdin: async () => '' };
    const run = async (name: string, args: string[], c = config) =>
      commands.get(name)?.run(args, await operatorClient(c), io) as Promise<Record<string, unknown>>;
    await expect(run('operators', [])).rejects.toThrow('two_factor_enrolment_required');
    const { secret } = (await run('two-factor-setup', [])) as { secret: string };
    const confirmed = await run('two-factor-confirm', [totpCode(secret)]);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    const byToken = { ...config, OPERATOR_PASSWORD: undefined, OPERATOR_TOKEN: String(confirmed.token) };
    expect(await run('operators', [], byToken)).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'tess' })]),
    );
    const session = await run('session', [], { ...config, OPERATOR_OTP: totpCode(secret, 1) });
    expect(session).toMatchObject({ username: 'tess', twoFactor: 'verified' });
    await run('maintenance', ['off'], { ...config, OPERATOR_TOKEN: String(session.token) });
    const log = await app.inject({
      url: '/admin/api/console/audit?operator=tess',
      headers: bearer(String(session.token)),
    });
    expect(log.json().value.rows.map((r: { action: string }) => r.action)).toEqual([
      'merchant.maintenance',
      'operator.twoFactor.enrol',
    ]);
  });

  it('lets the CLI sign in an enrolled operator with OPERATOR_OTP, and not without it', async () => {
    const { secret } = await enrolledOperator(app, 'clio', 'Clio-Admin-2026', 'admin');
    const url = await listening();
    const config = testConfig({ OPERATOR_URL: url, OPERATOR_USERNAME: 'clio', OPERATOR_PASSWORD: 'Clio-Admin-2026' });
    await expect(operatorClient(config)).rejects.toThrow('two_factor_required');
    const client = await operatorClient({ ...config, OPERATOR_OTP: totpCode(secret, 1) });
    expect(await client.get('/admin/api/session')).toMatchObject({ username: 'clio', twoFactor: 'verified' });
  });

  it('ends password-only sessions of the operator when they enrol', async () => {
    await createOperator(app.deps.db, 'carl', 'Carl-Finance-2026', 'finance');
    const older = bearer((await signIn(app, 'carl', 'Carl-Finance-2026')).json().value.token);
    const current = bearer((await signIn(app, 'carl', 'Carl-Finance-2026')).json().value.token);
    const { secret } = (
      await app.inject({ method: 'POST', url: '/admin/api/session/two-factor/enrolment', headers: current })
    ).json().value;
    await app.inject({
      method: 'POST',
      url: '/admin/api/session/two-factor/confirm',
      headers: current,
      payload: { code: totpCode(secret) },
    });
    expect((await me(older)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(200);
  });

  it('lets support in without a second factor, and signs out for good', async () => {
    const headers = await supportOperator(app, 'sue', 'Sue-Support-2026');
    expect((await me(headers)).json().value).toMatchObject({ role: 'support', twoFactor: 'off' });
    expect((await members(headers)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/admin/api/session', headers });
    expect((await me(headers)).statusCode).toBe(401);
    expect((await members(headers)).statusCode).toBe(401);
  });

  it('expires a session after its lifetime', async () => {
    const headers = await supportOperator(app, 'sid', 'Sid-Support-2026');
    await app.deps.db.execute(sql`UPDATE operator_sessions SET expires_at = now() - interval '1 second'
      WHERE operator_id = (SELECT id FROM operators WHERE username = 'sid')`);
    expect((await members(headers)).json().message).toBe('unauthorized');
  });
});

describe('operators (admin)', () => {
  let admin: Record<string, string>;
  let finance: Record<string, string>;
  beforeAll(async () => {
    admin = (await enrolledOperator(app, 'root', 'Root-Admin-2026', 'admin')).headers;
    finance = (await enrolledOperator(app, 'fin', 'Fin-Finance-2026', 'finance')).headers;
  });

  it('lists operators with role, two-factor and last sign-in, paged and filtered on the server', async () => {
    const all = (await app.inject({ url: '/admin/api/console/operators?size=100', headers: admin })).json().value;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.rows.find((o: { username: string }) => o.username === 'root')).toMatchObject({
      role: 'admin',
      twoFactor: true,
      disabled: false,
    });
    const fin = (await app.inject({ url: '/admin/api/console/operators?role=finance&q=fi', headers: admin })).json()
      .value;
    expect(fin.rows.map((o: { username: string }) => o.username)).toEqual(['fin']);
    const paged = (
      await app.inject({ url: '/admin/api/console/operators?size=2&page=1&sort=username&dir=asc', headers: admin })
    ).json().value;
    expect(paged.rows).toHaveLength(2);
  });

  it('changes a role (never one’s own), ending the operator’s sessions, and audits it', async () => {
    await createOperator(app.deps.db, 'temp', 'Temp-Support-2026', 'support');
    const temp = bearer((await signIn(app, 'temp', 'Temp-Support-2026')).json().value.token);
    const res = await app.inject({
      method: 'PUT',
      url: '/admin/api/console/operators/temp/role',
      headers: admin,
      payload: { role: 'finance' },
    });
    expect(res.json().success).toBe(true);
    expect((await me(temp)).statusCode).toBe(401);
    expect((await signIn(app, 'temp', 'Temp-Support-2026')).json().value).toMatchObject({
      role: 'finance',
      twoFactor: 'enrol',
    });
    const self = await app.inject({
      method: 'PUT',
      url: '/admin/api/console/operators/root/role',
      headers: admin,
      payload: { role: 'support' },
    });
    expect(self.json().message).toBe('operator_self_role');
    const log = (await app.inject({ url: '/admin/api/console/audit?action=operator.role', headers: admin })).json()
      .value;
    expect(log.rows[0]).toMatchObject({ operator: 'root', target: 'temp', detail: { from: 'support', to: 'finance' } });
  });

  it('resets an operator’s two-factor: their sessions end and they enrol again at the next sign-in', async () => {
    const victim = await enrolledOperator(app, 'lost', 'Lost-Phone-2026', 'finance');
    const res = await app.inject({
      method: 'DELETE',
      url: '/admin/api/console/operators/lost/two-factor',
      headers: admin,
    });
    expect(res.json().success).toBe(true);
    expect((await me(victim.headers)).statusCode).toBe(401);
    expect((await signIn(app, 'lost', 'Lost-Phone-2026')).json().value.twoFactor).toBe('enrol');
    const log = (await app.inject({ url: '/admin/api/console/audit?target=lost', headers: admin })).json().value;
    expect(log.rows.map((r: { action: string }) => r.action)).toContain('operator.twoFactor.reset');
    expect(
      (
        await app.inject({ method: 'DELETE', url: '/admin/api/console/operators/nobody/two-factor', headers: admin })
      ).json().message,
    ).toBe('unknown_operator');
  });

  it('refuses finance every operator-management call and the audit log', async () => {
    const calls = [
      app.inject({ url: '/admin/api/console/operators', headers: finance }),
      app.inject({
        method: 'PUT',
        url: '/admin/api/console/operators/temp/role',
        headers: finance,
        payload: { role: 'admin' },
      }),
      app.inject({ method: 'DELETE', url: '/admin/api/console/operators/root/two-factor', headers: finance }),
      app.inject({
        method: 'POST',
        url: '/admin/api/operators',
        headers: finance,
        payload: { username: 'sneaky', role: 'admin' },
      }),
      app.inject({
        method: 'PUT',
        url: '/admin/api/operators/root/disabled',
        headers: finance,
        payload: { disabled: true },
      }),
      app.inject({ url: '/admin/api/console/audit', headers: finance }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('operator_role_required');
    }
  });

  it('searches the audit log by operator, action prefix, target and date', async () => {
    const byOp = (await app.inject({ url: '/admin/api/console/audit?operator=root&size=200', headers: admin })).json()
      .value;
    expect(byOp.rows.every((r: { operator: string }) => r.operator === 'root')).toBe(true);
    const byAction = (
      await app.inject({ url: '/admin/api/console/audit?action=operator.twoFactor', headers: admin })
    ).json().value;
    expect(byAction.total).toBeGreaterThanOrEqual(3);
    expect(byAction.rows.every((r: { action: string }) => r.action.startsWith('operator.twoFactor'))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (
      await app.inject({ url: `/admin/api/console/audit?from=${today}&to=${today}`, headers: admin })
    ).json().value;
    expect(dated.total).toBe(
      (await app.inject({ url: '/admin/api/console/audit', headers: admin })).json().value.total,
    );
    const past = (
      await app.inject({ url: '/admin/api/console/audit?from=2020-01-01&to=2020-01-02', headers: admin })
    ).json().value;
    expect(past.total).toBe(0);
    const badZone = await app.inject({ url: '/admin/api/console/audit?tz=Mars/Olympus', headers: admin });
    expect(badZone.statusCode).toBe(400);
    const actions = (await app.inject({ url: '/admin/api/console/audit/actions', headers: admin })).json().value;
    expect(actions).toContain('operator.role');
  });

  it('publishes the console calls in the OpenAPI document', async () => {
    const doc = (await app.inject('/wps/openapi.json')).json();
    for (const path of [
      '/admin/api/session/two-factor/enrolment',
      '/admin/api/session/two-factor/confirm',
      '/admin/api/console/dashboard',
      '/admin/api/console/deposits',
      '/admin/api/console/withdrawals',
      '/admin/api/console/members/{id}',
      '/admin/api/console/audit',
      '/admin/api/console/operators/{username}/two-factor',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});
