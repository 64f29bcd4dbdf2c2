import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { tokenHash } from '../src/platform/secrets.ts';
import { loginAs } from './auth-helper.ts';

/**
 * A session the server cached (platform/session-cache.ts) stops working once the database announces a change, even
 * one made by a statement that bypasses the server: within 1 s, a third of the cache's trust, so the notice did it.
 */
export function sessionNoticeSuite(appOf: () => App) {
  const info = (authorization: string) => appOf().inject({ url: '/wps/member/info', headers: { authorization } });
  /** The status of member info once it is no longer 200, asked every 20 ms for at most 1 s. */
  const refusedWithin = async (authorization: string) => {
    for (let waited = 0; waited < 1000; waited += 20) {
      const res = await info(authorization);
      if (res.statusCode !== 200) return res.statusCode;
      await new Promise((r) => setTimeout(r, 20));
    }
    return 200;
  };

  it('refuses a session ended by a statement that bypasses the server', async () => {
    const { authorization, token } = await loginAs(appOf(), 'demo_player', 'Demo@2026', '10.44.0.1');
    expect((await info(authorization)).statusCode).toBe(200);
    expect(appOf().deps.sessions.size).toBeGreaterThan(0);
    await appOf().deps.db.execute(
      sql`UPDATE member_sessions SET revoked_at = now() WHERE token_hash = ${tokenHash(token)}`,
    );
    expect(await refusedWithin(authorization)).toBe(401);
  });

  it('refuses a member locked by such a statement', async () => {
    const { authorization } = await loginAs(appOf(), 'demo_down2', 'Demo@2026', '10.44.0.2');
    expect((await info(authorization)).statusCode).toBe(200);
    await appOf().deps.db.execute(sql`UPDATE members SET disabled = true WHERE username = 'demo_down2'`);
    try {
      expect(await refusedWithin(authorization)).toBe(401);
    } finally {
      await appOf().deps.db.execute(sql`UPDATE members SET disabled = false WHERE username = 'demo_down2'`);
    }
  });
}
