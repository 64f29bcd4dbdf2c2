import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `npm start`'s server on the on-disk embedded database in `dataDir`; resolves once it answers /readyz. */
async function start(): Promise<{ child: ChildProcess; base: string; log: () => string }> {
  const port = await freePort();
  let out = '';
  const child = spawn(`${root}node_modules/.bin/node`, [`${root}apps/server/src/main.ts`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  // A first start makes the cluster, migrates and seeds: up to a minute and a half on a busy two-core machine.
  for (const until = Date.now() + 90_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base, log: () => out };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${out}`);
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const homeBanners = async (base: string) =>
  ((await (await fetch(`${base}/wps/system/banners?groupName=w_home`)).json()) as { value: unknown[] }).value.length;

describe('starting the server on its data directory', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the demo brand once, reuses the data on the next start, and shuts down cleanly on SIGTERM', async () => {
    const first = await start();
    const banners = await homeBanners(first.base);
    expect(banners).toBeGreaterThan(0);
    expect(first.log()).toMatch(/created operator \\"admin\\" with password/);
    expect(await stop(first.child)).toBe(0);
    expect(first.log()).toContain('shutting down');

    const second = await start();
    expect(await homeBanners(second.base)).toBe(banners);
    expect(second.log()).not.toMatch(/created operator/);
    const key = (await (await fetch(`${second.base}/wps/session/key/rsa`)).json()) as { success: boolean };
    expect(key.success).toBe(true);
    expect(await stop(second.child)).toBe(0);
  }, 240_000);
});
