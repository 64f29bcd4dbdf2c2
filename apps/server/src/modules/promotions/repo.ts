import type { TPromotionAudience } from '@portal/contracts/promotions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, type Row, strOrNull } from '../../db/rows.ts';
import type { Promotion } from './rules.ts';

/** The promotions and their entries in SQL. */

const date = (v: unknown) => new Date(iso(v));
export const toPromotion = (r: Row): Promotion => ({
  id: int(r.id),
  merchantId: int(r.merchant_id),
  code: String(r.code),
  category: String(r.category),
  mechanism: String(r.mechanism) as Promotion['mechanism'],
  condition: (r.condition ?? null) as Promotion['condition'],
  percentBp: r.percent_bp === null ? null : int(r.percent_bp),
  amount: minor(r.amount),
  minAmount: minor(r.min_amount),
  repeat: String(r.repeat) as Promotion['repeat'],
  wagerMultiple: int(r.wager_multiple),
  wagerBase: String(r.wager_base) as Promotion['wagerBase'],
  expiryDays: int(r.expiry_days),
  weights: (r.weights ?? {}) as Record<string, number>,
  audience: (r.audience ?? { kind: 'everyone' }) as TPromotionAudience,
  texts: (r.texts ?? {}) as Promotion['texts'],
  art: String(r.art),
  status: String(r.status) as Promotion['status'],
  startsAt: date(r.starts_at),
  endsAt: r.ends_at ? date(r.ends_at) : null,
  sort: int(r.sort),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

/** The columns an operator writes (the status moves on its own). */
export type PromotionValues = Omit<Promotion, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export interface Entry {
  id: number;
  promotionId: number;
  memberId: number;
  periodKey: string;
  status: 'joined' | 'in_process' | 'approved' | 'issued' | 'rejected';
  amount: bigint | null;
  comment: string | null;
  imageIds: number[];
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  bonusId: number | null;
  bonusStatus: 'held' | 'active' | 'released' | 'expired' | 'forfeited' | 'cancelled' | null;
}
const toEntry = (r: Row): Entry => ({
  id: int(r.id),
  promotionId: int(r.promotion_id),
  memberId: int(r.member_id),
  periodKey: String(r.period_key),
  status: String(r.status) as Entry['status'],
  amount: r.amount === null || r.amount === undefined ? null : minor(r.amount),
  comment: strOrNull(r.comment),
  imageIds: ((r.image_ids as number[] | null) ?? []).map(Number),
  rejectReason: strOrNull(r.reject_reason),
  createdAt: iso(r.created_at),
  decidedAt: isoOrNull(r.decided_at),
  bonusId: r.bonus_id === null || r.bonus_id === undefined ? null : int(r.bonus_id),
  bonusStatus: (r.bonus_status ?? null) as Entry['bonusStatus'],
});

const ENTRY = sql`SELECT e.*, b.id AS bonus_id, b.status AS bonus_status FROM promotion_entries e
  LEFT JOIN bonuses b ON b.entry_id = e.id`;

export const promotionsRepo = {
  /** Every promotion of a brand but drafts, in the operator's order. */
  ofBrand: async (db: Db, merchantId: number): Promise<Promotion[]> =>
    (
      await q(
        db,
        sql`SELECT * FROM promotions WHERE merchant_id = ${merchantId} AND status <> 'draft' ORDER BY sort, id DESC`,
      )
    ).map(toPromotion),

  /** A new brand's promotions: the template's, as drafts an operator reviews and schedules. */
  copyAsDrafts: async (tx: Db, from: number, to: number): Promise<number> =>
    (
      await q(
        tx,
        sql`INSERT INTO promotions (merchant_id, code, category, mechanism, condition, percent_bp, amount, min_amount,
            repeat, wager_multiple, wager_base, expiry_days, weights, audience, texts, art, status, starts_at, ends_at, sort)
          SELECT ${to}, code, category, mechanism, condition, percent_bp, amount, min_amount, repeat, wager_multiple,
            wager_base, expiry_days, weights, audience, texts, art, 'draft', starts_at, ends_at, sort
          FROM promotions WHERE merchant_id = ${from} AND status <> 'ended' RETURNING id`,
      )
    ).length,

  byId: async (db: Db, id: number, lock = false): Promise<Promotion | undefined> => {
    const [r] = await q(db, sql`SELECT * FROM promotions WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
    return r ? toPromotion(r) : undefined;
  },

  codeTaken: async (db: Db, merchantId: number, code: string, exceptId: number | null) =>
    (
      await q(
        db,
        sql`SELECT 1 FROM promotions WHERE merchant_id = ${merchantId} AND code = ${code} AND id <> ${exceptId ?? 0}`,
      )
    ).length > 0,

  insert: async (db: Db, v: PromotionValues, status: Promotion['status'] = 'draft'): Promise<number> => {
    const [r] = await q(
      db,
      sql`INSERT INTO promotions (merchant_id, code, category, mechanism, condition, percent_bp, amount, min_amount,
          repeat, wager_multiple, wager_base, expiry_days, weights, audience, texts, art, status, starts_at, ends_at, sort)
        VALUES (${v.merchantId}, ${v.code}, ${v.category}, ${v.mechanism}, ${v.condition}, ${v.percentBp},
          ${v.amount.toString()}::bigint, ${v.minAmount.toString()}::bigint, ${v.repeat}, ${v.wagerMultiple},
          ${v.wagerBase}, ${v.expiryDays}, ${JSON.stringify(v.weights)}::jsonb, ${JSON.stringify(v.audience)}::jsonb,
          ${JSON.stringify(v.texts)}::jsonb, ${v.art}, ${status}, ${v.startsAt.toISOString()}::timestamptz,
          ${v.endsAt?.toISOString() ?? null}::timestamptz, ${v.sort})
        RETURNING id`,
    );
    return int(r?.id);
  },

  update: async (db: Db, id: number, v: PromotionValues): Promise<void> => {
    await q(
      db,
      sql`UPDATE promotions SET code = ${v.code}, category = ${v.category}, mechanism = ${v.mechanism},
          condition = ${v.condition}, percent_bp = ${v.percentBp}, amount = ${v.amount.toString()}::bigint,
          min_amount = ${v.minAmount.toString()}::bigint, repeat = ${v.repeat}, wager_multiple = ${v.wagerMultiple},
          wager_base = ${v.wagerBase}, expiry_days = ${v.expiryDays}, weights = ${JSON.stringify(v.weights)}::jsonb,
          audience = ${JSON.stringify(v.audience)}::jsonb, texts = ${JSON.stringify(v.texts)}::jsonb, art = ${v.art},
          starts_at = ${v.startsAt.toISOString()}::timestamptz, ends_at = ${v.endsAt?.toISOString() ?? null}::timestamptz,
          sort = ${v.sort}, updated_at = now()
        WHERE id = ${id}`,
    );
  },

  setStatus: async (db: Db, id: number, status: Promotion['status']): Promise<void> => {
    await q(db, sql`UPDATE promotions SET status = ${status}, updated_at = now() WHERE id = ${id}`);
  },

  /** Entries and bonuses a promotion has so far, and the bonuses' total. */
  counts: async (db: Db, id: number) => {
    const [r] = await q(
      db,
      sql`SELECT (SELECT count(*)::int FROM promotion_entries WHERE promotion_id = ${id}) AS entries,
          (SELECT count(*)::int FROM bonuses WHERE promotion_id = ${id}) AS bonuses,
          (SELECT COALESCE(SUM(amount), 0)::text FROM bonuses WHERE promotion_id = ${id}) AS bonus_total`,
    );
    return { entries: int(r?.entries), bonuses: int(r?.bonuses), bonusTotal: minor(r?.bonus_total) };
  },

  /** A brand's promotions for the console, drafts included, with their entries and bonuses so far. */
  consolePage: async (
    db: Db,
    merchantId: number,
    f: { status?: string | undefined; category?: string | undefined; offset: number; limit: number },
  ) => {
    const where = sql`p.merchant_id = ${merchantId} ${f.status ? sql`AND p.status = ${f.status}` : sql``}
      ${f.category ? sql`AND p.category = ${f.category}` : sql``}`;
    const [total] = await q(db, sql`SELECT count(*)::int AS n FROM promotions p WHERE ${where}`);
    const rows = await q(
      db,
      sql`SELECT p.*,
          (SELECT count(*)::int FROM promotion_entries e WHERE e.promotion_id = p.id) AS entries,
          (SELECT count(*)::int FROM bonuses b WHERE b.promotion_id = p.id) AS bonuses,
          (SELECT COALESCE(SUM(b.amount), 0)::text FROM bonuses b WHERE b.promotion_id = p.id) AS bonus_total
        FROM promotions p WHERE ${where} ORDER BY p.sort, p.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
    );
    return {
      total: int(total?.n),
      rows: rows.map((r) => ({
        promotion: toPromotion(r),
        entries: int(r.entries),
        bonuses: int(r.bonuses),
        bonusTotal: minor(r.bonus_total),
      })),
    };
  },
};

export const entriesRepo = {
  /** The member's entries in the promotions given, with their bonus's status. */
  ofMember: async (db: Db, memberId: number, promotionIds: number[]): Promise<Entry[]> => {
    if (promotionIds.length === 0) return [];
    const rows = await q(
      db,
      sql`${ENTRY} WHERE e.member_id = ${memberId} AND e.promotion_id IN (${sql.join(
        promotionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return rows.map(toEntry);
  },

  byId: async (db: Db, id: number, lock = false): Promise<Entry | undefined> => {
    const rows = lock
      ? await q(
          db,
          sql`SELECT e.*, NULL AS bonus_id, NULL AS bonus_status FROM promotion_entries e WHERE e.id = ${id} FOR UPDATE`,
        )
      : await q(db, sql`${ENTRY} WHERE e.id = ${id}`);
    return rows[0] ? toEntry(rows[0]) : undefined;
  },

  /** The member's latest approved entry in a promotion (any period): an application waiting for their claim. */
  approvedOf: async (db: Db, memberId: number, promotionId: number): Promise<Entry | undefined> => {
    const [r] = await q(
      db,
      sql`SELECT e.*, NULL AS bonus_id, NULL AS bonus_status FROM promotion_entries e
        WHERE e.member_id = ${memberId} AND e.promotion_id = ${promotionId} AND e.status = 'approved'
        ORDER BY e.id DESC LIMIT 1`,
    );
    return r ? toEntry(r) : undefined;
  },

  /** A new entry, or null when the member already has one for this promotion and period (the UNIQUE key decides). */
  insert: async (
    db: Db,
    e: {
      promotionId: number;
      memberId: number;
      merchantId: number;
      periodKey: string;
      status: Entry['status'];
      amount?: bigint | null;
      comment?: string | null;
      imageIds?: number[];
    },
  ): Promise<number | null> => {
    const [r] = await q(
      db,
      sql`INSERT INTO promotion_entries (promotion_id, member_id, merchant_id, period_key, status, amount, comment, image_ids)
        VALUES (${e.promotionId}, ${e.memberId}, ${e.merchantId}, ${e.periodKey}, ${e.status},
          ${e.amount?.toString() ?? null}::bigint, ${e.comment ?? null}, ${`{${(e.imageIds ?? []).join(',')}}`}::int[])
        ON CONFLICT (promotion_id, member_id, period_key) DO NOTHING RETURNING id`,
    );
    return r ? int(r.id) : null;
  },

  /** Moves an entry on from one status only (the first of concurrent moves wins); false when it was not there. */
  move: async (
    db: Db,
    id: number,
    from: Entry['status'],
    to: Partial<{
      status: Entry['status'];
      amount: bigint;
      depositId: number;
      rejectReason: string;
      decidedBy: number;
    }>,
  ): Promise<boolean> =>
    (
      await q(
        db,
        sql`UPDATE promotion_entries SET status = ${to.status ?? from},
            amount = COALESCE(${to.amount?.toString() ?? null}::bigint, amount),
            deposit_id = COALESCE(${to.depositId ?? null}::int, deposit_id),
            reject_reason = COALESCE(${to.rejectReason ?? null}, reject_reason),
            decided_by = COALESCE(${to.decidedBy ?? null}::int, decided_by),
            decided_at = CASE WHEN ${to.decidedBy ?? null}::int IS NULL THEN decided_at ELSE now() END
          WHERE id = ${id} AND status = ${from} RETURNING id`,
      )
    ).length > 0,

  /** The member's entries, newest first, with their promotion (claim list). */
  memberPage: async (db: Db, memberId: number, offset: number, limit: number) => {
    const [total] = await q(db, sql`SELECT count(*)::int AS n FROM promotion_entries WHERE member_id = ${memberId}`);
    const rows = await q(
      db,
      sql`SELECT e.*, b.id AS bonus_id, b.status AS bonus_status, p.texts, p.mechanism, p.category, p.status AS promotion_status,
          p.starts_at, p.ends_at
        FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id LEFT JOIN bonuses b ON b.entry_id = e.id
        WHERE e.member_id = ${memberId} ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: int(total?.n), rows: rows.map((r) => ({ entry: toEntry(r), promotion: r })) };
  },

  /** A brand's applications for review, oldest waiting first. */
  applicationsPage: async (
    db: Db,
    f: { merchantId?: number; entryId?: number; status?: string | undefined },
    offset: number,
    limit: number,
  ) => {
    const where = sql`p.mechanism = 'application'
      ${f.merchantId === undefined ? sql`` : sql`AND e.merchant_id = ${f.merchantId}`}
      ${f.entryId === undefined ? sql`` : sql`AND e.id = ${f.entryId}`}
      ${f.status ? sql`AND e.status = ${f.status}` : sql`AND e.status IN ('in_process', 'approved', 'issued', 'rejected')`}`;
    const [total] = await q(
      db,
      sql`SELECT count(*)::int AS n FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id WHERE ${where}`,
    );
    const rows = await q(
      db,
      sql`SELECT e.*, NULL AS bonus_id, NULL AS bonus_status, p.code, p.texts, p.amount AS max_amount, m.username
        FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id JOIN members m ON m.id = e.member_id
        WHERE ${where} ORDER BY (e.status = 'in_process') DESC, e.id LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: int(total?.n), rows: rows.map((r) => ({ entry: toEntry(r), row: r })) };
  },

  /** Whether an uploaded image belongs to an application (the console shows only those). */
  imageInApplication: async (db: Db, imageId: number) =>
    (await q(db, sql`SELECT 1 FROM promotion_entries WHERE ${imageId} = ANY (image_ids) LIMIT 1`)).length > 0,
};

/** What the rules need to know of a member. */
export const memberRepo = {
  facts: async (db: Db, memberId: number) => {
    const [r] = await q(
      db,
      sql`SELECT m.created_at,
          (SELECT COALESCE(SUM(amount), 0)::text FROM deposits WHERE member_id = m.id AND status = 'paid') AS deposits,
          (SELECT row_to_json(d) FROM (SELECT id, amount::text AS amount, completed_at FROM deposits
            WHERE member_id = m.id AND status = 'paid' ORDER BY completed_at, id LIMIT 1) d) AS first_deposit
        FROM members m WHERE m.id = ${memberId}`,
    );
    const first = r?.first_deposit as { id: number; amount: string; completed_at: string } | null | undefined;
    return {
      registeredAt: date(r?.created_at),
      lifetimeDeposits: minor(r?.deposits),
      firstDeposit: first ? { amount: BigInt(first.amount), at: new Date(first.completed_at) } : null,
    };
  },

  /**
   * Net loss (bets minus wins) of settled cash rounds (the settled_cash_rounds view, migration 0351) in [from, to);
   * negative when the member won. A push adds nothing either way.
   */
  netLoss: async (db: Db, memberId: number, from: Date, to: Date): Promise<bigint> => {
    const [r] = await q(
      db,
      sql`SELECT COALESCE(SUM(bet - win), 0)::text AS loss FROM settled_cash_rounds
        WHERE member_id = ${memberId}
          AND settled_at >= ${from.toISOString()}::timestamptz AND settled_at < ${to.toISOString()}::timestamptz`,
    );
    return minor(r?.loss);
  },
};

/** A new brand's promotions: its template's, as drafts (brand launch). */
export const copyPromotionsAsDrafts = promotionsRepo.copyAsDrafts;
