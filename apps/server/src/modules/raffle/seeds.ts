import { randomBytes } from 'node:crypto';
import { seedHash } from '@portal/contracts/fair';
import type { TRaffleRotation, TRaffleSeed } from '@portal/contracts/raffle';
import type { Db } from '../../db/client.ts';
import { raffleRepo, type SeedRow } from './repo.ts';

/** The member's raffle seed pairs: the in-house games' commit-reveal scheme, kept apart from that provider's pairs. */

const fresh = async (clientSeed?: string) => {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    serverHash: await seedHash(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
};

export const activeSeed = (db: Db, memberId: number): Promise<SeedRow> =>
  raffleRepo.ensureSeed(db, memberId, () => fresh());

export const publicSeed = (s: SeedRow): TRaffleSeed => ({
  serverHash: s.serverHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

/**
 * Runs `draw` in one transaction holding the member's active pair locked, so the member's draws and rotations take
 * turns. A rotation that committed while we waited retired the row we aimed at: the next attempt finds the new pair.
 */
export async function withSeed<T>(db: Db, memberId: number, draw: (tx: Db, seed: SeedRow) => Promise<T>): Promise<T> {
  await activeSeed(db, memberId);
  for (let attempt = 0; ; attempt++) {
    const done = await db.transaction(async (tx) => {
      const seed = await raffleRepo.lockSeed(tx, memberId);
      return seed ? { value: await draw(tx, seed) } : null;
    });
    if (done) return done.value;
    if (attempt === 2) throw new Error('no active raffle seed');
  }
}

/** Retires the pair in use (its server seed is revealed) and starts a new one, with the member's client seed if given. */
export async function rotateSeed(db: Db, memberId: number, clientSeed?: string): Promise<TRaffleRotation> {
  const next = await fresh(clientSeed);
  return withSeed(db, memberId, async (tx, old) => {
    await raffleRepo.retire(tx, old.id);
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
  });
}
