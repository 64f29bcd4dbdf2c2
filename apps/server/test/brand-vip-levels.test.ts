import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

/** A brand's VIP club edited in the console: levels, names, label colours and thresholds. */
let app: App;
let admin: Record<string, string>;
const URL = '/admin/api/console/brands/LUMEN/vip-levels';
const names = (n: string) => ({ pt: n, en: n, cn: n, id: n, th: n, vi: n });
const level = (rankLevel: number, name: string, minDeposit: number) => ({
  rankLevel,
  labelName: names(name),
  color: '#ffffff',
  color2: '#5b3fd1',
  minDeposit,
});
const put = (levels: unknown, headers = admin) => app.inject({ method: 'PUT', url: URL, headers, payload: { levels } });
/** The club label the portal shows the demo player (lifetime deposits decide it). */
const playerLabel = async () => {
  const player = await loginAs(app, 'demo_player', 'Demo@2026');
  return (await app.inject({ url: '/wps/member/info', headers: { authorization: player.authorization } })).json().value
    .clubLabel;
};

beforeAll(async () => {
  app = await buildTestApp({ CACHE_TTL_MS: 0 });
  admin = await operatorHeaders(app, 'club', 'Operator@2026pass', 'admin');
});
afterAll(() => app.close());

describe('the VIP club in the console', () => {
  it('reads the brand’s levels, and every one of the demo’s labels is readable on its background', async () => {
    const { levels } = (await app.inject({ url: URL, headers: admin })).json().value;
    expect(levels.map((l: { labelName: { en: string } }) => l.labelName.en)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Emerald',
      'Diamond',
    ]);
    // Saved back unchanged: the demo's own colours pass the editor's contrast rule.
    expect((await put(levels)).json().success).toBe(true);
  });

  it('replaces the levels, audited, and members’ labels follow their deposits at once', async () => {
    const before = await playerLabel();
    expect(before?.labelName).toBeTruthy();
    const saved = await put([level(1, 'Rookie', 1), level(2, 'Legend', 100)]);
    expect(saved.json()).toMatchObject({ success: true, value: { levels: [{ rankLevel: 1 }, { rankLevel: 2 }] } });
    // The demo player has deposited more than 1.00: the top level now.
    expect((await playerLabel())?.labelName).toBe('Legend');
    const [row] = await q(
      app.deps.db,
      sql`SELECT detail FROM operator_audit WHERE action = 'merchant.vipLevels' AND target = 'LUMEN'
          ORDER BY id DESC LIMIT 1`,
    );
    const detail = row?.detail as { before: unknown[]; after: Array<{ labelName: { en: string } }> };
    expect(detail.before.length).toBe(6);
    expect(detail.after.map((l) => l.labelName.en)).toEqual(['Rookie', 'Legend']);
  });

  it('refuses gaps in ranks, thresholds that do not ascend, unreadable labels, padded names and too many levels', async () => {
    const bad = [
      [level(1, 'A', 100), level(3, 'B', 200)],
      [level(1, 'A', 100), level(2, 'B', 100)],
      [{ ...level(1, 'A', 100), color: '#ffffff', color2: '#eeeeee' }],
      [level(1, ' A ', 100)],
      Array.from({ length: 21 }, (_, i) => level(i + 1, `L${i + 1}`, (i + 1) * 100)),
    ];
    for (const levels of bad) {
      const res = await put(levels);
      expect(res.statusCode, JSON.stringify(levels).slice(0, 80)).toBe(400);
    }
    expect((await app.inject({ url: URL, headers: admin })).json().value.levels.length).toBe(2);
  });

  it('is for admins: support is refused', async () => {
    const support = await operatorHeaders(app, 'helper', 'Operator@2026pass', 'support');
    expect((await put([level(1, 'A', 100)], support)).statusCode).toBe(403);
  });
});
