import { randomBytes } from 'node:crypto';
import { seedHash } from '@portal/contracts/fair';
import type { TRaffleRotation, TRaffleSeed } from '@portal/contracts/raffle';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { currentPrefix, openSeed, type Sealer, sealStoredSeeds } from '../../platform/seal.ts';
import { raffleRepo, type SeedRow } from './repo.ts';

/**
 * The member's raffle seed pairs: the in-house games' commit-reveal scheme, kept apart from that provider's pairs.
 * The server seed is stored sealed (`seeds`) until rotation reveals it: a dump or a backup of the database tells no
 * draw still to be made.
 */

/** A pair with its server seed in clear, for the server's own use. */
export interface Seed {
  id: number;
  serverSeed: string;
  serverHash: string;
  clientSeed: string;
  nonce: number;
}

const opened = (seeds: Sealer, { storedSeed, ...s }: SeedRow): Seed => ({
  ...s,
  serverSeed: openSeed(seeds, storedSeed),
});

const fresh = async (seeds: Sealer, clientSeed?: string) => {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    storedSeed: seeds.seal(serverSeed),
    serverHash: await seedHash(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
};

export const activeSeed = async (db: Db, seeds: Sealer, memberId: number): Promise<Seed> =>
  opened(seeds, await raffleRepo.ensureSeed(db, memberId, () => fresh(seeds)));

/** Seals the unrevealed seeds stored in clear (before seeds were sealed) or under an earlier key; run at start. */
export const sealRaffleSeeds = (db: Db, seeds: Sealer) =>
  sealStoredSeeds(
    seeds,
    (after) => raffleRepo.unsealedSeeds(db, after, currentPrefix(seeds)),
    (id, stored, sealed) => raffleRepo.resealSeed(db, id, stored, sealed),
  );

export const publicSeed = (s: Pick<SeedRow, 'serverHash' | 'clientSeed' | 'nonce'>): TRaffleSeed => ({
  serverHash: s.serverHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

/**
 * Runs `draw` in one transaction holding the member's active pair locked, so the member's draws and rotations take
 * turns. A rotation that committed while we waited retired the row we aimed at: the next of `attempts` finds the new
 * pair; after the last, the call is refused (`fair_seed_changed`).
 */
export async function withSeed<T>(
  db: Db,
  seeds: Sealer,
  memberId: number,
  draw: (tx: Db, seed: Seed) => Promise<T>,
  attempts = 3,
): Promise<T> {
  await activeSeed(db, seeds, memberId);
  for (let attempt = 1; ; attempt++) {
    const done = await db.transaction(async (tx) => {
      const seed = await raffleRepo.lockSeed(tx, memberId);
      return seed ? { value: await draw(tx, opened(seeds, seed)) } : null;
    });
    if (done) return done.value;
    if (attempt >= attempts) throw new AppError('fair_seed_changed');
  }
}

/**
 * Retires the pair in use (its server seed is revealed) and starts a new one, with the member's client seed if given.
 * One attempt: a rotation that waited for another one finds the pair it was asked to reveal already retired, and is
 * refused (`fair_seed_changed`) rather than revealing the pair the other one just started.
 */
export async function rotateSeed(
  db: Db,
  seeds: Sealer,
  memberId: number,
  clientSeed?: string,
): Promise<TRaffleRotation> {
  const next = await fresh(seeds, clientSeed);
  return withSeed(
    db,
    seeds,
    memberId,
    async (tx, old) => {
      await raffleRepo.retire(tx, old.id, old.serverSeed);
      const made = await raffleRepo.ensureSeed(tx, memberId, async () => next);
      return {
        revealed: {
          serverSeed: old.serverSeed,
          serverHash: old.serverHash,
          clientSeed: old.clientSeed,
          lastNonce: old.nonce - 1,
        },
        next: publicSeed(made),
      };
    },
    1,
  );
}
