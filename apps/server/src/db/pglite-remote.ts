import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { Answer, Ask } from './pglite-thread.ts';

/** A compiled WebAssembly module, opaque here (the server's types carry no DOM library, where WebAssembly lives). */
export type WasmModule = object;
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

let compiled: Promise<WasmModule> | undefined;
/**
 * PGlite's WebAssembly, compiled once per process and handed to every embedded thread. Each thread compiled its own
 * copy (9 MB of code), and the engine freed a thread's code when the thread ended while its background tier-up could
 * still be writing to it: a process that opened and closed many databases (the test suite) died now and then on
 * V8's "Check failed: jit_page.has_value()" (SIGTRAP). Held here, the code lives as long as the process.
 */
function pgliteWasm(): Promise<WasmModule> {
  compiled ??= readFile(new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'))).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

/** A result as drizzle's PGlite driver and the raw queries read it. */
export interface EmbeddedResults<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}

type Query = <T = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
  options?: { rowMode?: 'array' | 'object' },
) => Promise<EmbeddedResults<T>>;

/** The embedded database as the server's thread sees it: what drizzle's PGlite driver calls, and LISTEN. */
export interface EmbeddedClient {
  query: Query;
  exec(sql: string): Promise<EmbeddedResults[]>;
  /** Inside a transaction drizzle only sends queries (savepoints included). */
  transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The whole data directory as an uncompressed tarball (see `openEmbedded`'s `snapshot`). */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

type Body = Ask extends infer A ? (A extends Ask ? Omit<A, 'id'> : never) : never;

/**
 * Starts PGlite on a thread of its own (db/pglite-thread.ts) and returns its client. Every statement crosses as a
 * message; a transaction holds PGlite's transaction on that thread until its end is asked, so other statements wait
 * for it as they did in process. Errors keep their fields (SQLSTATE code, constraint), so callers read them as
 * before; if the thread ends, every call fails as a lost connection would (08006). An in-memory database may start
 * from a `snapshot` (a `dump()` of another), which skips creating the cluster.
 */
export async function openEmbedded(dataDir: string, snapshot?: Uint8Array): Promise<EmbeddedClient> {
  const wasm = await pgliteWasm();
  const worker = new Worker(new URL('./pglite-thread.ts', import.meta.url), {
    workerData: { dataDir, wasm, ...(snapshot ? { snapshot } : {}) },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let next = 1;
  let lost: Error | null = null;
  let ready: { resolve(): void; reject(err: Error): void } | null = null;
  const started = new Promise<void>((resolve, reject) => {
    ready = { resolve, reject };
  });

  const ask = <T>(body: Body): Promise<T> => {
    if (lost) return Promise.reject(lost);
    const id = next++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  };
  const fail = (err: Error) => {
    lost ??= Object.assign(new Error(`embedded database stopped: ${err.message}`), { code: '08006' });
    ready?.reject(lost);
    for (const p of pending.values()) p.reject(lost);
    pending.clear();
  };
  worker.on('message', (m: Answer | { ready: true }) => {
    if ('ready' in m) return ready?.resolve();
    if ('notify' in m) {
      for (const onPayload of listeners.get(m.notify) ?? []) onPayload(m.payload);
      return;
    }
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (pending.size === 0) worker.unref();
    if (m.ok) p.resolve(m.value);
    else p.reject(Object.assign(new Error(String(m.error.message)), m.error));
  });
  worker.on('error', fail);
  const exited = new Promise<void>((resolve) =>
    worker.on('exit', (code) => {
      fail(new Error(`thread exited (${code})`));
      resolve();
    }),
  );
  await started;
  // Once started, the thread keeps the process alive only while a statement waits for it (as a socket would).
  worker.unref();

  /** Statements on the client (tx 0) or inside one open transaction. */
  const queryOn =
    (tx: number): Query =>
    (sql, params, options) =>
      ask({
        op: 'query',
        sql,
        ...(tx ? { tx } : {}),
        ...(params ? { params } : {}),
        ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      });
  return {
    query: queryOn(0),
    exec: (sql) => ask({ op: 'exec', sql }),
    transaction: async (fn) => {
      const tx = await ask<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn({ query: queryOn(tx) });
      } catch (err) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    listen: async (channel, onPayload) => {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await ask({ op: 'listen', channel });
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await ask({ op: 'unlisten', channel });
      };
    },
    dump: () => ask<Uint8Array>({ op: 'dump' }),
    close: async () => {
      if (!lost) await ask({ op: 'close' }).catch(() => undefined);
      // The thread ends by itself once PGlite is closed: ending a thread that holds WebAssembly from outside can
      // crash the whole process (a known Node.js worker issue). One still running after a few seconds is ended.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), 5000);
      });
      if ((await Promise.race([exited, late])) === 'late') await worker.terminate();
      clearTimeout(timer);
    },
  };
}
