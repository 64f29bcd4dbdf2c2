import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements, banners, helpArticles, merchants, merchantVendors, vendors } from '../../db/schema/core.ts';
import { encryptCsPath } from './cs-path.ts';
import { demoConfig, demoVendors, hotVendors } from './demo-brand.ts';
import { demoAnnouncements, demoBanners, demoHelp, L } from './demo-content.ts';

export const DEMO_MERCHANT = 'LUMEN';

/** The demo brand "Lumen Play" with everything the portal shows; inserted once, found on later starts. */
export async function seedBrand(db: Db): Promise<void> {
  const existing = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT));
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const config = {
      ...demoConfig,
      customerService: [
        { type: '3', path: encryptCsPath('/support/chat?channel=live'), labelName: 'Live chat' },
        { type: '4', path: encryptCsPath('/support/chat?channel=vip'), labelName: 'VIP service' },
      ],
    };
    const [m] = await tx
      .insert(merchants)
      .values({ code: DEMO_MERCHANT, name: 'Lumen Play', hosts: ['lumen.localhost'], isDefault: true, config })
      .returning({ id: merchants.id });
    if (!m) throw new Error('demo merchant not inserted');
    await tx
      .insert(vendors)
      .values(
        demoVendors.map(([category, vassalage, name, walletMode]) => ({
          vassalage,
          name,
          category,
          gameClassify: category,
          walletMode,
          logoUrl: `/art/vendor/${vassalage}.svg`,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(merchantVendors).values(
      demoVendors.map(([, vassalage], i) => ({
        merchantId: m.id,
        vassalage,
        sort: i,
        isHot: hotVendors.has(vassalage),
      })),
    );
    await tx.insert(banners).values(
      demoBanners.map((b, i) => ({
        merchantId: m.id,
        groupName: b.group,
        category: b.category ?? null,
        url: `/art/banner/${b.group}-${i}.svg`,
        title: L(b.title),
        linkageType: b.link?.[0] ?? null,
        linkageTarget: b.link?.[1] ?? null,
        sort: i,
      })),
    );
    await tx.insert(announcements).values(
      demoAnnouncements.map((a, i) => ({
        merchantId: m.id,
        type: a.type,
        title: L(a.title),
        content: L(a.content),
        promotionId: a.type === 'PR' ? 1 : null,
        sort: i,
        publishedAt: new Date(Date.UTC(2026, 10, 20 - i, 9)),
      })),
    );
    await tx.insert(helpArticles).values(
      demoHelp.map((h, i) => ({
        merchantId: m.id,
        category: h.category,
        title: L(h.title),
        content: L(h.content),
        sort: i,
      })),
    );
  });
}
