import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, type Row } from '../../db/rows.ts';

export interface NewMission {
  merchantId: number;
  kind: string;
  period: string;
  target: bigint;
  category: string | null;
  multiple: number | null;
  rewardPoints: bigint;
  rewardBonus: bigint;
  score: number;
  texts: Record<string, { name: string; description: string }>;
  sort?: number;
}

export const missionsRepo = {
  /** The brand's active missions with the member's progress in each one's current period. */
  withProgress: (db: Db, merchantId: number, memberId: number, now: Date): Promise<Row[]> =>
    q(
      db,
      sql`SELECT m.*, p.progress, p.completed_at, p.claimed_at FROM missions m
        LEFT JOIN mission_progress p ON p.mission_id = m.id AND p.member_id = ${memberId}
          AND p.period_key = CASE m.period
            WHEN 'daily' THEN 'd:' || to_char(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD')
            WHEN 'weekly' THEN 'w:' || to_char(date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'), 'YYYY-MM-DD')
            ELSE 'once' END
        WHERE m.merchant_id = ${merchantId} AND m.active ORDER BY m.sort, m.id`,
    ),

  mission: async (db: Db, merchantId: number, id: number): Promise<Row | undefined> =>
    (await q(db, sql`SELECT * FROM missions WHERE id = ${id} AND merchant_id = ${merchantId} AND active`))[0],

  /** Marks a completed period claimed; false when it is not complete or was already claimed. */
  claim: async (db: Db, missionId: number, memberId: number, periodKey: string): Promise<boolean> =>
    (
      await q(
        db,
        sql`UPDATE mission_progress SET claimed_at = now()
          WHERE mission_id = ${missionId} AND member_id = ${memberId} AND period_key = ${periodKey}
            AND completed_at IS NOT NULL AND claimed_at IS NULL RETURNING 1 AS ok`,
      )
    ).length > 0,

  progress: async (db: Db, missionId: number, memberId: number, periodKey: string): Promise<Row | undefined> =>
    (
      await q(
        db,
        sql`SELECT progress, completed_at, claimed_at FROM mission_progress
          WHERE mission_id = ${missionId} AND member_id = ${memberId} AND period_key = ${periodKey}`,
      )
    )[0],

  /**
   * The brand's ranking for rewards claimed in [from, to): score and missions per member, best first (ties share a
   * rank), the top `size` and the member's own row.
   */
  leaderboard: async (db: Db, merchantId: number, memberId: number, from: Date, to: Date, size: number) => {
    const rows = await q(
      db,
      sql`WITH scores AS (
          SELECT p.member_id, SUM(m.score)::int AS score, count(*)::int AS missions, MIN(p.claimed_at) AS first_at
          FROM mission_progress p JOIN missions m ON m.id = p.mission_id
          WHERE m.merchant_id = ${merchantId} AND p.claimed_at >= ${from.toISOString()}::timestamptz
            AND p.claimed_at < ${to.toISOString()}::timestamptz
          GROUP BY p.member_id
        ), ranked AS (
          SELECT s.*, RANK() OVER (ORDER BY s.score DESC) AS rank,
            ROW_NUMBER() OVER (ORDER BY s.score DESC, s.first_at, s.member_id) AS place FROM scores s
        )
        SELECT r.member_id, r.score, r.missions, r.rank, r.place, mb.username FROM ranked r
        JOIN members mb ON mb.id = r.member_id
        WHERE r.place <= ${size} OR r.member_id = ${memberId} ORDER BY r.place`,
    );
    return rows.map((r) => ({
      memberId: int(r.member_id),
      username: String(r.username),
      score: int(r.score),
      missions: int(r.missions),
      rank: int(r.rank),
      place: int(r.place),
    }));
  },

  insert: async (db: Db, m: NewMission): Promise<number> => {
    const [r] = await q(
      db,
      sql`INSERT INTO missions (merchant_id, kind, period, target, category, multiple, reward_points, reward_bonus, score, texts, sort)
        VALUES (${m.merchantId}, ${m.kind}, ${m.period}, ${m.target.toString()}::bigint, ${m.category}, ${m.multiple},
          ${m.rewardPoints.toString()}::bigint, ${m.rewardBonus.toString()}::bigint, ${m.score},
          ${JSON.stringify(m.texts)}::jsonb, ${m.sort ?? 0})
        RETURNING id`,
    );
    return int(r?.id);
  },

  setActive: async (db: Db, id: number, active: boolean): Promise<boolean> =>
    (await q(db, sql`UPDATE missions SET active = ${active} WHERE id = ${id} RETURNING id`)).length > 0,

  all: (db: Db): Promise<Row[]> =>
    q(
      db,
      sql`SELECT m.*, mc.code AS merchant_code,
          (SELECT count(*)::int FROM mission_progress p WHERE p.mission_id = m.id AND p.claimed_at IS NOT NULL) AS claimed
        FROM missions m JOIN merchants mc ON mc.id = m.merchant_id ORDER BY mc.code, m.sort, m.id`,
    ),
};
