import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, iso, isoOrNull, q, str } from '../../db/rows.ts';

const ORDER: Record<string, SQL> = {
  username: sql`o.username`,
  role: sql`o.role`,
  createdAt: sql`o.created_at`,
  lastSignInAt: sql`last_sign_in_at`,
};

/** Operators with their two-factor state and last sign-in (their newest session), paged on the server. */
export async function operatorPage(
  db: Db,
  f: {
    q?: string | undefined;
    role?: string | undefined;
    sort: string;
    dir: 'asc' | 'desc';
    page: number;
    size: number;
  },
) {
  const where = sql`(${f.q ?? null}::text IS NULL OR o.username ILIKE ${`%${f.q ?? ''}%`})
    AND (${f.role ?? null}::text IS NULL OR o.role = ${f.role ?? null})`;
  const order = sql.join(
    [ORDER[f.sort] ?? sql`o.username`, f.dir === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`],
    sql` `,
  );
  const rows = await q(
    db,
    sql`SELECT o.id, o.username, o.role, o.disabled, o.created_at, o.brands, COALESCE(t.enabled, false) AS two_factor,
        (SELECT max(s.created_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS last_sign_in_at
      FROM operators o LEFT JOIN operator_two_factor t ON t.operator_id = o.id
      WHERE ${where} ORDER BY ${order}, o.id LIMIT ${f.size} OFFSET ${f.page * f.size}`,
  );
  const [count] = await q(db, sql`SELECT count(*)::int AS n FROM operators o WHERE ${where}`);
  return {
    rows: rows.map((r) => ({
      id: int(r.id),
      username: str(r.username),
      role: str(r.role) as 'admin' | 'finance' | 'support',
      disabled: Boolean(r.disabled),
      twoFactor: Boolean(r.two_factor),
      createdAt: iso(r.created_at),
      lastSignInAt: isoOrNull(r.last_sign_in_at),
      brands: (r.brands as string[] | null) ?? [],
    })),
    total: int(count?.n),
  };
}

export async function operatorByName(db: Db, username: string) {
  const [r] = await q(db, sql`SELECT id, username, role FROM operators WHERE username = ${username}`);
  return r ? { id: int(r.id), username: str(r.username), role: str(r.role) } : null;
}

export async function setRole(db: Db, id: number, role: string) {
  await q(db, sql`UPDATE operators SET role = ${role} WHERE id = ${id}`);
}
