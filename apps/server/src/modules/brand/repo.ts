import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, banners, helpArticles, merchantVendors, vendors } from '../../db/schema/core.ts';

export const brandRepo = {
  banners: (db: Db, merchantId: number, group?: string) =>
    db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.merchantId, merchantId),
          eq(banners.enabled, true),
          group ? eq(banners.groupName, group) : undefined,
        ),
      )
      .orderBy(asc(banners.sort), asc(banners.id)),

  announcements: (db: Db, merchantId: number, types: string[]) =>
    db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantId, merchantId),
          eq(announcements.enabled, true),
          inArray(announcements.type, types as Array<'B'>),
        ),
      )
      // The operator's order (console), newest first among equals.
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt)),

  help: (db: Db, merchantId: number) =>
    db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.enabled, true)))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),

  vendors: (db: Db, merchantId: number) =>
    db
      .select({
        vassalage: vendors.vassalage,
        name: vendors.name,
        category: vendors.category,
        gameClassify: vendors.gameClassify,
        walletMode: vendors.walletMode,
        logoUrl: vendors.logoUrl,
        // The vendor's own maintenance or this brand's: either closes it.
        maintenance: sql<boolean>`(${vendors.maintenance} OR ${merchantVendors.maintenance})`,
        isHot: merchantVendors.isHot,
      })
      .from(merchantVendors)
      .innerJoin(vendors, eq(vendors.vassalage, merchantVendors.vassalage))
      .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true)))
      .orderBy(asc(merchantVendors.sort)),
};
