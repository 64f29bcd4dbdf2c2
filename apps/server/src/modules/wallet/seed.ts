import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/accounts.ts';
import { merchants } from '../../db/schema/core.ts';
import { completeDeposit, requestDeposit } from './deposits.ts';
import { house, memberMain, postTransfer } from './ledger.ts';

/**
 * Every demo account starts with 1,000.00, credited from the house cashier through the ledger (once: keyed);
 * demo_player's comes as completed deposits instead (seedVipDeposits), so the demo shows a VIP rank.
 */
export async function seedWallets(db: Db): Promise<void> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.isDefault, true));
  if (!merchant) return;
  await db.execute(sql`INSERT INTO deposit_channels (merchant_id, code, name, kind, min_amount, max_amount, sort, bank) VALUES
    (${merchant.id}, 'SANDBOX', 'Sandbox Pay', 'gateway', 1000, 1000000, 1, NULL),
    (${merchant.id}, 'PIX', 'PIX (sandbox)', 'gateway', 2000, 5000000, 2, NULL),
    (${merchant.id}, 'BANK', 'Transferência bancária', 'manual', 5000, 10000000, 3, ${JSON.stringify({ bankName: 'Banco Demo Lumen', accountName: 'Lumen Play Ltd', accountNo: '0012 3456 7890' })}::jsonb)
    ON CONFLICT DO NOTHING`);
  const demo = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.merchantId, merchant.id));
  for (const m of demo.filter((x) => x.username.startsWith('demo_') && x.username !== 'demo_player')) {
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
  await seedVipDeposits(db, merchant.id);
}

/**
 * demo_player's deposit history: two sandbox deposits (1,000.00 in all, its starting balance) requested and completed through the cashier
 * path, which puts the player at the demo club's rank 2 (Silver). Only when the player has no deposits yet.
 */
async function seedVipDeposits(db: Db, merchantId: number): Promise<void> {
  const [player] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`${members.merchantId} = ${merchantId} AND ${members.username} = 'demo_player'`);
  if (!player) return;
  const r = (await db.execute(
    sql`SELECT count(*)::int AS n FROM deposits WHERE member_id = ${player.id}`,
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  if (Number(r.rows[0]?.n ?? 0) > 0) return;
  const [channel] = (
    (await db.execute(
      sql`SELECT id FROM deposit_channels WHERE merchant_id = ${merchantId} AND code = 'SANDBOX'`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  if (!channel) return;
  for (const amount of ['400.00', '600.00']) {
    const { ref } = await requestDeposit(db, merchantId, player.id, Number(channel.id), amount);
    await completeDeposit(db, ref, null, null, { tell: false });
  }
}
