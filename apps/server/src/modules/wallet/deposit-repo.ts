import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, minor, q, str } from '../../db/rows.ts';

export interface DepositChannel {
  id: number;
  code: string;
  name: string;
  kind: 'gateway' | 'manual';
  minAmount: bigint;
  maxAmount: bigint;
  bank: { bankName: string; accountName: string; accountNo: string } | null;
}

export interface Deposit {
  id: number;
  merchantId: number;
  memberId: number;
  amount: bigint;
  status: string;
  ref: string;
}

/** A channel as the console writes it: amounts in minor units. */
export interface ChannelFields {
  code: string;
  name: string;
  kind: DepositChannel['kind'];
  minAmount: bigint;
  maxAmount: bigint;
  sort: number;
  enabled: boolean;
  bank: DepositChannel['bank'];
}

const channelRow = (c: Record<string, unknown>): DepositChannel => ({
  id: int(c.id),
  code: str(c.code),
  name: str(c.name),
  kind: str(c.kind) as DepositChannel['kind'],
  minAmount: minor(c.min_amount),
  maxAmount: minor(c.max_amount),
  bank: (c.bank as DepositChannel['bank']) ?? null,
});

const depositRow = (d: Record<string, unknown>): Deposit => ({
  id: int(d.id),
  merchantId: int(d.merchant_id),
  memberId: int(d.member_id),
  amount: minor(d.amount),
  status: str(d.status),
  ref: str(d.gateway_ref),
});

