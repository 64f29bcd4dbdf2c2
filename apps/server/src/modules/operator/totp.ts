import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sealer } from '../../platform/seal.ts';

/** RFC 6238 with the parameters every authenticator app reads from the QR code: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const WINDOW = 1; // one step either side: the phone's clock may be off by a few seconds

const totpOf = (secretBase32: string, label = 'operator') =>
  new TOTP({ issuer: 'Portal console', label, secret: Secret.fromBase32(secretBase32), digits: 6, period: PERIOD });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;
export const otpauthUrl = (secretBase32: string, username: string): string => totpOf(secretBase32, username).toString();

/** The time step a code belongs to when it is valid now (within the window), else null. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/**
 * The secret is stored sealed (AES-256-GCM) with a key derived from the app secret, never in clear; secrets sealed
 * before sealed values carried a key id still open.
 */
const totpSealer = (appSecret: string) => sealer('operator-totp-secret', appSecret);

export const sealSecret = (appSecret: string, secretBase32: string): string => totpSealer(appSecret).seal(secretBase32);

export const openSecret = (appSecret: string, sealed: string): string => totpSealer(appSecret).open(sealed);

/** Ten recovery codes of 80 random bits each, as xxxx-xxxx-xxxx-xxxx (base32, no look-alike digits). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}
/** Typed codes are compared without case, spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z2-7]/g, '');
