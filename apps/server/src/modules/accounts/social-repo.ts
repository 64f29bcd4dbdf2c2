import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q, str } from '../../db/rows.ts';

/** Social sign-in's rows: the pending states, the linked identities and the one-time login codes. */

export interface SocialState {
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export const socialRepo = {
  dropExpiredStates: async (db: Db) => {
    await q(db, sql`DELETE FROM social_states WHERE expires_at < now()`);
  },

  insertState: async (
    db: Db,
    s: {
      state: string;
      merchantId: number;
      provider: string;
      codeVerifier: string;
      nonce: string;
      redirectUri: string;
      minutes: number;
    },
  ) => {
    await q(
      db,
      sql`INSERT INTO social_states (state, merchant_id, provider, code_verifier, nonce, redirect_uri, expires_at) VALUES (${s.state}, ${s.merchantId}, ${s.provider}, ${s.codeVerifier}, ${s.nonce}, ${s.redirectUri}, now() + make_interval(mins => ${s.minutes}))`,
    );
  },

  /** Takes the state (deleted: it is used once); null when unknown, another brand's or provider's, or expired. */
  takeState: async (db: Db, merchantId: number, provider: string, state: string): Promise<SocialState | null> => {
    const [s] = await q(
      db,
      sql`DELETE FROM social_states WHERE state = ${state} AND provider = ${provider} AND merchant_id = ${merchantId} AND expires_at > now() RETURNING *`,
    );
    return s ? { codeVerifier: str(s.code_verifier), nonce: str(s.nonce), redirectUri: str(s.redirect_uri) } : null;
  },

  /** The member linked to the provider's subject, or null. */
  linkedMemberId: async (db: Db, merchantId: number, provider: string, subject: string): Promise<number | null> => {
    const [linked] = await q(
      db,
      sql`SELECT member_id FROM social_identities WHERE merchant_id = ${merchantId} AND provider = ${provider} AND subject = ${subject}`,
    );
    return linked ? Number(linked.member_id) : null;
  },

  linkIdentity: async (
    db: Db,
    i: { merchantId: number; provider: string; subject: string; memberId: number; email: string | null },
  ) => {
    await q(
      db,
      sql`INSERT INTO social_identities (merchant_id, provider, subject, member_id, email) VALUES (${i.merchantId}, ${i.provider}, ${i.subject}, ${i.memberId}, ${i.email}) ON CONFLICT DO NOTHING`,
    );
  },

  insertLoginCode: async (db: Db, codeHash: string, memberId: number, seconds: number) => {
    await q(
      db,
      sql`INSERT INTO login_codes (code_hash, member_id, expires_at) VALUES (${codeHash}, ${memberId}, now() + make_interval(secs => ${seconds}))`,
    );
  },

  /** Uses the login code (once, unexpired); the member it was for, or null. */
  useLoginCode: async (db: Db, codeHash: string): Promise<number | null> => {
    const [c] = await q(
      db,
      sql`UPDATE login_codes SET used_at = now() WHERE code_hash = ${codeHash} AND used_at IS NULL AND expires_at > now() RETURNING member_id`,
    );
    return c ? Number(c.member_id) : null;
  },
};
