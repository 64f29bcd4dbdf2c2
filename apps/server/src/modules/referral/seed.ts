import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q } from '../../db/rows.ts';

/** The demo brand's referral programme, once: on, a first deposit of 100.00 pays the referrer 20.00. */
export async function seedReferral(db: Db): Promise<void> {
  const [brand] = await q(db, sql`SELECT id FROM merchants WHERE is_default ORDER BY id LIMIT 1`);
  if (!brand) return;
  await q(
    db,
    sql`INSERT INTO referral_settings (merchant_id, enabled, min_deposit, reward)
      VALUES (${int(brand.id)}, true, 10000, 2000) ON CONFLICT (merchant_id) DO NOTHING`,
  );
}
