import type { Db } from '../../db/client.ts';
import { advanceCursor, claimCursor } from '../points/index.ts';
import { countSource, DEPOSITS, LOGINS, ROUNDS, type Source } from './progress-repo.ts';

/**
 * The missions job: counts logins, paid deposits and settled cash rounds into mission progress, each source after its
 * own cursor, each event once per mission and period (mission_events' key). A source whose cursor another run holds
 * is skipped this time.
 */
export async function progressMissions(db: Db): Promise<void> {
  for (const source of [LOGINS, DEPOSITS, ROUNDS]) await runSource(db, source);
}

async function runSource(db: Db, source: Source): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const moved = await db.transaction(async (tx) => {
      const cursor = await claimCursor(tx, source.cursor);
      if (!cursor) return false;
      const newest = await countSource(tx, source, cursor);
      if (!newest || new Date(newest) <= cursor) return false;
      await advanceCursor(tx, source.cursor, newest);
      return true;
    });
    if (!moved) return;
  }
}
