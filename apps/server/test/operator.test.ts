import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/operator/service.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

describe('operator API', () => {
  let app: App;
  const login = async (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/admin/api/session', payload: { username, password } });
  beforeAll(async () => {
    app = await buildTestApp();
    await createOperator(app.deps.db, 'boss', 'Boss@2026!', 'admin');
    await createOperator(app.deps.db, 'cashier1', 'Cash@2026!', 'finance');
  });
  afterAll(() => app.close());

  it('refuses a wrong password and an unknown operator with the same answer', async () => {
    const wrong = await login('boss', 'nope-nope');
    const unknown = await login('ghost', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('switches maintenance and region restriction, takes effect at once, and audits each action', async () => {
    const { token } = (await login('boss', 'Boss@2026!')).json().value;
    const auth = { authorization: `Bearer ${token}` };
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
    expect(log.map((e: { action: string }) => e.action)).toEqual([
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

  it('keeps brand switches to admins and revokes a token at logout', async () => {
    const { token } = (await login('cashier1', 'Cash@2026!')).json().value;
    const auth = { authorization: `Bearer ${token}` };
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
});