/** SQL of deposit channels and deposits (the tables of schema.ts). */
export const depositRepo = {
  /**
   * A new brand's channels, copied from its template's: gateways as they are; manual bank transfers switched off
   * and without the template's bank account (the new operator enters its own).
   */
  async copyChannels(tx: Db, from: number, to: number) {
    const rows = await q(
      tx,
      sql`INSERT INTO deposit_channels (merchant_id, code, name, kind, min_amount, max_amount, sort, enabled, bank)
        SELECT ${to}, code, name, kind, min_amount, max_amount, sort, enabled AND kind = 'gateway',
          CASE WHEN kind = 'manual' THEN '{"bankName":"","accountName":"","accountNo":""}'::jsonb ELSE bank END
        FROM deposit_channels WHERE merchant_id = ${from} RETURNING id`,
    );
    return rows.length;
  },

  /** Every channel of the brand as a brand document holds it: no bank account. */
  async channelsForDocument(db: Db, merchantId: number) {
    const rows = await q(
      db,
      sql`SELECT code, name, kind, min_amount::text AS min_amount, max_amount::text AS max_amount, sort, enabled
        FROM deposit_channels WHERE merchant_id = ${merchantId} ORDER BY sort, id`,
    );
    return rows.map((r) => ({
      code: str(r.code),
      name: str(r.name),
      kind: str(r.kind) as DepositChannel['kind'],
      minAmount: str(r.min_amount),
      maxAmount: str(r.max_amount),
      sort: int(r.sort),
      enabled: Boolean(r.enabled),
    }));
  },

  /** A new brand's channels from a document: manual bank transfers off and without an account until entered. */
  async insertFromDocument(
    tx: Db,
    merchantId: number,
    channels: Array<{
      code: string;
      name: string;
      kind: string;
      minAmount: string;
      maxAmount: string;
      sort: number;
      enabled: boolean;
    }>,
  ) {
    for (const c of channels)
      await q(
        tx,
        sql`INSERT INTO deposit_channels (merchant_id, code, name, kind, min_amount, max_amount, sort, enabled, bank)
          VALUES (${merchantId}, ${c.code}, ${c.name}, ${c.kind}, ${c.minAmount}::bigint, ${c.maxAmount}::bigint, ${c.sort},
            ${c.enabled && c.kind === 'gateway'},
            ${c.kind === 'manual' ? '{"bankName":"","accountName":"","accountNo":""}' : null}::jsonb)`,
      );
    return channels.length;
  },

  /** Every channel of the brand, on and off, for the console. */
  async allChannels(db: Db, merchantId: number) {
    const rows = await q(db, sql`SELECT * FROM deposit_channels WHERE merchant_id = ${merchantId} ORDER BY sort, id`);
    return rows.map((r) => ({ ...channelRow(r), sort: int(r.sort), enabled: Boolean(r.enabled) }));
  },

  /** One channel of the brand, locked for its change. */
  async channelForUpdate(tx: Db, merchantId: number, id: number) {
    const [r] = await q(
      tx,
      sql`SELECT * FROM deposit_channels WHERE id = ${id} AND merchant_id = ${merchantId} FOR UPDATE`,
    );
    return r ? { ...channelRow(r), sort: int(r.sort), enabled: Boolean(r.enabled) } : null;
  },

  /** Adds or replaces a channel; null when another channel of the brand has the code. */
  async saveChannel(tx: Db, merchantId: number, c: ChannelFields, id?: number) {
    const bank = c.bank ? JSON.stringify(c.bank) : null;
    const rows = id
      ? await q(
          tx,
          sql`UPDATE deposit_channels SET code = ${c.code}, name = ${c.name}, kind = ${c.kind}, min_amount = ${c.minAmount},
            max_amount = ${c.maxAmount}, sort = ${c.sort}, enabled = ${c.enabled}, bank = ${bank}::jsonb
          WHERE id = ${id} AND merchant_id = ${merchantId}
            AND NOT EXISTS (SELECT 1 FROM deposit_channels o WHERE o.merchant_id = ${merchantId} AND o.code = ${c.code} AND o.id <> ${id})
          RETURNING id`,
        )
      : await q(
          tx,
          sql`INSERT INTO deposit_channels (merchant_id, code, name, kind, min_amount, max_amount, sort, enabled, bank)
          VALUES (${merchantId}, ${c.code}, ${c.name}, ${c.kind}, ${c.minAmount}, ${c.maxAmount}, ${c.sort}, ${c.enabled}, ${bank}::jsonb)
          ON CONFLICT (merchant_id, code) DO NOTHING RETURNING id`,
        );
    return rows[0] ? int(rows[0].id) : null;
  },

  /** The brand's enabled channels, in their order. */
  async channels(db: Db, merchantId: number) {
    const rows = await q(
      db,
      sql`SELECT * FROM deposit_channels WHERE merchant_id = ${merchantId} AND enabled ORDER BY sort, id`,
    );
    return rows.map(channelRow);
  },

  /** One enabled channel of the brand, of the kind asked. */
  async channel(db: Db, merchantId: number, channelId: number, kind: DepositChannel['kind']) {
    const [c] = await q(
      db,
      sql`SELECT * FROM deposit_channels WHERE id = ${channelId} AND merchant_id = ${merchantId} AND enabled AND kind = ${kind}`,
    );
    return c ? channelRow(c) : null;
  },

  /** A pending deposit under its reference (with the proof images of a manual one). */
  async insert(
    db: Db,
    d: { merchantId: number; memberId: number; channelId: number; amount: bigint; ref: string; proofIds?: number[] },
  ) {
    await q(
      db,
      sql`INSERT INTO deposits (merchant_id, member_id, channel_id, amount, status, gateway_ref, proof_ids)
        VALUES (${d.merchantId}, ${d.memberId}, ${d.channelId}, ${d.amount.toString()}, 'pending', ${d.ref},
          ${`{${(d.proofIds ?? []).join(',')}}`}::int[])`,
    );
  },

  async byRef(db: Db, ref: string) {
    const [d] = await q(db, sql`SELECT * FROM deposits WHERE gateway_ref = ${ref}`);
    return d ? depositRow(d) : null;
  },

  /** The deposit under its reference, locked until the transaction ends (its decision takes turns). */
  async lockByRef(tx: Db, ref: string) {
    const [d] = await q(tx, sql`SELECT * FROM deposits WHERE gateway_ref = ${ref} FOR UPDATE`);
    return d ? depositRow(d) : null;
  },

  async markPaid(tx: Db, id: number, operatorId: number | null) {
    await q(
      tx,
      sql`UPDATE deposits SET status = 'paid', completed_at = now(), decided_by = ${operatorId} WHERE id = ${id}`,
    );
  },

  /** Closes a pending deposit; false when it was no longer pending. */
  async close(tx: Db, ref: string, status: 'cancelled' | 'rejected', operatorId: number | null) {
    const r = await q(
      tx,
      sql`UPDATE deposits SET status = ${status}, completed_at = now(), decided_by = ${operatorId}
        WHERE gateway_ref = ${ref} AND status = 'pending' RETURNING id`,
    );
    return r.length > 0;
  },

  /** The console's list, newest first. */
  async list(db: Db, filter: { memberId?: number; status?: string }, limit: number) {
    const rows = await q(
      db,
      sql`SELECT d.*, c.name AS channel_name, m.username FROM deposits d
        JOIN deposit_channels c ON c.id = d.channel_id JOIN members m ON m.id = d.member_id
      WHERE (${filter.memberId ?? null}::int IS NULL OR d.member_id = ${filter.memberId ?? null})
        AND (${filter.status ?? null}::text IS NULL OR d.status = ${filter.status ?? null})
      ORDER BY d.id DESC LIMIT ${limit}`,
    );
    return rows.map((d) => ({
      ...depositRow(d),
      username: str(d.username),
      channel: str(d.channel_name),
      proofIds: (d.proof_ids as number[] | null) ?? [],
      createdAt: iso(d.created_at),
    }));
  },
};

/** A new brand's deposit channels: its template's (brand launch). */
export const copyDepositChannels = depositRepo.copyChannels;
export const channelsForDocument = depositRepo.channelsForDocument;
export const insertChannelsFromDocument = depositRepo.insertFromDocument;
