import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { house, memberHeld, memberMain, postTransfer } from '../../src/modules/wallet/ledger.ts';
import { autoReceipt } from '../../src/modules/wallet/withdrawals.ts';
import { freshPgDatabase } from './pg-helper.ts';

describe('withdrawal auto-receipt across instances', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshPgDatabase());
  });
  afterAll(async () => drop());

  it('moves each overdue payout exactly once when several runners race', async () => {
    const db = database.db;
    const rows = (q: ReturnType<typeof sql>) =>
      db.execute(q).then((r) => (r as unknown as { rows: Array<Record<string, unknown>> }).rows);
    const [m] = await rows(sql`SELECT id, merchant_id FROM members WHERE username = 'demo_player'`);
    const memberId = Number(m?.id);
    const [acc] = await rows(
      sql`INSERT INTO bound_accounts (member_id, kind, provider, account_name, account_no) VALUES (${memberId}, 'bank', 'B', 'N', '99990000') RETURNING id`,
    );
    for (let i = 0; i < 20; i++) {
      const [w] =
        await rows(sql`INSERT INTO withdrawals (merchant_id, member_id, bound_account_id, amount, status, paid_at)
        VALUES (${m?.merchant_id}, ${memberId}, ${acc?.id}, 100, 'paid', now() - interval '3 days') RETURNING id`);
      await postTransfer(db, {
        from: memberMain(memberId),
        to: memberHeld(memberId),
        amount: 100n,
        kind: 'withdrawal_hold',
        idempotencyKey: `h${w?.id}`,
      });
      await postTransfer(db, {
        from: memberHeld(memberId),
        to: house('withdrawals_paid'),
        amount: 100n,
        kind: 'withdrawal_payout',
        idempotencyKey: `p${w?.id}`,
      });
    }
    const counts = await Promise.all(Array.from({ length: 4 }, () => autoReceipt(db)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    const [left] = await rows(sql`SELECT count(*)::int AS n FROM withdrawals WHERE status = 'paid'`);
    expect(Number(left?.n)).toBe(0);
  });
});
