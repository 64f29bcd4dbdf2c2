import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/accounts.ts';
import { banners, helpArticles, merchants, merchantVendors, vendors } from '../../db/schema/core.ts';

/** The brand's own row (merchants): read by its code, locked for a change of its configuration, touched. */

export type MerchantRow = typeof merchants.$inferSelect;

export const merchantRepo = {
  byCode: async (db: Db, code: string): Promise<MerchantRow | undefined> => {
    const [m] = await db.select().from(merchants).where(eq(merchants.code, code));
    return m;
  },

  byId: async (db: Db, id: number): Promise<MerchantRow | undefined> => {
    const [m] = await db.select().from(merchants).where(eq(merchants.id, id));
    return m;
  },

  all: (db: Db): Promise<MerchantRow[]> => db.select().from(merchants),

  /** The brand's row, locked until the transaction ends (one configuration change at a time). */
  lockByCode: async (tx: Db, code: string): Promise<MerchantRow | undefined> => {
    const [m] = await tx.select().from(merchants).where(eq(merchants.code, code)).for('update');
    return m;
  },

  setConfig: async (tx: Db, id: number, config: MerchantRow['config']) => {
    await tx.update(merchants).set({ config, updatedAt: new Date() }).where(eq(merchants.id, id));
  },

  /** Moves the row's time on, so every cache keyed by it starts anew. */
  touch: async (db: Db, id: number) => {
    await db.update(merchants).set({ updatedAt: new Date() }).where(eq(merchants.id, id));
  },
};

/** A new brand's rows, copied from its template's: the row, its vendors, its help articles and its banners. */
export const launchRepo = {
  insert: async (tx: Db, row: typeof merchants.$inferInsert): Promise<number> => {
    const [m] = await tx.insert(merchants).values(row).returning({ id: merchants.id });
    if (!m) throw new Error('brand not inserted');
    return m.id;
  },

  /** The brands (other than `except`) that already answer on one of `hosts`. */
  hostsTaken: async (db: Db, hosts: string[], except?: number) =>
    (await db.select({ id: merchants.id, code: merchants.code, hosts: merchants.hosts }).from(merchants))
      .filter((m) => m.id !== except && m.hosts.some((h) => hosts.includes(h)))
      .map((m) => ({ code: m.code, hosts: m.hosts.filter((h) => hosts.includes(h)) })),

  /** Vendors in the template's order, on and hot as there. */
  copyVendors: async (tx: Db, from: number, to: number) => {
    const rows = await tx.select().from(merchantVendors).where(eq(merchantVendors.merchantId, from));
    // A template's local incident is not the new brand's: its vendors start open.
    if (rows.length)
      await tx.insert(merchantVendors).values(rows.map((r) => ({ ...r, merchantId: to, maintenance: false })));
    return rows.length;
  },

  /** Help articles as they are; banners hidden until an operator shows them (their art may name the template). */
  copyContent: async (tx: Db, from: number, to: number) => {
    const help = await tx.select().from(helpArticles).where(eq(helpArticles.merchantId, from));
    if (help.length) await tx.insert(helpArticles).values(help.map(({ id: _id, ...h }) => ({ ...h, merchantId: to })));
    const shown = await tx.select().from(banners).where(eq(banners.merchantId, from));
    if (shown.length)
      await tx.insert(banners).values(shown.map(({ id: _id, ...b }) => ({ ...b, merchantId: to, enabled: false })));
    return { help: help.length, banners: shown.length };
  },

  /** Members of the brand: while it has none its currency may still change. */
  hasMembers: async (db: Db, merchantId: number) =>
    (await db.select({ id: members.id }).from(members).where(eq(members.merchantId, merchantId)).limit(1)).length > 0,

  setRow: async (tx: Db, id: number, set: { name: string; config: MerchantRow['config'] }) => {
    await tx
      .update(merchants)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(merchants.id, id));
  },

  /** The console's brand list: every brand with its vendors' and members' counts. */
  list: (db: Db) =>
    db
      .select({
        id: merchants.id,
        code: merchants.code,
        name: merchants.name,
        hosts: merchants.hosts,
        isDefault: merchants.isDefault,
        maintenance: merchants.maintenance,
        config: merchants.config,
        vendors: sql<number>`(SELECT count(*)::int FROM merchant_vendors mv WHERE mv.merchant_id = "merchants"."id")`,
        members: sql<number>`(SELECT count(*)::int FROM members mb WHERE mb.merchant_id = "merchants"."id")`,
      })
      .from(merchants)
      .orderBy(merchants.id),
};

/** A brand's vendors and help articles as a brand document holds them (export and import). */
export const documentRepo = {
  vendorsOf: (db: Db, merchantId: number) =>
    db
      .select({
        vassalage: merchantVendors.vassalage,
        sort: merchantVendors.sort,
        isHot: merchantVendors.isHot,
        enabled: merchantVendors.enabled,
      })
      .from(merchantVendors)
      .where(eq(merchantVendors.merchantId, merchantId))
      .orderBy(merchantVendors.sort, merchantVendors.vassalage),

  helpOf: (db: Db, merchantId: number) =>
    db
      .select({
        category: helpArticles.category,
        title: helpArticles.title,
        content: helpArticles.content,
        sort: helpArticles.sort,
        enabled: helpArticles.enabled,
      })
      .from(helpArticles)
      .where(eq(helpArticles.merchantId, merchantId))
      .orderBy(helpArticles.sort, helpArticles.id),

  /** The catalogue's vendors among `names` (a document from another installation may name vendors this one lacks). */
  knownVendors: async (db: Db, names: string[]) =>
    names.length
      ? new Set(
          (await db.select({ v: vendors.vassalage }).from(vendors).where(inArray(vendors.vassalage, names))).map(
            (r) => r.v,
          ),
        )
      : new Set<string>(),

  insertVendors: async (tx: Db, rows: Array<typeof merchantVendors.$inferInsert>) => {
    if (rows.length) await tx.insert(merchantVendors).values(rows);
  },

  insertHelp: async (tx: Db, rows: Array<typeof helpArticles.$inferInsert>) => {
    if (rows.length) await tx.insert(helpArticles).values(rows);
  },
};
