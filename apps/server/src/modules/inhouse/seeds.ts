import { randomBytes } from 'node:crypto';
import { seedHash } from '@portal/contracts/fair';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { currentPrefix, openSeed, type Sealer, sealStoredSeeds } from '../../platform/seal.ts';
import { type StoredSeed, seedsRepo } from './seeds-repo.ts';

/** A seed pair with its server seed in clear, for the server's own use. */
export interface Seed {
  id: number;
  serverSeed: string;
  serverHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The server seed is stored sealed (`seeds`) until rotation reveals it: a dump or a backup of the database tells no
 * outcome still to be played.
 */
const opened = (seeds: Sealer, { storedSeed, ...s }: StoredSeed): Seed => ({
  ...s,
  serverSeed: openSeed(seeds, storedSeed),
});

/** The member's active seed pair, created on first play. */
export async function activeSeed(db: Db, seeds: Sealer, memberId: number): Promise<Seed> {
  const found = await seedsRepo.active(db, memberId);
  if (found) return opened(seeds, found);
  const serverSeed = randomBytes(32).toString('hex');
  const serverHash = await seedHash(serverSeed);
  const clientSeed = randomBytes(8).toString('hex');
  await seedsRepo.create(db, memberId, { sealedSeed: seeds.seal(serverSeed), serverHash, clientSeed });
  const created = await seedsRepo.active(db, memberId);
  if (!created) throw new Error('no active fair seed');
  return opened(seeds, created);
}

/** Seals the unrevealed seeds stored in clear (before seeds were sealed) or under an earlier key; run at start. */
export const sealFairSeeds = (db: Db, seeds: Sealer) =>
  sealStoredSeeds(
    seeds,
    (after) => seedsRepo.unsealed(db, after, currentPrefix(seeds)),
    (id, stored, sealed) => seedsRepo.reseal(db, id, stored, sealed),
  );

/**
 * Takes the next nonce of the member's active seed and runs `hold` in the same transaction, while the seed row is
 * locked: a round that must outlive this request (Mines) records itself there, so a rotation, which locks the same
 * row, always sees it. Two rounds never share a nonce. Called only once the round's bet is placed: a refused bet
 * takes no nonce. `hold` throwing rolls the nonce back with everything else.
 */
export async function takeRound<T>(
  db: Db,
  seeds: Sealer,
  memberId: number,
  hold: (tx: Db, seed: Seed, nonce: number) => Promise<T>,
): Promise<{ seed: Seed; nonce: number; held: T }> {
  await activeSeed(db, seeds, memberId);
  for (let attempt = 1; ; attempt++) {
    const taken = await db.transaction(async (tx) => {
      const stored = await seedsRepo.nextNonce(tx, memberId);
      if (!stored) return null;
      const seed = opened(seeds, stored);
      const nonce = seed.nonce - 1;
      return { seed: { ...seed, nonce }, nonce, held: await hold(tx, seed, nonce) };
    });
    // A rotation committed between our snapshot and the update: the new seed is there now.
    if (taken) return taken;
    if (attempt === 3) throw new AppError('fair_seed_changed');
  }
}

export async function setClientSeed(db: Db, seeds: Sealer, memberId: number, clientSeed: string) {
  await activeSeed(db, seeds, memberId);
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
 * still being played: revealing it would let the player read the round's outcome. A rotation that waited for another
 * one on the same pair finds it retired: it is refused (`fair_seed_changed`), revealing nothing, and the pair the
 * other one started stays the one active.
 */
export async function rotateSeed(db: Db, seeds: Sealer, memberId: number): Promise<Rotation> {
  await activeSeed(db, seeds, memberId);
  return db.transaction(async (tx) => {
    const locked = await seedsRepo.lockActive(tx, memberId);
    if (!locked) throw new AppError('fair_seed_changed');
    if (await seedsRepo.hasLiveRound(tx, locked.id)) return { error: 'ROUND_OPEN' as const };
    const old = opened(seeds, locked);
    await seedsRepo.retire(tx, old.id, old.serverSeed);
    const next = await activeSeed(tx, seeds, memberId);
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

/** A server seed by its hash, once rotation revealed it (null before: the hash alone tells nothing); stored in clear. */
export const revealedSeed = (db: Db, serverHash: string): Promise<string | null> => seedsRepo.revealed(db, serverHash);
