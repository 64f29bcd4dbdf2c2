import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q, str } from '../../db/rows.ts';
import { vendors } from '../../db/schema/core.ts';

/** SQL of the wallet's member-side tables: payment passwords, bound accounts, proof uploads; and team targets. */
export const walletRepo = {
  /** The member's payment password hash, or null when none is set. */
  async paymentPasswordHash(db: Db, memberId: number) {
    const [r] = await q(db, sql`SELECT password_hash FROM payment_passwords WHERE member_id = ${memberId}`);
    return r ? str(r.password_hash) : null;
  },

  async setPaymentPasswordHash(db: Db, memberId: number, hash: string) {
    await q(
      db,
      sql`INSERT INTO payment_passwords (member_id, password_hash) VALUES (${memberId}, ${hash})
      ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
    );
  },

  async boundAccounts(db: Db, memberId: number) {
    const rows = await q(db, sql`SELECT * FROM bound_accounts WHERE member_id = ${memberId} ORDER BY id`);
    return rows.map((r) => ({
      id: int(r.id),
      kind: str(r.kind) as 'bank' | 'ewallet',
      provider: str(r.provider),
      accountName: str(r.account_name),
      accountNo: str(r.account_no),
    }));
  },

  /** Binds an account; false when the same one is bound already. */
  async bindAccount(
    db: Db,
    memberId: number,
    b: { kind: 'bank' | 'ewallet'; provider: string; accountName: string; accountNo: string },
  ) {
    const r = await q(
      db,
      sql`INSERT INTO bound_accounts (member_id, kind, provider, account_name, account_no)
        VALUES (${memberId}, ${b.kind}, ${b.provider}, ${b.accountName}, ${b.accountNo})
      ON CONFLICT DO NOTHING RETURNING id`,
    );
    return r.length > 0;
  },

  async insertUpload(db: Db, memberId: number, p: { mime: string; bytes: Buffer }) {
    const [r] = await q(
      db,
      sql`INSERT INTO uploads (member_id, mime, bytes) VALUES (${memberId}, ${p.mime}, ${p.bytes}) RETURNING id`,
    );
    return int(r?.id);
  },

  async upload(db: Db, id: number) {
    const [r] = await q(db, sql`SELECT member_id, mime, bytes FROM uploads WHERE id = ${id}`);
    return r ? { memberId: int(r.member_id), mime: str(r.mime), bytes: Buffer.from(r.bytes as Uint8Array) } : null;
  },

  /** An agent's direct downlines, by name. */
  async downlines(db: Db, memberId: number) {
    const rows = await q(
      db,
      sql`SELECT id, username, nickname FROM members WHERE upline_id = ${memberId} ORDER BY username`,
    );
    return rows.map((r) => ({ id: int(r.id), username: str(r.username), nickname: str(r.nickname) }));
  },

  async member(db: Db, memberId: number) {
    const [r] = await q(db, sql`SELECT id, username, nickname FROM members WHERE id = ${memberId}`);
    return r ? { id: int(r.id), username: str(r.username), nickname: str(r.nickname) } : null;
  },

  /** The vendors that keep their own wallet (transfer-wallet vendors). */
  async transferVendors(db: Db) {
    const rows = await db.select({ v: vendors.vassalage }).from(vendors).where(eq(vendors.walletMode, 'transfer'));
    return rows.map((r) => r.v);
  },
};
