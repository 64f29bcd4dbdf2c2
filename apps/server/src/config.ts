import { z } from 'zod';

/** The only reader of process.env. Everything else receives a Config. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** A direct PostgreSQL URL when DATABASE_URL goes through a transaction pooler (LISTEN, migrations). */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** A read replica the reports may read from (optional). */
  DATABASE_READ_URL: z.string().url().optional(),
  /**
   * Connections this instance keeps to PostgreSQL. A posting that waits for its commit's disk flush holds one, so
   * concurrent money calls need about as many as they are (peak provider calls); the server's max_connections is
   * shared by every instance.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** When set, the visitor's country is read from this header (e.g. cf-ipcountry) set by a trusted proxy. */
  GEO_COUNTRY_HEADER: z.string().optional(),
  /** Trust X-Forwarded-For from the proxy in front. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  /**
   * Signs human checks, provider calls and gateway callbacks; required in production. Unset elsewhere, the server
   * generates one at first start and keeps it in the database (see platform/app-secret.ts).
   */
  APP_SECRET: z.string().min(16).optional(),
  /** The site's public address (callbacks from payment gateways come back here); the request's own origin otherwise. */
  PUBLIC_URL: z.string().url().optional(),
  /** Run scheduled jobs (withdrawal auto-receipt, ...) in this process; off in tests, which run them directly. */
  JOBS: z.enum(['on', 'off']).optional(),
  /** Lumen Crash's round engine in this process; as JOBS when unset (tests drive it themselves). */
  CRASH_ENGINE: z.enum(['on', 'off']).optional(),
  /**
   * Demo members with a published password and starting balances: on by default outside production, off in
   * production (a live site never has accounts anyone can log in to). The brand and catalogue are seeded either way.
   */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  /**
   * The development endpoints (/dev/*: the SMS and mail outbox, running jobs now, the lottery's clock): off unless
   * switched on here, and then answered only to this machine. A production start with them on is refused. The
   * server tests and the end-to-end server turn them on; under the quick start operators read the outbox in the
   * console instead.
   */
  DEV_ENDPOINTS: z.enum(['on', 'off']).default('off'),
  /** Lets a scraper on another machine read /metrics with `Authorization: Bearer <token>` (this machine always may). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Where game providers (the in-house games and the demo provider included) reach the seamless-wallet API. */
  WALLET_API_URL: z.string().url().optional(),
  /**
   * How long public reads (brand rows, vendor lanes, game lists, banners) are reused: operator changes show within
   * this time on every instance. Tests shorten it instead of sleeping.
   */
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Hours a member session lasts. */
  SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** HTTP gateways for SMS and email; without them messages go to the outbox (the console's Outbox screen). */
  SMS_GATEWAY_URL: z.string().url().optional(),
  MAIL_GATEWAY_URL: z.string().url().optional(),
  /** Password of the `admin` operator created at first start; when absent a random one is printed once. */
  OPERATOR_PASSWORD: z.string().min(8).optional(),
  /** Where the operator CLI finds the running server, and whom it logs in as. */
  OPERATOR_URL: z.string().url().optional(),
  OPERATOR_USERNAME: z.string().default('admin'),
  /** The CLI operator's current two-factor code (or a recovery code), once that operator has set two-factor up. */
  OPERATOR_OTP: z.string().optional(),
  /** A session token the CLI uses instead of signing in (from `npm run operator -- session`; lasts 8 hours). */
  OPERATOR_TOKEN: z.string().optional(),
});

export type Config = z.infer<typeof ZEnv>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    const problems = productionProblems(parsed.data);
    if (problems.length) throw new Error(`Refusing to start in production:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Values published in this project (old fallbacks, documentation, demo and test data): never a real secret. */
const KNOWN_VALUES = [
  'development-only-secret-change-me',
  'a-production-secret-of-length',
  'Demo@2026',
  'Welcome@123',
  'E2e-Operator-2026',
];
const published = (v: string) => KNOWN_VALUES.some((k) => k.toLowerCase() === v.toLowerCase());
/** A generated secret has no words in it and many distinct characters; "change-me"-style values have. */
const placeholderSecret = (v: string) =>
  published(v) || /change.?me|secret|example|password|placeholder/i.test(v) || new Set(v).size < 10;

/** What a production start needs that the development defaults do not give: real secrets, no development endpoints. */
export function productionProblems(c: Config): string[] {
  const problems: string[] = [];
  if (!c.APP_SECRET) problems.push('APP_SECRET is required (32 or more random characters, e.g. openssl rand -hex 32)');
  else if (c.APP_SECRET.length < 32 || placeholderSecret(c.APP_SECRET))
    problems.push('APP_SECRET must be 32 or more random characters, not a placeholder or a published value');
  if (c.OPERATOR_PASSWORD && (c.OPERATOR_PASSWORD.length < 12 || published(c.OPERATOR_PASSWORD)))
    problems.push('OPERATOR_PASSWORD must be 12 or more characters and not a published value');
  if (c.DEV_ENDPOINTS === 'on')
    problems.push('DEV_ENDPOINTS must be off (the development endpoints hand out login codes and run jobs on demand)');
  return problems;
}

/** The signing secret. Resolved once at start (APP_SECRET, else the one generated and kept in the database). */
export const appSecret = (c: Config): string => {
  if (!c.APP_SECRET)
    throw new Error('the signing secret is resolved when the app is built (see platform/app-secret.ts)');
  return c.APP_SECRET;
};

/**
 * A config for tests: throwaway embedded database, quiet logs, the development endpoints on (the tests read codes
 * through /dev/outbox and drive jobs through /dev/jobs/run).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', DEV_ENDPOINTS: 'on' }),
    ...overrides,
  };
}
