import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Customer-service paths are stored encrypted (spec section 4): the last 8 characters are the key, the rest is
 * base64url(iv[12] | AES-256-GCM(address) | tag[16]) under SHA-256(key). The portal decrypts with Web Crypto.
 */
export function encryptCsPath(address: string, key8 = randomBytes(6).toString('base64url')): string {
  if (key8.length !== 8) throw new Error('customer-service key must be 8 characters');
  const key = createHash('sha256').update(key8).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(address, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, body]).toString('base64url') + key8;
}

/** The address inside a stored path, for the operator who edits it; an unreadable path reads as ''. */
export function decryptCsPath(path: string): string {
  try {
    const key = createHash('sha256').update(path.slice(-8)).digest();
    const raw = Buffer.from(path.slice(0, -8), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return '';
  }
}
