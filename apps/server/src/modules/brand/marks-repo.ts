import type { TMarkMime } from '@portal/contracts/brand-marks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandImages } from './schema.ts';

/** A brand's uploaded logo and icon, kept with its other images (`brand_images`) so every instance serves them. */
export const marksRepo = {
  insert: async (tx: Db, merchantId: number, mime: TMarkMime, bytes: Buffer) => {
    const [row] = await tx.insert(brandImages).values({ merchantId, mime, bytes }).returning({ id: brandImages.id });
    if (!row) throw new Error('image not inserted');
    return row.id;
  },

  /** The image if it is this brand's (another brand's id reads as none). */
  image: async (db: Db, merchantId: number, id: number) => {
    const [row] = await db
      .select({ mime: brandImages.mime, bytes: brandImages.bytes })
      .from(brandImages)
      .where(and(eq(brandImages.id, id), eq(brandImages.merchantId, merchantId)));
    return row ?? null;
  },

  /** A replaced mark's image: nothing addresses it any more (a mark is reached by its brand's path, not its id). */
  remove: async (tx: Db, merchantId: number, id: number) => {
    await tx.delete(brandImages).where(and(eq(brandImages.id, id), eq(brandImages.merchantId, merchantId)));
  },
};
