import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { ZEncryptedBody } from '@portal/contracts/session';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { rsaKeys } from '../db/schema/accounts.ts';
import { AppError } from './errors.ts';
import { nulPath } from './input-guard.ts';

/** The body of an encrypted call, defined with the session's operations (the portal seals it). */
export { ZEncryptedBody };

interface KeyPair {
  keyId: string;
  publicPem: string;
  privatePem: string;
}

/**
 * The server's RSA key pair, created once and kept in the database so every instance decrypts what any instance's
 * public key encrypted.
 */
export class Encryption {
  private current: Promise<KeyPair> | undefined;
  private decryptKey: Promise<KeyObject> | undefined;
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  key(): Promise<KeyPair> {
    this.current ??= this.load();
    return this.current;
  }

  /** The private key parsed once: parsing the PEM on every call cost as much as the RSA decryption itself. */
  private privateKey(): Promise<KeyObject> {
    this.decryptKey ??= this.key().then((pair) => createPrivateKey(pair.privatePem));
    return this.decryptKey;
  }

  /**
   * The newest key pair, made by the first instance that needs one: under a transaction-scoped advisory lock, so two
   * instances starting together never make two (each would then refuse what the other's visitors encrypted).
   */
  private async load(): Promise<KeyPair> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727010)`);
      const [row] = await tx.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt)).limit(1);
      if (row) return row;
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const pair = {
        keyId: randomBytes(8).toString('hex'),
        publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      };
      await tx.insert(rsaKeys).values(pair);
      return pair;
    });
  }

  /** A key pair by id: one another instance made or an older one still in a visitor's page (parsed once each). */
  private readonly byId = new Map<string, Promise<KeyObject | null>>();
  private keyFor(keyId: string): Promise<KeyObject | null> {
    let found = this.byId.get(keyId);
    if (!found) {
      found = this.db
        .select()
        .from(rsaKeys)
        .where(eq(rsaKeys.keyId, keyId))
        .then(([row]) => (row ? createPrivateKey(row.privatePem) : null));
      if (this.byId.size > 100) this.byId.clear();
      this.byId.set(keyId, found);
    }
    return found;
  }

  /** Opens an encrypted body and validates the payload with its contract. */
  async open<T extends z.ZodType>(body: unknown, schema: T): Promise<z.infer<T>> {
    const parsed = ZEncryptedBody.safeParse(body);
    if (!parsed.success) throw new AppError('encryption_required');
    const { keyId, key, iv, data } = parsed.data.encrypted;
    const pair = await this.key();
    const privateKey = keyId === pair.keyId ? await this.privateKey() : await this.keyFor(keyId);
    let json: unknown;
    try {
      if (!privateKey) throw new Error('unknown key');
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(key, 'base64'),
      );
      const raw = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]);
      json = JSON.parse(plain.toString('utf8'));
    } catch {
      throw new AppError('encryption_invalid');
    }
    const nul = nulPath(json);
    if (nul) throw new AppError('bad_request', 'NUL character', { fields: [{ field: nul, message: 'NUL character' }] });
    const payload = schema.safeParse(json);
    if (!payload.success) {
      const fields = payload.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw new AppError('bad_request', 'invalid payload', { fields });
    }
    return payload.data;
  }
}
