import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/operator/service.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

/** Redis away (nothing listens on its port): the site keeps working and limits still hold, per instance. */
describe('with Redis unreachable', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    app.log.warn = ((obj: unknown, msg?: string) => void lines.push(`${msg ?? obj}`)) as typeof app.log.warn;
    await createOperator(app.deps.db, 'redisless', 'Redisless@2026!', 'support');
  });
  afterAll(() => app.close());
  const signIn = (password: string) =>
    app.inject({ method: 'POST', url: '/admin/api/session', payload: { username: 'redisless', password } });

  it('logs members and operators in, and says once that limits are per instance', async () => {
    const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
    expect(authorization).toMatch(/^Bearer /);
    expect((await signIn('Redisless@2026!')).statusCode).toBe(200);
    expect(lines.filter((l) => l.includes('limits are per instance'))).toHaveLength(1);
  });

  it('still refuses the eleventh wrong operator password in the window', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signIn('wrong-password')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
