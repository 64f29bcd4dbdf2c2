import { z } from 'zod';

/** The only reader of process.env. Everything else receives a Config. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
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
  /** Signs human-check challenges; required in production, a fixed development value otherwise. */
  APP_SECRET: z.string().min(16).optional(),
  /** The site's public address (callbacks from payment gateways come back here); the request's own origin otherwise. */
  PUBLIC_URL: z.string().url().optional(),
  /** Run scheduled jobs (withdrawal auto-receipt, ...) in this process; off in tests, which run them directly. */
  JOBS: z.enum(['on', 'off']).optional(),
  /** Where game providers (the in-house games and the demo provider included) reach the seamless-wallet API. */
  WALLET_API_URL: z.string().url().optional(),
  /** Hours a member session lasts. */
  SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** HTTP gateways for SMS and email; without them messages go to the outbox (see /dev/outbox). */
  SMS_GATEWAY_URL: z.string().url().optional(),
  MAIL_GATEWAY_URL: z.string().url().optional(),
  /** Password of the `admin` operator created at first start; when absent a random one is printed once. */
  OPERATOR_PASSWORD: z.string().min(8).optional(),
  /** Where the operator CLI finds the running server, and whom it logs in as. */
  OPERATOR_URL: z.string().url().optional(),
  OPERATOR_USERNAME: z.string().default('admin'),
});

export type Config = z.infer<typeof ZEnv>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.APP_SECRET)
    throw new Error('APP_SECRET is required in production');
  return parsed.data;
}

/** The signing secret: APP_SECRET, or a fixed value outside production. */
export const appSecret = (c: Config) => c.APP_SECRET ?? 'development-only-secret-change-me';

/** A config for tests: throwaway embedded database, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }), ...overrides };
}
