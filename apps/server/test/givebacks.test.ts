import { DEFAULT_SALARY_WEIGHTS } from '@portal/contracts/giveback-rules';
import type { TGivebackCell } from '@portal/contracts/givebacks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettorFigures } from '../src/modules/agent-contracts/repo.ts';
import type { App } from '../src/platform/http.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';
import { settledRound } from './points-helper.ts';

/**
 * Give-backs against the house edge: rebate, points and salaries a valid bet earns, per game family and VIP level,
 * beside what the family keeps; saves that put a family above its edge wait for an admin's confirmation.
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const cell = (cells: TGivebackCell[], rankLevel: number, family: string) =>
  cells.find((c) => c.rankLevel === rankLevel && c.family === family);

describe('the give-back sheet', () => {
  it('sums rebate, points and weighted salaries per family and level against the edge (the demo brand is generous)', async () => {
    const support = await operatorHeaders(app, 'gbsupport', 'Operator@2026pass', 'support');
    const res = await app.inject({ url: '/admin/api/console/brands/LUMEN/givebacks', headers: support });
    expect(res.statusCode).toBe(200);
    const { cells, clubLevels } = res.json().value as { cells: TGivebackCell[]; clubLevels: unknown[] };
    expect(cells).toHaveLength((clubLevels.length + 1) * 9);
    // The 1 %-edge in-house games below the first level: 0.50 % rebate, 1.00 % in points (1 point per 1.00 at 100
    // points a 1.00), and three salary kinds of 1.00 % each counted at a tenth: 1.80 % returned, above the edge.
    expect(cell(cells, 0, 'INHOUSE')).toEqual({
      rankLevel: 0,
      family: 'INHOUSE',
      rebateBp: 50,
      pointsBp: 100,
      salaryBp: 30,
      totalBp: 180,
      edgeBp: 100,
      over: true,
    });
    // The lottery keeps far more than it gives back.
    expect(cell(cells, 0, 'LOTT')?.over).toBe(false);
  });

  it('refuses a save that puts a family above its edge, or raises one above it, unless an admin confirms it', async () => {
    const admin = await operatorHeaders(app, 'gbadmin', 'Operator@2026pass', 'admin');
    const url = '/admin/api/console/brands/LUMEN/rebate-rates';
    const put = (payload: object) => app.inject({ method: 'PUT', url, payload, headers: admin });
    const sheet = async () =>
      (await app.inject({ url: '/admin/api/console/brands/LUMEN/givebacks', headers: admin })).json().value
        .cells as TGivebackCell[];
    // Lowering is never blocked, even where a family stays above its edge.
    const lowered = await put({ levels: [{ rankLevel: 0, rates: { INHOUSE: 10, LOTT: 20 } }] });
    expect(lowered.json().success).toBe(true);
    expect(cell(await sheet(), 0, 'INHOUSE')?.totalBp).toBe(140);
    // Lottery rebate within its 20 % edge passes; live rebate past its 1.20 % waits.
    expect((await put({ levels: [{ rankLevel: 0, rates: { INHOUSE: 10, LOTT: 300 } }] })).json().success).toBe(true);
    const over = (await put({ levels: [{ rankLevel: 0, rates: { INHOUSE: 10, LIVE: 100 } }] })).json();
    expect(over).toMatchObject({ success: false, message: 'giveback_above_edge' });
    expect(over.value.cells).toEqual([expect.objectContaining({ family: 'LIVE', rankLevel: 0, over: true })]);
    // The admin's explicit confirmation saves it (only admins manage rates); the audit keeps what passed the edge.
    const confirmed = await put({
      levels: [{ rankLevel: 0, rates: { INHOUSE: 10, LIVE: 100 } }],
      confirmAboveEdge: true,
    });
    expect(confirmed.json().success).toBe(true);
    const [audit] = (
      (await app.deps.db.execute(
        sql`SELECT detail FROM operator_audit WHERE action = 'givebacks.above_edge' ORDER BY id DESC LIMIT 1`,
      )) as unknown as { rows: Array<{ detail: { over: TGivebackCell[] } }> }
    ).rows;
    expect(audit?.detail.over.map((c) => c.family)).toEqual(['LIVE']);
  });
});

describe('salaries by game family', () => {
  it('count each family at its salary weight: slots in full, the in-house games at a tenth', async () => {
    const at = new Date(Date.now() - 60_000);
    await settledRound(app, 'demo_player', 10_000, { category: 'RNG', at: at.toISOString() });
    await settledRound(app, 'demo_player', 10_000, { category: 'INHOUSE', at: at.toISOString() });
    const [m] = (
      (await app.deps.db.execute(
        sql`SELECT id, merchant_id FROM members WHERE username = 'demo_player'`,
      )) as unknown as {
        rows: Array<{ id: number; merchant_id: number }>;
      }
    ).rows;
    const figures = await bettorFigures(app.deps.db, Number(m?.merchant_id), at, new Date(at.getTime() + 1), {
      ...DEFAULT_SALARY_WEIGHTS,
    });
    // 100.00 of slots + a tenth of 100.00 of dice; the net loss (dividends) counts both in full.
    expect(figures.find((f) => f.memberId === Number(m?.id))).toMatchObject({ valid: 11_000n, net: 20_000n });
  });
});
