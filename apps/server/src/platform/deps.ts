import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Encryption } from './encryption.ts';
import type { Limiter } from './limiter.ts';
import type { MerchantDirectory } from './merchant.ts';
import type { Messenger } from './messaging.ts';
import type { SessionCache } from './session-cache.ts';
import type { SandboxTransferVendor } from './transfer-vendor.ts';

/** The typed dependencies every module receives (decorated on the Fastify instance as `deps`). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  /** Reads that may be a little behind (reports): a replica's when DATABASE_READ_URL is set, else `db`. */
  readDb: Db;
  merchants: MerchantDirectory;
  encryption: Encryption;
  limiter: Limiter;
  messenger: Messenger;
  redis: Redis | null;
  /** The transfer-wallet vendors' API (the bundled sandbox until a real adapter is configured). */
  transferVendor: SandboxTransferVendor;
  /** Member sessions confirmed a moment ago (platform/session-cache.ts). */
  sessions: SessionCache;
}
