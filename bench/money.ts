// The money rows, run from the bench's parent process: wallet transfers and signed bet+win rounds over HTTP against
// the server in its own process, as a player's or a provider's calls come from outside it. Each is paired with its
// raw bound, which the server's process runs on the same database (inproc.ts rawLoad: plain SQL postings on tables
// of the bench's own), taking turns so a slow moment of the shared machine hits both sides alike. The calls go
// through one keep-alive undici pool of as many connections as callers: the load generator shares the machine's
// cores with the server and the database, so it should cost as little as it can (fetch costs about half more).
import { Pool } from 'undici';
import { signBody } from '../apps/server/src/modules/provider/signing.ts';
import type { MoneyFixtures, RawCase } from './inproc.ts';
import { betWinRound, CONNECTIONS, type Load, load, type Paired, paired, type WalletCalls } from './rounds.ts';

export type Ask = <T>(message: object) => Promise<T>;

export async function moneyRows(ask: Ask): Promise<Array<Paired & { measure: string; note: string }>> {
  const f = await ask<MoneyFixtures>({ cmd: 'fixtures' });
  const raw = (kind: RawCase) => ask<Load>({ cmd: 'raw', kind });
  const calls = (kind: RawCase) => ask<Load>({ cmd: 'calls', kind });
  const pool = new Pool(f.base, { connections: CONNECTIONS });
  const post = async <T>(path: string, headers: Record<string, string>, body: string): Promise<T> => {
    const r = await pool.request({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await r.body.text();
    if (r.statusCode !== 200) throw new Error(`${path}: ${r.statusCode} ${text}`);
    return JSON.parse(text) as T;
  };
  const transferBody = JSON.stringify({ vassalage: 'LVA', direction: 'in', amount: '0.01' });
  const transfer = (token: string) => post('/wps/relay/GCS_walletTransfer', { token }, transferBody);
  const hot = f.tokens[0] as string;
  /** A provider's signed seamless-wallet call, as provider/signing.ts walletClient sends it. */
  const wallet = <T>(op: 'bet' | 'win', body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    const ts = Date.now();
    return post<T>(
      `/provider/wallet/${op}`,
      { 'x-provider': 'DEMO', 'x-timestamp': String(ts), 'x-signature': signBody(f.providerSecret, ts, raw) },
      raw,
    );
  };
  const viaHttp: WalletCalls = { bet: (b) => wallet('bet', b), win: (b) => wallet('win', b) };
  const round = (i: number) => betWinRound(i, f.tickets, viaHttp);
  /**
   * Each row's own load runs once on both sides before its paired rounds (as the API rows have a warm-up): the
   * connections compile the row's functions and prepare its statements, the tables reach the row's working set, so the
   * rounds compare steady states rather than a first-round start-up.
   */
  const warmPaired = async (measure: () => Promise<Load>, baseline: () => Promise<Load>) => {
    await baseline();
    await measure();
    return paired(measure, baseline);
  };
  const rows = [
    {
      measure: 'wallet transfers/s, one hot wallet (HTTP)',
      ...(await warmPaired(
        () => load(CONNECTIONS, () => transfer(hot)),
        () => raw('transfer-hot'),
      )),
      note: 'raw SQL hold, vendor record, settle; one wallet',
    },
    {
      measure: 'wallet transfers/s, many wallets (HTTP)',
      ...(await warmPaired(
        () => load(CONNECTIONS, (i) => transfer(f.tokens[i % f.tokens.length] as string)),
        () => raw('transfer-many'),
      )),
      note: 'raw SQL hold, vendor record, settle; as many wallets',
    },
    {
      measure: 'bet+win rounds/s (signed HTTP)',
      ...(await warmPaired(
        () => load(CONNECTIONS, round),
        () => raw('rounds'),
      )),
      note: 'two raw SQL postings',
    },
    // The same calls on the services, without HTTP: where the money path's own database work puts the HTTP rows'
    // ceiling.
    {
      measure: 'wallet transfers/s, many wallets (service calls, no HTTP)',
      ...(await warmPaired(
        () => calls('transfer-many'),
        () => raw('transfer-many'),
      )),
      note: 'raw SQL hold, vendor record, settle; as many wallets',
    },
    {
      measure: 'bet+win rounds/s (service calls, no HTTP)',
      ...(await warmPaired(
        () => calls('rounds'),
        () => raw('rounds'),
      )),
      note: 'two raw SQL postings',
    },
  ];
  await pool.close();
  return rows;
}
