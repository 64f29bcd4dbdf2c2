import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, type Row } from '../../db/rows.ts';
import { vendors } from '../../db/schema/core.ts';

/** What the generated artwork reads: a promotion banner's title, a vendor's name, a game's names and kind. */
export const artRepo = {
  async announcementTitle(db: Db, id: number) {
    const [row] = await q(db, sql`SELECT title FROM announcements WHERE id = ${id}`);
    return (row?.title as { en?: string } | undefined)?.en ?? '';
  },

  async vendorName(db: Db, code: string) {
    const [row] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.vassalage, code));
    return row?.name ?? null;
  },

  /** The game's row as the art painter reads it (names, vendor, type, code), or null. */
  async game(db: Db, nodeId: number): Promise<Row | null> {
    const [row] = await q(
      db,
      sql`SELECT g.names, g.vassalage, g.game_type, g.game_code, v.name AS vendor_name
        FROM games g JOIN vendors v ON v.vassalage = g.vassalage WHERE g.node_id = ${nodeId}`,
    );
    return row ?? null;
  },
};
