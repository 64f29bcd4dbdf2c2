import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { q } from '../../db/rows.ts';

/** The most calls one group carries (a group holds its calls' locks until it commits). */
const MOST = 32;

/** A bet or win as the group function reads it (migration 0413). */
export type GroupedCall = { op: 'bet' | 'win' } & Record<string, unknown>;
type Waiting = { call: GroupedCall; resolve(value: unknown): void; reject(err: Error): void };

/**
 * Bets and wins on a database of one connection, sent in groups: the calls that arrive while a group runs wait for the
 * next one, which goes as one statement and one transaction (provider_calls), each call in a subtransaction of its own.
 * A call's answer is given only after its group committed; a call that failed fails alone, as it would by itself.
 */
export function callGroups(db: Db, settings: { idleMinutes: number; houseShards: number }) {
  let waiting: Waiting[] = [];
  let running = false;

  async function runNext(): Promise<void> {
    if (running || waiting.length === 0) return;
    running = true;
    const group = waiting.slice(0, MOST);
    waiting = waiting.slice(MOST);
    try {
      const [row] = await q(
        db,
        sql`SELECT provider_calls(${JSON.stringify(group.map((w) => w.call))}::jsonb, ${settings.idleMinutes}::int,
          ${settings.houseShards}::int) AS r`,
      );
      const results = row?.r as Array<Record<string, unknown>>;
      group.forEach((w, i) => {
        const result = results[i];
        if (!result || 'error' in result)
          w.reject(Object.assign(new Error(String(result?.error ?? 'no result')), { code: result?.code }));
        else w.resolve(result);
      });
    } catch (err) {
      for (const w of group) w.reject(err as Error);
    } finally {
      running = false;
      void runNext();
    }
  }

  return (call: GroupedCall) =>
    new Promise<unknown>((resolve, reject) => {
      waiting.push({ call, resolve, reject });
      void runNext();
    });
}
