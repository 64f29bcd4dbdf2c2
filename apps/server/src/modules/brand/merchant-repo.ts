import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/core.ts';

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
