import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q } from '../../db/rows.ts';
import { rebateRepo } from './repo.ts';

/** Demo rates (basis points) below the first level; each VIP level adds LEVEL_STEP to every product. */
const BASE: Record<string, number> = {
  RNG: 40,
  LIVE: 30,
  INHOUSE: 50,
  FISH: 40,
  PVP: 30,
  SPORTS: 30,
  ESPORTS: 30,
  ELOTT: 20,
  LOTT: 20,
};
const LEVEL_STEP = 10;

/** The demo brand's rebate rates, once: a brand with any rate keeps what its operator set. */
export async function seedRebateRates(db: Db): Promise<void> {
  const [brand] = await q(
    db,
    sql`SELECT id, config->'vipLevels' AS levels FROM merchants WHERE is_default ORDER BY id LIMIT 1`,
  );
  if (!brand) return;
  const merchantId = int(brand.id);
  if ((await rebateRepo.allRates(db, merchantId)).length > 0) return;
  const levels = [0, ...((brand.levels ?? []) as Array<{ rankLevel: number }>).map((l) => l.rankLevel)];
  await rebateRepo.replaceRates(
    db,
    merchantId,
    levels.flatMap((rankLevel, i) =>
      Object.entries(BASE).map(([product, bp]) => ({ rankLevel, product, rateBp: Math.min(500, bp + i * LEVEL_STEP) })),
    ),
  );
}
