import type { FastifyServerOptions } from 'fastify';

/** Where log lines go (stdout unless a test passes its own). */
export interface LogStream {
  write(line: string): void;
}
type LoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * What reaches the logs. Secrets and personal data must not: a failed query's error carries its SQL parameters (the
 * hashes, tokens, mobiles and e-mails it was writing) in `params` and in its message, PostgreSQL's errors repeat the
 * offending values in `detail`, and URLs carry game tickets and reset tokens in their query strings.
 */

/** Fields whose values are secrets wherever they appear (compared without case, `-` and `_`). */
const SECRET_FIELDS = new Set(
  [
    'password',
    'newPassword',
    'oldPassword',
    'confirmPassword',
    'paymentPassword',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'resetToken',
    'ticket',
    'verificationCode',
    'smsCode',
    'code',
    'otp',
    'secret',
    'clientSecret',
    'authorization',
    'cookie',
    'x-chat-token',
    'humanCheck',
  ].map((k) => k.toLowerCase().replace(/[-_]/g, '')),
);
const isSecretField = (key: string) => SECRET_FIELDS.has(key.toLowerCase().replace(/[-_]/g, ''));

/** Error fields that hold the data a statement worked on (drizzle: params; pg: parameters, detail, where, ...). */
const DATA_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint', 'body', 'value']);
/** Error fields kept as they are: they name the failure, not the data. */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'key'];

const REDACTED = '[redacted]';
const LOGGED_SECRETS = ['password', 'paymentPassword', 'token', 'ticket', 'verificationCode', 'authorization'];

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps the statement and drops the values. */
const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) quote the rejected value (value "…" is out of range, invalid input
 * syntax for type integer: "…"); other classes quote names of relations and constraints, which are kept.
 */
const withoutQuotedValues = (message: string, code: unknown) =>
  typeof code === 'string' && code.startsWith('22') ? message.replace(/"[^"]*"/g, '"[redacted]"') : message;
const safeMessage = (message: string, code?: unknown) => withoutQuotedValues(withoutParams(message), code);
/** Query keys that carry personal data rather than secrets (the outbox's recipient, a searched mobile). */
const PERSONAL_QUERY_KEYS = new Set(['to', 'mobile', 'phone', 'email', 'username']);

type SafeError = { type: string; message: string; stack: string; [field: string]: unknown };

/** The error serializer of every log line: type, cleaned message and stack, the failure's names, its causes. */
export function safeError(err: unknown, depth = 0): SafeError {
  if (typeof err !== 'object' || err === null)
    return { type: typeof err, message: safeMessage(String(err)), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name ?? 'Error';
  const message = safeMessage(String(e.message ?? ''), e.code);
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const out: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const k of KEPT_FIELDS) if (e[k] !== undefined && typeof e[k] !== 'object') out[k] = e[k];
  if (typeof e.query === 'string') out.query = e.query; // the statement's text: its values are placeholders
  for (const [k, v] of Object.entries(e)) {
    if (k in out || k === 'cause' || k === 'message' || k === 'stack' || k === 'query') continue;
    if (DATA_FIELDS.has(k) || isSecretField(k)) out[k] = REDACTED;
    else if (k === 'validation' || k === 'validationContext' || typeof v !== 'object') out[k] = scrub(v, 0);
  }
  if (e.cause !== undefined && depth < 5) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** A copy of a plain value with secret fields replaced (bounded depth: logs are not the place for deep objects). */
export function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > 500 ? `${value.slice(0, 500)}…` : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretField(k) ? REDACTED : scrub(v, depth + 1);
  return out;
}

/** A URL with the values of secret and personal query keys replaced (tickets, tokens, codes, recipients). */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {}
      const hidden = isSecretField(name) || PERSONAL_QUERY_KEYS.has(name.toLowerCase());
      return eq >= 0 && hidden ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The pino options of the server's logger. */
export function loggerOptions(level: string, stream?: LogStream): LoggerConfig {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: safeError,
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: safeUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    // Values logged beside a message under a secret name (log.info({ token }, ...)), one level deep too.
    redact: {
      paths: [...LOGGED_SECRETS, ...LOGGED_SECRETS.map((k) => `*.${k}`)],
      censor: REDACTED,
    },
  };
}
