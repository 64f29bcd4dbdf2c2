// The embedded database's own thread: PGlite runs here, and the server's thread asks it through messages
// (db/pglite-remote.ts). PGlite executes every statement synchronously inside WebAssembly, so on the server's thread
// each statement stopped the HTTP side; here the two run side by side (docs/decisions.md).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { drizzleParsers } from './pglite-parsers.ts';
import type { WasmModule } from './pglite-remote.ts';

export type Ask =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Answer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }
  | { notify: string; payload: string };

/** A result as it crosses threads: what drizzle and the raw queries read of PGlite's. */
const plain = (r: Results) => ({ rows: r.rows, affectedRows: r.affectedRows, fields: r.fields });

/** An error as it crosses threads: its message and its fields (SQLSTATE code, constraint, detail...). */
function plainError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const { query: _q, params: _p, queryOptions: _o, ...fields } = err as Error & Record<string, unknown>;
  return { ...fields, name: err.name, message: err.message };
}

const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker');
const { dataDir, snapshot, wasm } = workerData as {
  dataDir: string;
  snapshot?: Uint8Array;
  /** Compiled once by the process (db/pglite-remote.ts), shared by its threads. */
  wasm: WasmModule;
};
const client =
  dataDir !== 'memory://'
    ? new PGlite({ dataDir, pgliteWasmModule: wasm })
    : snapshot
      ? new PGlite({ loadDataDir: new Blob([snapshot as Uint8Array<ArrayBuffer>]), pgliteWasmModule: wasm })
      : new PGlite({ pgliteWasmModule: wasm });

/** Open transactions by number: each holds PGlite's transaction until its end is asked. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
const stops = new Map<string, () => Promise<void>>();

async function answer(ask: Ask): Promise<unknown> {
  switch (ask.op) {
    case 'query': {
      const options: QueryOptions = { rowMode: ask.rowMode ?? 'object' };
      const target = ask.tx ? open.get(ask.tx)?.tx : client;
      if (!target) throw new Error('transaction already ended');
      return plain(await target.query(ask.sql, ask.params, options));
    }
    case 'exec':
      return (await client.exec(ask.sql)).map(plain);
    case 'begin':
      return begin(ask.id);
    case 'end': {
      const t = open.get(ask.tx);
      if (!t) throw new Error('transaction already ended');
      t.end(ask.commit);
      return ended.get(ask.tx);
    }
    case 'listen':
      if (!stops.has(ask.channel))
        stops.set(
          ask.channel,
          await client.listen(ask.channel, (payload) => port?.postMessage({ notify: ask.channel, payload })),
        );
      return null;
    case 'unlisten':
      await stops.get(ask.channel)?.();
      stops.delete(ask.channel);
      return null;
    case 'dump':
      return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await client.close();
      return null;
  }
}

const ROLLBACK = Symbol('rollback');
/** How each transaction ended: its COMMIT's outcome, which the end's answer waits for. */
const ended = new Map<number, Promise<void>>();

/** Opens a transaction numbered by its ask; answers once it holds PGlite's transaction. */
function begin(n: number): Promise<number> {
  return new Promise((started, failed) => {
    const done = client
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            open.set(n, { tx, end: (c) => (c ? commit() : rollback(ROLLBACK)) });
            started(n);
          }),
      )
      .then(
        () => undefined,
        (err) => {
          if (err !== ROLLBACK) throw err;
        },
      )
      .finally(() => {
        open.delete(n);
        ended.delete(n);
      });
    ended.set(n, done);
    done.catch(failed);
  });
}

await client.waitReady;
Object.assign(client.parsers, drizzleParsers);

/** Statements still being answered: a close waits for them, so the thread never ends inside WebAssembly. */
const inFlight = new Set<Promise<unknown>>();
const settle = (work: Promise<unknown>) => {
  const done = work.catch(() => undefined);
  inFlight.add(done);
  done.finally(() => inFlight.delete(done));
  return work;
};
/** Before a close: transactions nobody ended are rolled back (they hold PGlite's lock), then the rest answers. */
const drained = async () => {
  for (const t of open.values()) t.end(false);
  await Promise.allSettled(ended.values());
  while (inFlight.size > 0) await Promise.all(inFlight);
};

port.on('message', (ask: Ask) => {
  const work = ask.op === 'close' ? drained().then(() => answer(ask)) : settle(answer(ask));
  work.then(
    (value) => {
      port.postMessage({ id: ask.id, ok: true, value } satisfies Answer);
      // Closed: with its port closed the thread has nothing left to wait for and ends by itself.
      if (ask.op === 'close') port.close();
    },
    (err) => port.postMessage({ id: ask.id, ok: false, error: plainError(err) } satisfies Answer),
  );
});
port.postMessage({ ready: true });
