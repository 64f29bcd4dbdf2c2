import type { Op } from '@portal/contracts/op';
import type { z } from 'zod';
import type { Brands } from '../db/brand-filter.ts';
import { AppError } from './errors.ts';
import type { App } from './http.ts';
import type { OperatorSession } from './operator-auth.ts';
import { type RecordKind, recordBrand } from './record-brands-repo.ts';

/**
 * Operators limited to some brands (their `brands` list; empty: every brand) reach only those brands. The brand a
 * console call is about is named by the path's `:code` or `:merchantCode`, the query's or the body's `merchant` or
 * `merchantCode` (absent: the installation's default brand), or by the record the path names (a member, a deposit,
 * a withdrawal, an approval: `RECORDS`). A limited operator is refused a call about another brand, and every call
 * about no brand at all (operators, audit, the catalogue), unless the call keeps its answer to the operator's brands
 * itself (`SCOPED_LISTS`, and the lists and reports of `FILTERED`, which read `brandsOf`): deny by default, so a new
 * call never leaks another brand's rows.
 */

/** Calls about no one brand that filter their own answer to the operator's brands. */
const SCOPED_LISTS = new Set(['GET /admin/api/merchants', 'GET /admin/api/console/brands']);

/** Lists and reports for the brand they name, else for every brand the operator may see (`brandsOf`). */
const FILTERED = new Set([
  'GET /admin/api/console/members',
  'GET /admin/api/console/deposits',
  'GET /admin/api/console/withdrawals',
  'GET /admin/api/console/queues/pending',
  'GET /admin/api/console/dashboard',
  'GET /admin/api/console/reports',
  'GET /admin/api/console/approvals',
]);

/** Calls about one record named in the path: the record's brand is the call's. */
const RECORDS: Array<{ path: RegExp; kind: RecordKind; param: string }> = [
  { path: /^\/admin\/api\/(console\/)?members\/:id(\/|$)/, kind: 'member', param: 'id' },
  { path: /^\/admin\/api\/(console\/)?deposits\/:ref(\/|$)/, kind: 'deposit', param: 'ref' },
  { path: /^\/admin\/api\/(console\/)?withdrawals\/:id(\/|$)/, kind: 'withdrawal', param: 'id' },
  { path: /^\/admin\/api\/console\/approvals\/:id(\/|$)/, kind: 'approval', param: 'id' },
];

const shapeHas = (schema: z.ZodType | undefined, key: string) =>
  Boolean(schema && 'shape' in schema && (schema.shape as Record<string, unknown>)[key]);

/** The brand code a call names, `default` when it names none but takes one, else null (a call about no brand). */
function brandNamed(o: Op, input: { params?: unknown; query?: unknown; body?: unknown }): string | 'default' | null {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const query = (input.query ?? {}) as Record<string, unknown>;
  const body = (input.body ?? {}) as Record<string, unknown>;
  if (typeof params.code === 'string' && o.path.includes('/:code')) return params.code;
  if (typeof params.merchantCode === 'string' && o.path.includes('/:merchantCode')) return params.merchantCode;
  for (const key of ['merchant', 'merchantCode']) {
    if (typeof query[key] === 'string' && query[key]) return query[key] as string;
    if (body && typeof body === 'object' && typeof body[key] === 'string' && body[key]) return body[key] as string;
  }
  const takesOne = ['merchant', 'merchantCode'].some((k) => shapeHas(o.query, k) || shapeHas(o.body, k));
  return takesOne ? 'default' : null;
}

export const mayAllBrands = (who: OperatorSession) => !who.brands || who.brands.length === 0;

/** Refuses a limited operator's call outside their brands (see above); an operator of every brand passes. */
export async function checkBrandScope(
  app: App,
  o: Op,
  who: OperatorSession,
  input: { params?: unknown; query?: unknown; body?: unknown },
) {
  const key = `${o.method} ${o.path}`;
  if (mayAllBrands(who) || SCOPED_LISTS.has(key)) return;
  const record = RECORDS.find((r) => r.path.test(o.path));
  if (record) {
    const id = (input.params as Record<string, unknown> | undefined)?.[record.param];
    const code = await recordBrand(app.deps.db, record.kind, String(id ?? ''));
    if (code === null || !who.brands?.includes(code)) throw new AppError('operator_brand_denied');
    return;
  }
  const named = brandNamed(o, input);
  // A filtered list naming no brand answers for the operator's own (brandsOf).
  if (FILTERED.has(key) && (named === null || named === 'default')) return;
  // A call open to any operator that names no brand is about the caller's own session (password, sign-in state).
  if (named === null && !o.action) return;
  const code = named === 'default' ? (await app.deps.merchants.resolve({})).code : named;
  if (code === null || !who.brands?.includes(code)) throw new AppError('operator_brand_denied');
}

/** Whether the operator may see a record of one of its brands (plain routes outside the operation table). */
export async function reachesRecord(app: App, who: OperatorSession, kind: RecordKind, id: string): Promise<boolean> {
  if (mayAllBrands(who)) return true;
  const code = await recordBrand(app.deps.db, kind, id);
  return code !== null && Boolean(who.brands?.includes(code));
}

/** A list of brands, kept to the operator's. */
export const ownBrands = <T extends { code: string }>(who: OperatorSession, rows: T[]) =>
  mayAllBrands(who) ? rows : rows.filter((r) => who.brands?.includes(r.code));

/**
 * The brands a filtered list or report answers for: the one it names (checked by `checkBrandScope`), else the
 * operator's own; null for an operator of every brand naming none.
 */
export async function brandsOf(app: App, who: OperatorSession, named?: string | undefined): Promise<Brands> {
  if (named) {
    const brand = await app.deps.merchants.resolve({ code: named });
    if (!mayAllBrands(who) && !who.brands?.includes(brand.code)) throw new AppError('operator_brand_denied');
    return [brand.id];
  }
  if (mayAllBrands(who)) return null;
  const own = await Promise.all(
    (who.brands ?? []).map((code) => app.deps.merchants.resolve({ code }).catch(() => null)),
  );
  return own.flatMap((m) => (m ? [m.id] : []));
}
