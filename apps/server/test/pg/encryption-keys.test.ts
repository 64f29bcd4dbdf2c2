import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { Encryption } from '../../src/platform/encryption.ts';
import { seal } from '../auth-helper.ts';
import { freshPgDatabase } from './pg-helper.ts';

/** Instances starting together on one PostgreSQL database: one RSA key for all, so any decrypts what any handed out. */
describe('the encryption key shared by instances', () => {
  let fresh: Awaited<ReturnType<typeof freshPgDatabase>>;
  const others: Database[] = [];
  beforeAll(async () => {
    fresh = await freshPgDatabase();
    for (let i = 0; i < 3; i++) others.push(await openDatabase({ url: fresh.url, dataDir: 'memory://' }));
  });
  afterAll(async () => {
    for (const d of others) await d.close();
    await fresh.drop();
  });

  it('is one key however many instances ask for it at once, and each opens a body sealed with another’s', async () => {
    const instances = [fresh.database, ...others].map((d) => new Encryption(d.db));
    const keys = await Promise.all(instances.map((e) => e.key()));
    expect(new Set(keys.map((k) => k.keyId)).size).toBe(1);
    const [first] = keys;
    const body = seal(first?.keyId ?? '', first?.publicPem ?? '', { hello: 'world' });
    for (const e of instances) expect(await e.open(body, z.object({ hello: z.string() }))).toEqual({ hello: 'world' });
  });
});
