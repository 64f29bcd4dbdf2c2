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
 * This week's leaderboard for the demo: the other demo members have claimed one-off and weekly missions (their daily
 * ones stay open; demo_player has claimed none, so the player starts below them). Marks only, no postings: the demo's
 * points come from seedPoints.
 */
export async function seedLeaderboard(db: Db): Promise<void> {
  const [done] = await q(db, sql`SELECT 1 FROM mission_progress LIMIT 1`);
  if (done) return;
  const missions = await q(
    db,
    sql`SELECT m.id, m.period, m.target FROM missions m JOIN merchants mc ON mc.id = m.merchant_id
    WHERE mc.is_default ORDER BY m.sort DESC, m.id`,
  );
  const members = await q(
    db,
    sql`SELECT m.id, m.username FROM members m JOIN merchants mc ON mc.id = m.merchant_id
    WHERE mc.is_default AND m.username IN ('demo_agent', 'demo_down1', 'demo_down2', 'demo_default') ORDER BY m.id`,
  );
  const claims: Record<string, number> = { demo_agent: 5, demo_down1: 3, demo_down2: 2, demo_default: 1 };
  const now = new Date();
  for (const mb of members) {
    for (const ms of missions.slice(0, claims[String(mb.username)] ?? 0)) {
      await q(
        db,
        sql`INSERT INTO mission_progress (mission_id, member_id, period_key, progress, completed_at, claimed_at)
          VALUES (${int(ms.id)}, ${int(mb.id)}, ${periodKey(String(ms.period), now)}, ${String(ms.target)}::bigint, now(), now())
          ON CONFLICT DO NOTHING`,
      );
    }
  }
}
