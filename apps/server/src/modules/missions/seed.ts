import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q } from '../../db/rows.ts';
import { periodKey } from './periods.ts';
import { missionsRepo } from './repo.ts';
import { DEMO_MISSIONS } from './seed-missions.ts';

/** The demo brand's missions (once: only for a brand that has none yet). */
export async function seedMissions(db: Db): Promise<void> {
  const [brand] = await q(db, sql`SELECT id FROM merchants WHERE is_default ORDER BY id LIMIT 1`);
  if (!brand) return;
  const merchantId = int(brand.id);
  const [has] = await q(db, sql`SELECT 1 FROM missions WHERE merchant_id = ${merchantId} LIMIT 1`);
  if (has) return;
  for (const m of DEMO_MISSIONS) await missionsRepo.insert(db, { ...m, merchantId });
}

/**
 * Which of the demo brand's missions (by sort, highest first: once 50, once 20, weekly 30, weekly 30, daily 20,
 * daily 10, daily 10) each crowd player has claimed this week: varied scores, all below demo_agent's.
 */
const CROWD_CLAIMS: Record<string, number[]> = {
  lucas_m: [0, 2, 3, 4],
  'ana.b': [0, 2, 3],
  rafa_souza: [0, 3, 5],
  'bia.costa': [0, 1, 2],
  joao_pedro88: [2, 3, 4],
  'camila.f': [0, 4],
  'thiago.r': [2, 3],
  gabi_santos: [0, 5],
  'pedro.h': [1, 2],
  leticia_a: [2, 5],
  vini_77: [4, 5, 6],
  'duda.m': [5],
};

/**
 * This week's leaderboard for the demo: the other demo members have claimed one-off and weekly missions (their daily
 * ones stay open; demo_player has claimed none, so the player starts below them), and the crowd players (DEMO_CROWD)
 * a varied few. Marks only, no postings: the demo's points come from seedPoints.
 */
export async function seedLeaderboard(db: Db): Promise<void> {
  const [done] = await q(db, sql`SELECT 1 FROM mission_progress LIMIT 1`);
  if (done) return;
  const missions = await q(
    db,
    sql`SELECT m.id, m.period, m.target FROM missions m JOIN merchants mc ON mc.id = m.merchant_id
    WHERE mc.is_default ORDER BY m.sort DESC, m.id`,
  );
  const claims: Record<string, number[]> = {
    demo_agent: [0, 1, 2, 3, 4],
    demo_down1: [0, 1, 2],
    demo_down2: [0, 1],
    demo_default: [0],
    ...CROWD_CLAIMS,
  };
  const members = await q(
    db,
    sql`SELECT m.id, m.username FROM members m JOIN merchants mc ON mc.id = m.merchant_id
    WHERE mc.is_default AND m.username IN (${sql.join(
      Object.keys(claims).map((u) => sql`${u}`),
      sql`, `,
    )}) ORDER BY m.id`,
  );
  const now = new Date();
  for (const mb of members) {
    for (const i of claims[String(mb.username)] ?? []) {
      const ms = missions[i];
      if (!ms) continue;
      await q(
        db,
        sql`INSERT INTO mission_progress (mission_id, member_id, period_key, progress, completed_at, claimed_at)
          VALUES (${int(ms.id)}, ${int(mb.id)}, ${periodKey(String(ms.period), now)}, ${String(ms.target)}::bigint, now(), now())
          ON CONFLICT DO NOTHING`,
      );
    }
  }
}
