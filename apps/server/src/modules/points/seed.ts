import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q } from '../../db/rows.ts';
import { memberMain, postTransfer } from '../wallet/index.ts';
import { POINTS_HOUSE } from './earn.ts';
import { itemRepo } from './item-repo.ts';
import { DEMO_EARN_RATES, DEMO_EXCHANGE_RATES, DEMO_ITEMS } from './seed-items.ts';

const defaultBrand = async (db: Db) =>
  (await q(db, sql`SELECT id FROM merchants WHERE is_default ORDER BY id LIMIT 1`))[0]?.id;

/** The demo brand's points programme and mall items (once: only for a brand that has none yet). */
export async function seedMall(db: Db): Promise<void> {
  const id = await defaultBrand(db);
  if (id === undefined) return;
  const merchantId = int(id);
  await q(
    db,
    sql`INSERT INTO points_programmes (merchant_id, earn_rates, exchange_rates)
      VALUES (${merchantId}, ${JSON.stringify(DEMO_EARN_RATES)}::jsonb, ${JSON.stringify(DEMO_EXCHANGE_RATES)}::jsonb)
      ON CONFLICT (merchant_id) DO NOTHING`,
  );
  const [has] = await q(db, sql`SELECT 1 FROM mall_items WHERE merchant_id = ${merchantId} LIMIT 1`);
  if (has) return;
  for (const item of DEMO_ITEMS) await itemRepo.insert(db, { ...item, merchantId });
}

/** Demo members start with points to spend (keyed: once each). */
export async function seedPoints(db: Db): Promise<void> {
  const rows = await q(
    db,
    sql`SELECT m.id, m.username FROM members m JOIN merchants mc ON mc.id = m.merchant_id
      WHERE mc.is_default AND m.username LIKE 'demo\\_%' AND m.is_agent <> 4`,
  );
  for (const r of rows) {
    const points = r.username === 'demo_player' ? 2400n : 800n;
    await postTransfer(db, {
      from: POINTS_HOUSE,
      to: memberMain(int(r.id)),
      amount: points,
      asset: 'POINTS',
      kind: 'points_earn',
      memberId: int(r.id),
      memo: 'Demo welcome points',
      idempotencyKey: `seed:points:${int(r.id)}`,
    });
  }
}
