import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane); the library runs it off the event loop. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON);
/** The hash of a password nobody knows: an account that signs in another way (trial, social, SMS code). */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomBytes(24).toString('base64url'));
export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the account does not exist, so timing does not reveal which usernames exist. */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
};

/** A session token: 256 random bits; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
