import type { Op } from '@portal/contracts/op';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import type { App } from './http.ts';
import type { OperatorSession } from './operator-auth.ts';

/**
 * Operators limited to some brands (their `brands` list; empty: every brand) reach only those brands. The brand a
 * console call is about is named in one of three places: the path's `:code`, the query's or the body's `merchant`
 * (absent: the installation's default brand). A limited operator is refused a call about another brand, and every
 * call about no brand at all (member search, queues, reports, operators), unless the call lists brands and keeps to
 * the operator's itself (`SCOPED_LISTS`): deny by default, so a new call never leaks another brand's rows.
 */

/** Calls about no one brand that filter their own answer to the operator's brands. */
const SCOPED_LISTS = new Set(['GET /admin/api/merchants', 'GET /admin/api/console/brands']);

const shapeHas = (schema: z.ZodType | undefined, key: string) =>
  Boolean(schema && 'shape' in schema && (schema.shape as Record<string, unknown>)[key]);

/** The brand code a call names, `default` when it names none but takes one, else null (a call about no brand). */
function brandNamed(o: Op, input: { params?: unknown; query?: unknown; body?: unknown }): string | 'default' | null {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const query = (input.query ?? {}) as Record<string, unknown>;
  const body = (input.body ?? {}) as Record<string, unknown>;
  if (typeof params.code === 'string' && o.path.includes('/:code')) return params.code;
  if (typeof query.merchant === 'string' && query.merchant) return query.merchant;
  if (body && typeof body === 'object' && typeof body.merchant === 'string' && body.merchant) return body.merchant;
  return shapeHas(o.query, 'merchant') || shapeHas(o.body, 'merchant') ? 'default' : null;
}

export const mayAllBrands = (who: OperatorSession) => !who.brands || who.brands.length === 0;

/** Refuses a limited operator's call outside their brands (see above); an operator of every brand passes. */
export async function checkBrandScope(
  app: App,
  o: Op,
  who: OperatorSession,
  input: { params?: unknown; query?: unknown; body?: unknown },
) {
  if (mayAllBrands(who) || SCOPED_LISTS.has(`${o.method} ${o.path}`)) return;
  const named = brandNamed(o, input);
  // A call open to any operator that names no brand is about the caller's own session (password, sign-in state).
  if (named === null && !o.action) return;
  const code = named === 'default' ? (await app.deps.merchants.resolve({})).code : named;
  if (code === null || !who.brands?.includes(code)) throw new AppError('operator_brand_denied');
}

/** A list of brands, kept to the operator's. */
export const ownBrands = <T extends { code: string }>(who: OperatorSession, rows: T[]) =>
  mayAllBrands(who) ? rows : rows.filter((r) => who.brands?.includes(r.code));
