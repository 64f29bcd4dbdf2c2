import { randomBytes } from 'node:crypto';
import { seedHash } from '@portal/contracts/fair';
import type { Db } from '../../db/client.ts';
import { type Seed, seedsRepo } from './seeds-repo.ts';

export type { Seed };

/** The member's active seed pair, created on first play. */
export async function activeSeed(db: Db, memberId: number): Promise<Seed> {
  const found = await seedsRepo.active(db, memberId);
  if (found) return found;
  const serverSeed = randomBytes(32).toString('hex');
  const serverHash = await seedHash(serverSeed);
  await seedsRepo.create(db, memberId, { serverSeed, serverHash, clientSeed: randomBytes(8).toString('hex') });
  const created = await seedsRepo.active(db, memberId);
  if (!created) throw new Error('no active fair seed');
  return created;
}

/**
 * Takes the next nonce of the member's active seed and runs `hold` in the same transaction, while the seed row is
 * locked: a round that must outlive this request (Mines) records itself there, so a rotation, which locks the same
 * row, always sees it. Two rounds never share a nonce.
 */
export async function takeRound<T>(
  db: Db,
  memberId: number,
  hold: (tx: Db, seed: Seed, nonce: number) => Promise<T>,
): Promise<{ seed: Seed; nonce: number; held: T }> {
  await activeSeed(db, memberId);
  for (let attempt = 0; ; attempt++) {
    const taken = await db.transaction(async (tx) => {
      const seed = await seedsRepo.nextNonce(tx, memberId);
      if (!seed) return null;
      const nonce = seed.nonce - 1;
      return { seed: { ...seed, nonce }, nonce, held: await hold(tx, seed, nonce) };
    });
    // A rotation committed between our snapshot and the update: the new seed is there now.
    if (taken) return taken;
    if (attempt === 2) throw new Error('no active fair seed');
  }
}

export async function setClientSeed(db: Db, memberId: number, clientSeed: string) {
  await activeSeed(db, memberId);
  await seedsRepo.setClientSeed(db, memberId, clientSeed);
}

export type Rotation =
  | { error: 'ROUND_OPEN' }
  | {
      revealed: { serverSeed: string; serverHash: string; clientSeed: string; lastNonce: number };
      next: { serverHash: string; clientSeed: string; nonce: number };
    };

/**
 * Ends the current pair (its server seed is revealed) and starts a new one, unless a round decided by that seed is
 * still being played: revealing it would let the player read the round's outcome.
 */
export async function rotateSeed(db: Db, memberId: number): Promise<Rotation> {
  await activeSeed(db, memberId);
  return db.transaction(async (tx) => {
    const old = await seedsRepo.lockActive(tx, memberId);
    if (!old) throw new Error('no active fair seed');
    if (await seedsRepo.hasLiveRound(tx, old.id)) return { error: 'ROUND_OPEN' as const };
    await seedsRepo.retire(tx, old.id);
    const next = await activeSeed(tx, memberId);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverHash: old.serverHash,
        clientSeed: old.clientSeed,
        lastNonce: old.nonce - 1,
      },
      next: { serverHash: next.serverHash, clientSeed: next.clientSeed, nonce: next.nonce },
    };
  });
}

/** A server seed by its hash, once rotation revealed it (null before: the hash alone tells nothing). */
export const revealedSeed = (db: Db, serverHash: string): Promise<string | null> => seedsRepo.revealed(db, serverHash);
