import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { MerchantDirectory } from './merchant.ts';

/** The typed dependencies every module receives (decorated on the Fastify instance as `deps`). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  merchants: MerchantDirectory;
}
