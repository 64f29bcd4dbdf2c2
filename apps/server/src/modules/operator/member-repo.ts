import { type SQL, sql } from 'drizzle-orm';
import { type Brands, ofBrands } from '../../db/brand-filter.ts';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, minor, q, str, strOrNull } from '../../db/rows.ts';
import { forgetMemberSessions } from '../../platform/session-cache.ts';

type Dir = 'asc' | 'desc';
export type MemberKind = 'player' | 'agent' | 'trial';
const kindOf = (isAgent: unknown): MemberKind =>
  Number(isAgent) === 4 ? 'trial' : Number(isAgent) ? 'agent' : 'player';

/**
 * How a search text matches: an id, a username (prefix), a mobile number (digits anywhere), an email, an address
 * (prefix, so `10.2.` finds a network) the member registered or signed in from.
 */
function matches(field: string, text: string | undefined): SQL {
  if (!text) return sql`true`;
  const digits = text.replace(/\D/g, '');
  const byId = /^\d{1,9}$/.test(text) ? sql`m.id = ${Number(text)}` : sql`false`;
  const byUsername = sql`m.username LIKE ${`${text.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`;
  const byMobile =
    digits.length >= 3 ? sql`(coalesce(m.dialing_code, '') || m.mobile) LIKE ${`%${digits}%`}` : sql`false`;
  const byEmail = sql`lower(m.email) LIKE ${`%${text.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`;
  const ip = text.toLowerCase();
  const byIp = /^[0-9a-f.:]{2,45}$/.test(ip)
    ? sql`(m.registration_ip LIKE ${`${ip}%`}
        OR EXISTS (SELECT 1 FROM member_sessions s WHERE s.member_id = m.id AND s.ip LIKE ${`${ip}%`}))`
    : sql`false`;
  const one: Record<string, SQL> = { id: byId, username: byUsername, mobile: byMobile, email: byEmail, ip: byIp };
  // Any field: an address only when the text looks like one (a dot or colon), not for every run of digits.
  const anyIp = /[.:]/.test(text) ? byIp : sql`false`;
  return one[field] ?? sql`(${byId} OR ${byUsername} OR ${byMobile} OR ${byEmail} OR ${anyIp})`;
}

const KIND: Record<string, SQL> = {
  player: sql`m.is_agent = 0`,
  agent: sql`m.is_agent NOT IN (0, 4)`,
  trial: sql`m.is_agent = 4`,
};
const ORDER: Record<string, SQL> = {
  id: sql`m.id`,
  username: sql`m.username`,
  createdAt: sql`m.created_at`,
  balance: sql`balance`,
};

const rowOf = (r: Record<string, unknown>) => ({
  id: int(r.id),
  merchant: str(r.merchant),
  username: str(r.username),
  nickname: str(r.nickname),
  mobile: r.mobile ? `${str(r.dialing_code)} ${str(r.mobile)}`.trim() : null,
  email: strOrNull(r.email),
  kind: kindOf(r.is_agent),
  locked: Boolean(r.disabled),
  balance: minor(r.balance),
  createdAt: iso(r.created_at),
  lastLoginAt: isoOrNull(r.last_login_at),
});

const SELECT = sql`SELECT m.*, mc.code AS merchant,
    COALESCE((SELECT a.balance FROM ledger_accounts a WHERE a.owner_kind = 'member' AND a.member_id = m.id
      AND a.purpose = 'main' AND a.asset = 'CASH'), 0)::text AS balance,
    (SELECT max(s.created_at) FROM member_sessions s WHERE s.member_id = m.id) AS last_login_at
  FROM members m JOIN merchants mc ON mc.id = m.merchant_id`;

export async function memberPage(
  db: Db,
  f: {
    q?: string | undefined;
    field: string;
    status?: string | undefined;
    kind?: string | undefined;
    sort: string;
    dir: Dir;
    page: number;
    size: number;
    brands?: Brands;
  },
) {
  const where = sql`${matches(f.field, f.q)}
    AND ${ofBrands(sql`m.merchant_id`, f.brands ?? null)}
    AND (${f.status ?? null}::text IS NULL OR m.disabled = ${f.status === 'locked'})
    AND ${f.kind ? (KIND[f.kind] ?? sql`true`) : sql`true`}`;
  const order = sql.join([ORDER[f.sort] ?? sql`m.id`, f.dir === 'asc' ? sql`ASC` : sql`DESC`], sql` `);
  const rows = await q(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY ${order}, m.id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n FROM members m WHERE ${where}`);
  return { rows: rows.map(rowOf), total: int(count?.n) };
}

export async function memberById(db: Db, id: number) {
  const [r] = await q(db, sql`${SELECT} WHERE m.id = ${id}`);
  if (!r) return null;
  const [up] = r.upline_id ? await q(db, sql`SELECT username FROM members WHERE id = ${int(r.upline_id)}`) : [];
  const [totals] = await q(
    db,
    sql`SELECT
        (SELECT COALESCE(sum(amount), 0) FROM deposits WHERE member_id = ${id} AND status = 'paid')::text AS deposits,
        (SELECT COALESCE(sum(amount), 0) FROM withdrawals WHERE member_id = ${id}
          AND status NOT IN ('pending', 'rejected', 'refunded'))::text AS withdrawals,
        (SELECT count(*)::int FROM member_sessions WHERE member_id = ${id} AND revoked_at IS NULL AND expires_at > now()) AS sessions,
        (SELECT config FROM merchants WHERE id = ${int(r.merchant_id)}) AS config`,
  );
  const balances = await q(
    db,
    sql`SELECT purpose, asset, balance::text AS balance FROM ledger_accounts
      WHERE owner_kind = 'member' AND member_id = ${id} ORDER BY asset, purpose <> 'main', purpose`,
  );
  return {
    ...rowOf(r),
    language: strOrNull(r.language),
    upline: up ? str(up.username) : null,
    affiliateCode: strOrNull(r.affiliate_code),
    payeeName: strOrNull(r.payee_name),
    lifetimeDeposits: minor(totals?.deposits),
    lifetimeWithdrawals: minor(totals?.withdrawals),
    activeSessions: int(totals?.sessions),
    labels: (Array.isArray(r.labels) ? r.labels : []) as Array<{ text: string; color: string; background: string }>,
    passwordChangeRequired: Boolean(r.password_change_required),
    registrationIp: strOrNull(r.registration_ip),
    config: (totals?.config ?? {}) as Record<string, unknown>,
    balances: balances.map((b) => ({ wallet: str(b.purpose), asset: str(b.asset), balance: minor(b.balance) })),
  };
}

export async function ledgerPage(
  db: Db,
  memberId: number,
  f: { kind?: string | undefined; dir: Dir; page: number; size: number },
) {
  const where = sql`a.owner_kind = 'member' AND a.member_id = ${memberId}
    AND (${f.kind ?? null}::text IS NULL OR t.kind = ${f.kind ?? null})`;
  const from = sql`FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id`;
  const rows = await q(
    db,
    sql`SELECT e.id, e.created_at, t.kind, a.purpose, a.asset, e.amount::text AS amount, e.balance_after::text AS balance_after, t.memo
      ${from} WHERE ${where} ORDER BY e.id ${f.dir === 'asc' ? sql`ASC` : sql`DESC`} LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`);
  return {
    rows: rows.map((r) => ({
      id: int(r.id),
      createdAt: iso(r.created_at),
      kind: str(r.kind),
      wallet: str(r.asset) === 'CASH' ? str(r.purpose) : `${str(r.purpose)} (${str(r.asset)})`,
      amount: minor(r.amount),
      balanceAfter: minor(r.balance_after),
      memo: strOrNull(r.memo),
    })),
    total: int(count?.n),
  };
}

export async function betPage(db: Db, memberId: number, f: { dir: Dir; page: number; size: number }) {
  const rows = await q(
    db,
    sql`SELECT g.round_id, g.provider, g.bet::text AS bet, g.win::text AS win, g.status, g.created_at, g.settled_at,
        ga.names->>'en' AS game, ga.vassalage AS vendor
      FROM game_rounds g LEFT JOIN games ga ON ga.node_id = g.node_id WHERE g.member_id = ${memberId}
      ORDER BY g.created_at ${f.dir === 'asc' ? sql`ASC` : sql`DESC`}, g.round_id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n FROM game_rounds WHERE member_id = ${memberId}`);
  return {
    rows: rows.map((r) => ({
      roundId: str(r.round_id),
      provider: str(r.provider),
      game: strOrNull(r.game),
      vendor: strOrNull(r.vendor),
      bet: minor(r.bet),
      win: minor(r.win),
      status: str(r.status) as 'open' | 'settled' | 'rolled_back',
      createdAt: iso(r.created_at),
      settledAt: isoOrNull(r.settled_at),
    })),
    total: int(count?.n),
  };
}

export async function sessionPage(db: Db, memberId: number, f: { dir: Dir; page: number; size: number }) {
  const rows = await q(
    db,
    sql`SELECT token_hash, login_type, ip, created_at, expires_at, revoked_at, (expires_at > now()) AS live FROM member_sessions
      WHERE member_id = ${memberId} ORDER BY created_at ${f.dir === 'asc' ? sql`ASC` : sql`DESC`}
      LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n FROM member_sessions WHERE member_id = ${memberId}`);
  return {
    rows: rows.map((r) => ({
      // A short prefix of the token's hash tells sessions apart without exposing anything usable.
      id: str(r.token_hash).slice(0, 10),
      loginType: str(r.login_type),
      ip: strOrNull(r.ip),
      createdAt: iso(r.created_at),
      expiresAt: iso(r.expires_at),
      revokedAt: isoOrNull(r.revoked_at),
      state: (r.revoked_at ? 'ended' : r.live ? 'active' : 'expired') as 'active' | 'expired' | 'ended',
    })),
    total: int(count?.n),
  };
}

/** Locks or unlocks; a lock also ends the member's sessions. Answers false for an unknown member. */
export async function setLocked(db: Db, memberId: number, locked: boolean) {
  const r = await q(db, sql`UPDATE members SET disabled = ${locked} WHERE id = ${memberId} RETURNING id`);
  if (r.length === 0) return false;
  // Ending the sessions also forgets them (an unlocked member had none cached: locked members are never confirmed).
  if (locked) await endSessions(db, memberId);
  return true;
}

export async function endSessions(db: Db, memberId: number) {
  const r = await q(
    db,
    sql`UPDATE member_sessions SET revoked_at = now()
      WHERE member_id = ${memberId} AND revoked_at IS NULL AND expires_at > now() RETURNING token_hash`,
  );
  forgetMemberSessions(memberId);
  return r.length;
}

export async function memberExists(db: Db, memberId: number) {
  return (await q(db, sql`SELECT 1 FROM members WHERE id = ${memberId}`)).length > 0;
}
