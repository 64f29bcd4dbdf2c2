import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, pgErrorCode } from '../db/errors.ts';
import { fail } from './envelope.ts';
import { AppError, isAppError } from './errors.ts';
import type { Merchant } from './merchant.ts';

/** The Fastify instance as modules see it: zod schemas type each route's input and output. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Paths that belong to the API: they never fall back to the web app's HTML. */
export const API_PREFIXES = [
  '/wps',
  '/art',
  '/downloads',
  '/support',
  '/lgw',
  '/admin',
  '/dev',
  '/gateway',
  '/provider',
  '/healthz',
  '/readyz',
];
export const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/** The merchant code a request names explicitly (query `merchantCode` or header `merchant-code`). */
function requestedMerchantCode(req: FastifyRequest): string | undefined {
  // Read from the raw URL: route schemas strip query keys they do not declare. Most requests name none, so the
  // URL is parsed only when the key is there.
  const fromQuery = req.url.includes('merchantCode=')
    ? (new URL(req.url, 'http://local').searchParams.get('merchantCode') ?? undefined)
    : undefined;
  const header = req.headers['merchant-code'];
  return fromQuery ?? (typeof header === 'string' ? header : undefined);
}

/** The brand serving this request; resolved once per request. */
export async function merchantOf(req: FastifyRequest): Promise<Merchant> {
  const cached = (req as FastifyRequest & { _merchant?: Merchant })._merchant;
  if (cached) return cached;
  const m = await req.server.deps.merchants.resolve({ host: req.hostname, code: requestedMerchantCode(req) });
  (req as FastifyRequest & { _merchant?: Merchant })._merchant = m;
  return m;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply: FastifyReply) => {
    if (isAppError(err)) return reply.status(err.http).send(fail(err.key, err.value));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(fail('bad_request', { fields }));
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 415 || status === 400)
      return reply.status(400).send(fail('bad_request', { reason: (err as Error).message }));
    // Any other error that names a client-side status (a plugin's, a provider page's "unknown ticket") keeps it.
    if (Number.isInteger(status) && status >= 400 && status < 500)
      return reply.status(status).send(clientFailure(status));
    if (isDatabaseUnavailable(err)) {
      // Nothing half-done: the statement's transaction rolled back with the connection. The client may retry.
      req.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(fail('service_unavailable'));
    }
    if (isBadInputForDatabase(err)) {
      req.log.warn({ err }, 'input refused by the database');
      return reply.status(400).send(fail('bad_request'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(fail('internal'));
  });
}

/** The envelope of a 4xx status that did not come from an AppError: the taxonomy's key for it, else bad_request. */
export function clientFailure(status: number) {
  const key = (
    {
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      405: 'method_not_allowed',
      409: 'conflict',
      413: 'payload_too_large',
      429: 'too_many_requests',
    } as const
  )[status];
  return fail(key ?? 'bad_request');
}

/**
 * PostgreSQL's data exceptions that only a value sent by the client causes (text where a number goes, a number
 * beyond the column's range, a NUL character, a malformed date or pattern): a bad request, not a server fault.
 * The input validation refuses these first; this keeps one that slips through from becoming a 500.
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22P02',
  '22003',
  '22021',
  '22001',
  '22007',
  '22008',
  '2201B',
  '22025',
  '22P05',
]);
const isBadInputForDatabase = (err: unknown) => INPUT_DATA_EXCEPTIONS.has(pgErrorCode(err) ?? '');

export { AppError };

/** The portal's language header, else the member's saved language. */
export const requestLanguage = (req: { headers: Record<string, unknown> }, saved: string | null | undefined) =>
  typeof req.headers.language === 'string' && req.headers.language ? req.headers.language : (saved ?? undefined);
