import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q } from '../../db/rows.ts';
import { promotionsRepo } from './repo.ts';
import { demoPromotions } from './seed-promotions.ts';
import { valuesOf } from './view.ts';

/** The demo brand's promotions, once: a promotion whose code the brand already has is left as the operator made it. */
export async function seedPromotions(db: Db): Promise<void> {
  const [brand] = await q(
    db,
    sql`SELECT id, config->>'defaultLang' AS lang FROM merchants WHERE is_default ORDER BY id LIMIT 1`,
  );
  if (!brand) return;
  const merchantId = int(brand.id);
  for (const { status, ...input } of demoPromotions(new Date())) {
    if (await promotionsRepo.codeTaken(db, merchantId, input.code, null)) continue;
    await promotionsRepo.insert(db, valuesOf(merchantId, String(brand.lang ?? 'pt'), input), status);
  }
}
