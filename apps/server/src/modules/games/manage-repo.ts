import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, str } from '../../db/rows.ts';

/** The console's reads and writes of vendors and games (the portal's reads are in catalog.ts). */
export const manageRepo = {
  merchant: async (db: Db, code: string | undefined) => {
    const [m] = await q(
      db,
      code
        ? sql`SELECT id, code FROM merchants WHERE code = ${code}`
        : sql`SELECT id, code FROM merchants ORDER BY is_default DESC, id LIMIT 1`,
    );
    return m ? { id: int(m.id), code: str(m.code) } : null;
  },

  /** Every vendor of the catalogue, the brand's first in its order, with whether the brand offers it. */
  vendors: async (db: Db, merchantId: number) =>
    (
      await q(
        db,
        sql`SELECT v.vassalage, v.name, v.category, coalesce(mv.enabled, false) AS enabled, v.maintenance,
          coalesce(mv.maintenance, false) AS brand_maintenance,
          coalesce(mv.is_hot, false) AS is_hot, coalesce(mv.sort, 0) AS sort, mv.merchant_id IS NOT NULL AS in_brand,
          (SELECT count(*)::int FROM games g WHERE g.vassalage = v.vassalage) AS games
        FROM vendors v LEFT JOIN merchant_vendors mv ON mv.vassalage = v.vassalage AND mv.merchant_id = ${merchantId}
        ORDER BY mv.merchant_id IS NULL, mv.sort, v.vassalage`,
      )
    ).map((r) => ({
      vassalage: str(r.vassalage),
      name: str(r.name),
      category: str(r.category),
      enabled: Boolean(r.enabled),
      maintenance: Boolean(r.maintenance),
      brandMaintenance: Boolean(r.brand_maintenance),
      isHot: Boolean(r.is_hot),
      sort: int(r.sort),
      games: int(r.games),
      inBrand: Boolean(r.in_brand),
    })),

  /** Whether the catalogue has the vendor at all. */
  vendorExists: async (db: Db, vassalage: string) =>
    (await q(db, sql`SELECT 1 FROM vendors WHERE vassalage = ${vassalage}`)).length > 0,

  /** Puts the vendor in the brand, on, after the brand's last vendor. */
  addVendor: async (tx: Db, merchantId: number, vassalage: string) => {
    await q(
      tx,
      sql`INSERT INTO merchant_vendors (merchant_id, vassalage, sort, is_hot, enabled)
        SELECT ${merchantId}, ${vassalage}, coalesce(max(sort) + 1, 0), false, true
        FROM merchant_vendors WHERE merchant_id = ${merchantId}
        ON CONFLICT DO NOTHING`,
    );
  },

  /** Takes the vendor out of the brand (its games leave the brand's lobbies; nothing of its rounds changes). */
  removeVendor: async (tx: Db, merchantId: number, vassalage: string) => {
    await q(tx, sql`DELETE FROM merchant_vendors WHERE merchant_id = ${merchantId} AND vassalage = ${vassalage}`);
  },

  /** Locks the brand's vendor row and the vendor for the change. */
  vendorForUpdate: async (tx: Db, merchantId: number, vassalage: string) => {
    const [r] = await q(
      tx,
      sql`SELECT mv.enabled, v.maintenance, mv.maintenance AS brand_maintenance, mv.is_hot, mv.sort
        FROM merchant_vendors mv
        JOIN vendors v ON v.vassalage = mv.vassalage
        WHERE mv.merchant_id = ${merchantId} AND mv.vassalage = ${vassalage} FOR UPDATE`,
    );
    return r
      ? {
          enabled: Boolean(r.enabled),
          maintenance: Boolean(r.maintenance),
          brandMaintenance: Boolean(r.brand_maintenance),
          isHot: Boolean(r.is_hot),
          sort: int(r.sort),
        }
      : null;
  },

  setVendor: async (
    tx: Db,
    merchantId: number,
    vassalage: string,
    v: { enabled: boolean; maintenance: boolean; brandMaintenance: boolean; isHot: boolean; sort: number },
  ) => {
    await q(
      tx,
      sql`UPDATE merchant_vendors SET enabled = ${v.enabled}, is_hot = ${v.isHot}, sort = ${v.sort},
          maintenance = ${v.brandMaintenance}
        WHERE merchant_id = ${merchantId} AND vassalage = ${vassalage}`,
    );
    await q(
      tx,
      sql`UPDATE vendors SET maintenance = ${v.maintenance} WHERE vassalage = ${vassalage} AND maintenance <> ${v.maintenance}`,
    );
  },

  games: async (
    db: Db,
    f: {
      vassalage?: string | undefined;
      q?: string | undefined;
      state?: string | undefined;
      sort: string;
      dir: 'asc' | 'desc';
      page: number;
      size: number;
    },
  ) => {
    const where: SQL[] = [sql`true`];
    if (f.vassalage) where.push(sql`g.vassalage = ${f.vassalage}`);
    if (f.q) {
      const like = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      where.push(sql`(g.names->>'en' ILIKE ${like} OR g.game_code ILIKE ${like})`);
    }
    if (f.state === 'on') where.push(sql`g.enabled`);
    if (f.state === 'off') where.push(sql`NOT g.enabled`);
    if (f.state === 'maintenance') where.push(sql`g.maintenance`);
    if (f.state === 'hot') where.push(sql`g.is_hot`);
    const cond = sql.join(where, sql` AND `);
    const col = f.sort === 'name' ? sql`g.names->>'en'` : f.sort === 'nodeId' ? sql`g.node_id` : sql`g.sort`;
    const dir = f.dir === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await q(
      db,
      sql`SELECT g.node_id, g.vassalage, v.name AS vendor, g.names->>'en' AS name, g.game_code, g.game_type, g.enabled,
          g.maintenance, g.is_hot, g.sort
        FROM games g JOIN vendors v ON v.vassalage = g.vassalage WHERE ${cond}
        ORDER BY ${col} ${dir}, g.node_id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
    );
    const [count] = await q(db, sql`SELECT count(*)::int AS n FROM games g WHERE ${cond}`);
    return { rows: rows.map(gameRow), total: int(count?.n) };
  },

  gameForUpdate: async (tx: Db, nodeId: number) => {
    const [r] = await q(
      tx,
      sql`SELECT g.node_id, g.vassalage, v.name AS vendor, g.names->>'en' AS name, g.game_code, g.game_type, g.enabled,
          g.maintenance, g.is_hot, g.sort
        FROM games g JOIN vendors v ON v.vassalage = g.vassalage WHERE g.node_id = ${nodeId} FOR UPDATE OF g`,
    );
    return r ? gameRow(r) : null;
  },

  setGame: (tx: Db, nodeId: number, v: { enabled: boolean; maintenance: boolean; isHot: boolean; sort: number }) =>
    q(
      tx,
      sql`UPDATE games SET enabled = ${v.enabled}, maintenance = ${v.maintenance}, is_hot = ${v.isHot}, sort = ${v.sort}
        WHERE node_id = ${nodeId}`,
    ),
};

const gameRow = (r: Record<string, unknown>) => ({
  nodeId: int(r.node_id),
  vassalage: str(r.vassalage),
  vendor: str(r.vendor),
  name: str(r.name ?? r.game_code),
  gameCode: str(r.game_code),
  gameType: str(r.game_type),
  enabled: Boolean(r.enabled),
  maintenance: Boolean(r.maintenance),
  isHot: Boolean(r.is_hot),
  sort: int(r.sort),
});
