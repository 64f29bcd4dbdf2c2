import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../src/modules/operator/totp.ts';
import { isSealed, openSeed, sealer } from '../src/platform/seal.ts';

const SECRET = 'f3a9c1d27b4e8a6c0d5f1e2b3c4d5e6f';
const OLDER = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('sealed values', () => {
  it('open to what was sealed, name their key, and never show the value', () => {
    const s = sealer('server-seed', SECRET);
    const plain = randomBytes(32).toString('hex');
    const sealed = s.seal(plain);
    expect(sealed).toMatch(/^s1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/);
    expect(sealed.split('.')[1]).toBe(s.keyId);
    expect(sealed.includes(plain)).toBe(false);
    expect(s.seal(plain)).not.toBe(sealed); // a fresh IV each time
    expect(s.open(sealed)).toBe(plain);
    expect(isSealed(sealed)).toBe(true);
  });

  it('refuse an altered value, another purpose’s key and a key the sealer does not have', () => {
    const s = sealer('server-seed', SECRET);
    const sealed = s.seal('a seed');
    const body = Buffer.from(sealed.split('.')[2] as string, 'base64url');
    body[body.length - 1] = (body[body.length - 1] as number) ^ 1;
    expect(() => s.open(`s1.${s.keyId}.${body.toString('base64url')}`)).toThrow();
    expect(() => sealer('operator-totp-secret', SECRET).open(sealed)).toThrow(/does not have/);
    expect(() => sealer('server-seed', OLDER).open(sealed)).toThrow(/does not have/);
  });

  it('open values sealed under an earlier secret while it is kept, sealing anew under the current one', () => {
    const before = sealer('server-seed', OLDER).seal('a seed');
    const s = sealer('server-seed', SECRET, [OLDER]);
    expect(s.open(before)).toBe('a seed');
    expect(s.seal('a seed').split('.')[1]).toBe(s.keyId);
    expect(s.keyId).not.toBe(before.split('.')[1]);
  });

  it('leave a seed stored in clear before sealing readable', () => {
    expect(openSeed(sealer('server-seed', SECRET), 'ab'.repeat(32))).toBe('ab'.repeat(32));
  });

  it('open an operator’s two-factor secret sealed before values carried a key id', () => {
    const key = createHmac('sha256', SECRET).update('operator-totp-secret').digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update('JBSWY3DPEHPK3PXP', 'utf8'), cipher.final()]);
    const legacy = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    expect(openSecret(SECRET, legacy)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(SECRET, sealSecret(SECRET, 'JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(OLDER, legacy)).toThrow();
  });
});
