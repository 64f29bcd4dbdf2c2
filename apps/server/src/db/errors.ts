/** The SQLSTATE of a database error, looked for through the wrappers (a query builder's error keeps it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row: a concurrent copy of the same request got there first. */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
