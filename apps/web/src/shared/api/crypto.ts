import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { sessionOps } from '@portal/contracts/session';
import { call } from './op.ts';

const b64 = (buf: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(buf)));

let keyCache: Promise<{ keyId: string; key: CryptoKey }> | undefined;

async function serverKey() {
  keyCache ??= call<typeof sessionOps.rsaKey>(FIRST_LOAD.rsaKey).then(async ({ keyId, publicKey }) => {
    const der = Uint8Array.from(atob(publicKey.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return { keyId, key };
  });
  return keyCache.catch((e) => {
    keyCache = undefined;
    throw e;
  });
}

/** Seals a payload for an encrypted call: AES-256-GCM with a fresh key wrapped by the server's RSA-OAEP key. */
export async function seal(payload: unknown) {
  const { keyId, key } = await serverKey();
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const raw = await crypto.subtle.exportKey('raw', aes);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, raw);
  return { encrypted: { keyId, key: b64(wrapped), iv: b64(iv), data: b64(data) } };
}

/** Forget the cached key (the server rotated it). */
export const resetKey = () => {
  keyCache = undefined;
};
