import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema/settings.ts';

const NAME = 'app_secret';

/**
 * The config with its signing secret. APP_SECRET when set (production requires it); otherwise a random one made at
 * the first start and kept with the data, so a quick start never signs with a value anyone can read in the source,
 * restarts keep what was signed valid, and every instance on the same database signs alike.
 */
export async function withAppSecret(db: Db, config: Config): Promise<Config> {
  if (config.APP_SECRET) return config;
  if (config.NODE_ENV === 'production') throw new Error('APP_SECRET is required in production');
  await db
    .insert(serverSettings)
    .values({ name: NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.name, NAME));
  if (!row) throw new Error('the generated signing secret could not be stored');
  return { ...config, APP_SECRET: row.value };
}
