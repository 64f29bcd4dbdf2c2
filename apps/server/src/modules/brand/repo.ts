import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, banners, helpArticles, merchantVendors, vendors } from '../../db/schema/core.ts';

export const brandRepo = {
  banners: (db: Db, merchantId: number, group?: string) =>
    db
      .select()
      .from(banners)
      .where(
        group
          ? and(eq(banners.merchantId, merchantId), eq(banners.groupName, group))
          : eq(banners.merchantId, merchantId),
      )
      .orderBy(asc(banners.sort)),

  announcements: (db: Db, merchantId: number, types: string[]) =>
    db
      .select()
      .from(announcements)
      .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.type, types as Array<'B'>)))
      .orderBy(desc(announcements.publishedAt), asc(announcements.sort)),

  help: (db: Db, merchantId: number) =>
    db.select().from(helpArticles).where(eq(helpArticles.merchantId, merchantId)).orderBy(asc(helpArticles.sort)),

  vendors: (db: Db, merchantId: number) =>
    db
      .select({
        vassalage: vendors.vassalage,
        name: vendors.name,
        category: vendors.category,
        gameClassify: vendors.gameClassify,
        walletMode: vendors.walletMode,
        logoUrl: vendors.logoUrl,
        maintenance: vendors.maintenance,
        isHot: merchantVendors.isHot,
      })
      .from(merchantVendors)
      .innerJoin(vendors, eq(vendors.vassalage, merchantVendors.vassalage))
      .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true)))
      .orderBy(asc(merchantVendors.sort)),
};
