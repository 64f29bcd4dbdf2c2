import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/accounts.ts';
import { merchants } from '../../db/schema/core.ts';
import { house, memberMain, postTransfer } from './ledger.ts';

/** Every demo account starts with 1,000.00, credited from the house cashier through the ledger (once: keyed). */
export async function seedWallets(db: Db): Promise<void> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.isDefault, true));
  if (!merchant) return;
  await db.execute(sql`INSERT INTO deposit_channels (merchant_id, code, name, kind, min_amount, max_amount, sort, bank) VALUES
    (${merchant.id}, 'SANDBOX', 'Sandbox Pay', 'gateway', 1000, 1000000, 1, NULL),
    (${merchant.id}, 'PIX', 'PIX (sandbox)', 'gateway', 2000, 5000000, 2, NULL),
    (${merchant.id}, 'BANK', 'Bank transfer', 'manual', 5000, 10000000, 3, ${JSON.stringify({ bankName: 'Lumen Demo Bank', accountName: 'Lumen Play Ltd', accountNo: '0012 3456 7890' })}::jsonb)
    ON CONFLICT DO NOTHING`);
  const demo = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.merchantId, merchant.id));
  for (const m of demo.filter((x) => x.username.startsWith('demo_'))) {
    await postTransfer(db, {
      from: house('cashier'),
      to: memberMain(m.id),
      amount: 100_000n,
      kind: 'seed',
      memberId: m.id,
      memo: 'Demo starting balance',
      idempotencyKey: `seed:${m.id}`,
    });
  }
}
