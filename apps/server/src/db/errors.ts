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

/** Socket errors of a connection that could not be made or was cut. */
const CONNECTION_LOST = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * The database is out of reach (not a fault of the request): connection exceptions (class 08), the server shutting
 * down or starting (57P01-57P03), a refused or cut socket, or the driver's "Connection terminated".
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || CONNECTION_LOST.has(code)))
      return true;
    if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
