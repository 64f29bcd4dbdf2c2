import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { appSecret, type Config } from '../config.ts';

/**
 * Values a database dump must not reveal, sealed with AES-256-GCM under a key derived from the app secret and the
 * value's purpose (HMAC-SHA256(secret, purpose)), so the key is never stored with the data. A sealed value reads
 * `s1.<key id>.<base64url(iv | tag | ciphertext)>`: the key id names the key it was sealed under, so values sealed
 * under an earlier secret still open (pass it in `previous`) and can be sealed again under the current one.
 */
export interface Sealer {
  /** The id of the key values are sealed under now. */
  readonly keyId: string;
  seal(plain: string): string;
  /** The plain value; throws when the value was altered or sealed under a key this server does not have. */
  open(sealed: string): string;
}

const VERSION = 's1';

/** Whether a stored value is sealed (anything else was stored in clear). */
export const isSealed = (value: string) => value.startsWith(`${VERSION}.`);

export function sealer(purpose: string, secret: string, previous: readonly string[] = []): Sealer {
  const keys = new Map<string, Buffer>();
  for (const s of [secret, ...previous]) {
    const key = createHmac('sha256', s).update(purpose).digest();
    keys.set(createHmac('sha256', key).update('key id').digest('hex').slice(0, 8), key);
  }
  const [currentId, currentKey] = [...keys][0] as [string, Buffer];
  const openWith = (key: Buffer, raw: Buffer) => {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  };
  return {
    keyId: currentId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${currentId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (!isSealed(sealed)) {
        // Sealed before values carried a key id: base64(iv | tag | ciphertext) under one of the keys.
        const raw = Buffer.from(sealed, 'base64');
        for (const key of keys.values())
          try {
            return openWith(key, raw);
          } catch {}
        throw new Error(`a ${purpose} value does not open with any key this server has`);
      }
      const [, id = '', body = ''] = sealed.split('.');
      const key = keys.get(id);
      if (!key) throw new Error(`a ${purpose} value is sealed under key ${id}, which this server does not have`);
      return openWith(key, Buffer.from(body, 'base64url'));
    },
  };
}

/** The sealer of unrevealed server seeds (in-house games, raffle, lottery). */
export const seedSealer = (config: Config): Sealer => sealer('server-seed', appSecret(config));

/** A stored server seed in clear: opened when sealed, as it is when stored in clear (before seeds were sealed). */
export const openSeed = (seeds: Sealer, stored: string) => (isSealed(stored) ? seeds.open(stored) : stored);

/** The start of every value sealed under the sealer's current key (a stored value without it is sealed again). */
export const currentPrefix = (seeds: Sealer) => `${VERSION}.${seeds.keyId}.`;

/**
 * Seals, once, the unrevealed server seeds a table holds in clear (stored before seeds were sealed) or under an
 * earlier key the sealer still has. Run at every start. `page` lists, by id, the unrevealed seeds after `afterId` not
 * starting with `currentPrefix`; `replace` swaps one only while it is unrevealed and unchanged. A seed sealed under a
 * key the sealer lacks is left as it is (it fails where it is used, loudly).
 */
export async function sealStoredSeeds(
  seeds: Sealer,
  page: (afterId: number) => Promise<Array<{ id: number; stored: string }>>,
  replace: (id: number, stored: string, sealed: string) => Promise<unknown>,
) {
  for (let after = 0; ; ) {
    const batch = await page(after);
    if (batch.length === 0) return;
    for (const { id, stored } of batch) {
      let plain: string;
      try {
        plain = openSeed(seeds, stored);
      } catch {
        continue;
      }
      await replace(id, stored, seeds.seal(plain));
    }
    after = batch[batch.length - 1]?.id ?? after;
  }
}
