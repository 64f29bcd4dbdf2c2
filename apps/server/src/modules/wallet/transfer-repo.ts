import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { q } from '../../db/rows.ts';
import { HOUSE_SHARDS } from './ledger.ts';

export type TransferStatus = 'pending' | 'done' | 'failed';

export interface StartedTransfer {
  outcome: 'started' | 'existing' | 'unavailable' | 'insufficient';
  id: number;
  amount: bigint;
  balance: bigint;
  status: TransferStatus;
  vassalage: string;
  direction: string;
}

const $ = sql.placeholder;

/** The two calls of every transfer, as named statements: PostgreSQL parses and plans each once per connection. */
const startQuery = preparedFor('vendor_transfer_start', (db) =>
  db
    .select({
      outcome: sql<string>`outcome`,
      id: sql<number | null>`id`,
      amount: sql<string | null>`amount::text`,
      balance: sql<string | null>`balance::text`,
      status: sql<string | null>`status`,
      vassalage: sql<string | null>`vassalage`,
      direction: sql<string | null>`direction`,
    })
    .from(
      sql`vendor_transfer_start(${$('member')}::int, ${$('vassalage')}::text, ${$('direction')}::text,
        ${$('amount')}::bigint, ${$('requestId')}::text, ${$('shards')}::int)`,
    ),
);
const settleQuery = preparedFor('vendor_transfer_settle', (db) =>
  db
    .select({ status: sql<TransferStatus>`status`, decided: sql<boolean>`decided` })
    .from(sql`vendor_transfer_settle(${$('id')}::int, ${$('outcome')}::text, ${$('shards')}::int)`),
);

/** SQL of transfers between the main wallet and transfer-wallet vendors (functions of migration 0401). */
export const transferRepo = {
  /** Records the transfer and holds its money in transit, in one round trip; a null amount moves everything. */
  async start(
    db: Db,
    memberId: number,
    t: { vassalage: string; direction: 'in' | 'out'; amount: bigint | null; requestId: string | null },
  ): Promise<StartedTransfer> {
    const [r] = await startQuery(db).execute({
      member: memberId,
      vassalage: t.vassalage,
      direction: t.direction,
      amount: t.amount?.toString() ?? null,
      requestId: t.requestId,
      shards: HOUSE_SHARDS,
    });
    return {
      outcome: r?.outcome as StartedTransfer['outcome'],
      id: Number(r?.id ?? 0),
      amount: BigInt(String(r?.amount ?? 0)),
      balance: BigInt(String(r?.balance ?? 0)),
      status: (r?.status ?? 'pending') as TransferStatus,
      vassalage: String(r?.vassalage ?? t.vassalage),
      direction: String(r?.direction ?? t.direction),
    };
  },

  /** Decides a pending transfer and moves its money on or back; the status after, and whether this call decided. */
  async settle(db: Db, id: number, outcome: 'done' | 'failed'): Promise<{ status: TransferStatus; decided: boolean }> {
    const [r] = await settleQuery(db).execute({ id, outcome, shards: HOUSE_SHARDS });
    return { status: r?.status as TransferStatus, decided: r?.decided === true };
  },

  /**
   * Claims up to 100 transfers pending for longer than `olderThanSeconds` for `claimSeconds` (committed at once), so
   * that several instances never ask the vendor about one transfer at the same time; says which have a hold.
   */
  async claimStale(db: Db, olderThanSeconds: number, claimSeconds: number) {
    const rows = await q(
      db,
      sql`UPDATE vendor_transfers t SET claimed_until = now() + make_interval(secs => ${claimSeconds})
      WHERE id IN (SELECT id FROM vendor_transfers WHERE status = 'pending'
        AND created_at < now() - make_interval(secs => ${olderThanSeconds})
        AND (claimed_until IS NULL OR claimed_until < now()) ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
      AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING id, held`,
    );
    return rows.map((r) => ({ id: Number(r.id), held: r.held === true })).sort((a, b) => a.id - b.id);
  },
};
