// The crash rows (issue 37: 2,000 players in one round, cash-outs p99 below 50 ms), run from the bench's parent
// process as the players' pages: BENCH_CRASH_PLAYERS members (2,000) with money, each launched into Lumen Crash through
// the portal's launch call, each watching the round's stream as the page does, all betting into ONE round through the
// page's bet call with their own tickets, then each cashing out by hand at its own moment of the running round, the
// moments spread evenly over CASH_SPAN_MS (multipliers 1.06x to 2.61x). Each cash-out's latency is compared with the
// same schedule of calls to a bare node:http handler doing one raw SQL posting in one round trip on the same database
// (crash-inproc.ts crashBare), the two taking turns BENCH_ROUNDS times. After each round the ledger is read: every
// cash-out paid once, for exactly what was recorded, and every player's balance what its bets and wins make it.
import http from 'node:http';
import { Pool } from 'undici';
import { multiplierAt } from '../apps/server/src/modules/inhouse/crash.ts';
import type { CrashFixtures, CrashLedger } from './crash-inproc.ts';
import type { Ask } from './money.ts';
import { median } from './rounds.ts';

const PLAYERS = Number(process.env.BENCH_CRASH_PLAYERS ?? 2000);
/** How many players keep the round's stream open (each page does). */
const WATCHERS = Math.max(1, Math.min(PLAYERS, Number(process.env.BENCH_CRASH_WATCHERS ?? PLAYERS)));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The first cash-out this long after the round started, the last CASH_SPAN_MS later. */
const CASH_FROM_MS = 1_000;
const CASH_SPAN_MS = Number(process.env.BENCH_CRASH_SPAN_MS ?? 15_000);
/** Every round of the bench's chain crashes after the last planned cash-out, with 2 s to spare. */
const MIN_POINT = multiplierAt(CASH_FROM_MS + CASH_SPAN_MS + 2_000);
/** Client connections: enough that a call never waits for one (a page has its own). */
const CLIENT_CONNECTIONS = 512;
/** The page's opening stake (the game's minimum is 1.05). */
const STAKE = '2.00';

export interface CrashRow {
  measure: string;
  value: string;
  baseline: string;
  ratio: string;
  'p99 ms': string;
}

/** Nearest-rank percentile of sorted `s`. */
const pct = (s: number[], p: number) => s[Math.max(0, Math.ceil(s.length * p) - 1)] ?? 0;
const sleep = (ms: number) => new Promise((go) => setTimeout(go, ms));
/** A shuffled 0..n-1 (so the spread of moments is not the order the players were made in). */
const shuffled = (n: number) => {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j] as number, a[i] as number];
  }
  return a;
};

type Json = Record<string, unknown>;
function caller(base: string) {
  const pool = new Pool(base, { connections: CLIENT_CONNECTIONS });
  const post = async (path: string, body: Json, headers: Record<string, string> = {}) => {
    const r = await pool.request({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await r.body.text();
    if (r.statusCode !== 200) throw new Error(`${path}: ${r.statusCode} ${text}`);
    return JSON.parse(text) as Json;
  };
  return { post, close: () => pool.close() };
}

/** Calls `call(k)` for k = 0..n-1 at `at(k)` ms (epoch), each timed from its moment; the latencies in ms, sorted. */
async function scheduled(n: number, at: (k: number) => number, call: (k: number) => Promise<unknown>) {
  const ms: number[] = [];
  await Promise.all(
    Array.from({ length: n }, async (_, k) => {
      await sleep(Math.max(0, at(k) - Date.now()));
      const t0 = performance.now();
      await call(k);
      ms.push(performance.now() - t0);
    }),
  );
  return ms.sort((a, b) => a - b);
}

interface RoundEvent {
  id: number;
  phase: 'betting' | 'running' | 'crashed';
  bettingEndsAt: string;
  startedAt: string | null;
}

/**
 * The players' streams: each open and read to its end as a page reads it; the first one's rounds are parsed, for the
 * bench to know when betting opens and when the round started.
 */
async function watch(base: string, tickets: string[]) {
  const rounds: RoundEvent[] = [];
  const sockets: http.ClientRequest[] = [];
  let bytes = 0;
  const open = (ticket: string, parse: boolean) =>
    new Promise<void>((ready, fail) => {
      const req = http.get(`${base}/provider/inhouse/api/crash/stream?ticket=${ticket}`, { agent: false }, (res) => {
        if (res.statusCode !== 200) return fail(new Error(`stream: ${res.statusCode}`));
        let text = '';
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (!parse) return;
          text += chunk.toString();
          for (let cut = text.indexOf('\n\n'); cut >= 0; cut = text.indexOf('\n\n')) {
            const block = text.slice(0, cut);
            text = text.slice(cut + 2);
            const data = /^event: round\ndata: (.*)$/m.exec(block)?.[1];
            if (data) rounds.push(JSON.parse(data) as RoundEvent);
          }
        });
        ready();
      });
      req.on('error', () => {});
      sockets.push(req);
    });
  await open(tickets[0] as string, true);
  for (let i = 1; i < tickets.length; i += 32) await Promise.all(tickets.slice(i, i + 32).map((t) => open(t, false)));
  const until = async (seen: (r: RoundEvent) => boolean, ms = 60_000) => {
    const end = Date.now() + ms;
    for (;;) {
      const r = rounds.find(seen);
      if (r) return r;
      if (Date.now() > end) throw new Error('crash bench: the stream did not show the round');
      await sleep(10);
    }
  };
  return {
    until,
    bytes: () => bytes,
    close: () => {
      for (const s of sockets) s.destroy();
    },
  };
}

export async function crashRows(ask: Ask, base: string): Promise<CrashRow[]> {
  const f = await ask<CrashFixtures>({ cmd: 'crash-fixtures', n: PLAYERS, rounds: ROUNDS, minPoint: MIN_POINT });
  const app = caller(base);
  // Each player's launch through the portal (its session token), as the lobby opens the game.
  const tickets: string[] = [];
  for (let i = 0; i < PLAYERS; i += 32)
    tickets.push(
      ...(await Promise.all(
        f.tokens.slice(i, i + 32).map(async (token) => {
          const launch = await app.post('/wps/game/launchGame', { nodeId: f.nodeId, launchMode: 'GLS' }, { token });
          const url = (launch.value as { game_url: string }).game_url;
          return new URL(url, base).searchParams.get('ticket') as string;
        }),
      )),
    );
  const streams = await watch(base, tickets.slice(0, WATCHERS));
  const bare = caller(`http://127.0.0.1:${await ask<number>({ cmd: 'crash-bare' })}`);
  // A call answered with an HTTP error (a wallet call that failed on the way) counts as refused, with its status.
  const api = (path: string, i: number, body: Json = {}) =>
    app
      .post(`/provider/inhouse/api/crash/${path}`, { ticket: tickets[i], ...body })
      .catch((e: Error): Json => ({ error: e.message.slice(0, 120) }));

  const figures: Array<{
    cash: number[];
    base: number[];
    bets: number;
    inWindow: number;
    betMs: number[];
    refused: number;
    ledger: CrashLedger;
  }> = [];
  let lastRound = 0;
  try {
    for (let r = 0; r < ROUNDS; r++) {
      // The baseline: as many calls on the same schedule, one raw posting each.
      const t0 = Date.now() + 200;
      const baseMs = await scheduled(
        PLAYERS,
        (k) => t0 + (CASH_SPAN_MS * (k + 0.5)) / PLAYERS,
        (k) => bare.post('/', { ticket: tickets[k] }),
      );
      // The round: the engine opens it (5 s of betting); every player bets as soon as it shows, 64 calls at a time.
      // The bets placed by the end of those 5 s on the wall clock are counted; the round's clock is held from before
      // it opens (crashHold, so that a slow stream cannot close the betting before the players have seen it) until
      // every player is in, then runs on.
      await ask({ cmd: 'crash-hold' });
      await ask({ cmd: 'crash-start' });
      const open = await streams.until((e) => e.id > lastRound && e.phase === 'betting');
      lastRound = open.id;
      const closes = Date.parse(open.bettingEndsAt);
      let next = 0;
      let inWindow = 0;
      const betMs: number[] = [];
      const placed = new Set<number>();
      const refusedBets: string[] = [];
      await Promise.all(
        Array.from({ length: 64 }, async () => {
          for (let i = next++; i < PLAYERS; i = next++) {
            const b0 = performance.now();
            const a = await api('bet', i, { bet: STAKE });
            betMs.push(performance.now() - b0);
            if ((a.bet as Json | undefined)?.status === 'placed' && a.round === open.id) {
              placed.add(i);
              if (Date.now() <= closes) inWindow++;
            } else refusedBets.push(String(a.error));
          }
        }),
      );
      const shift = await ask<number>({ cmd: 'crash-release' });
      betMs.sort((a, b) => a - b);
      if (refusedBets.length) console.log(`crash bench: ${refusedBets.length} bets refused, first ${refusedBets[0]}`);
      if (placed.size === 0) throw new Error('crash bench: no bet was placed');
      // Each player cashes out by hand at its moment of the running round.
      const running = await streams.until((e) => e.id === open.id && e.phase === 'running');
      // The round's start on the wall clock.
      const started = Date.parse(running.startedAt as string) + shift;
      const order = shuffled(PLAYERS).filter((i) => placed.has(i));
      const refused: string[] = [];
      const cash = await scheduled(
        order.length,
        (k) => started + CASH_FROM_MS + (CASH_SPAN_MS * (k + 0.5)) / order.length,
        async (k) => {
          const a = await api('cashout', order[k] as number);
          if (typeof a.cashout !== 'number') refused.push(String(a.error));
        },
      );
      if (refused.length) console.log(`crash bench: ${refused.length} cash-outs refused, first ${refused[0]}`);
      await streams.until((e) => e.id === open.id && e.phase === 'crashed');
      await ask({ cmd: 'crash-stop' });
      const ledger = await ask<CrashLedger>({ cmd: 'crash-ledger', roundId: open.id });
      figures.push({ cash, base: baseMs, bets: placed.size, inWindow, betMs, refused: refused.length, ledger });
      console.log(
        `crash round ${r + 1}/${ROUNDS}: ${placed.size}/${PLAYERS} bets, ${inWindow} in the first 5 s ` +
          `(p99 ${pct(betMs, 0.99).toFixed(0)} ms), ` +
          `cash-out p50/p95/p99 ${[0.5, 0.95, 0.99].map((p) => pct(cash, p).toFixed(1)).join('/')} ms ` +
          `(baseline ${[0.5, 0.95, 0.99].map((p) => pct(baseMs, p).toFixed(1)).join('/')}), ` +
          `paid once ${ledger.paidOnce}/${ledger.cashed}, stream ${(streams.bytes() / 1e6).toFixed(1)} MB`,
      );
    }
  } finally {
    await ask({ cmd: 'crash-stop' });
  }
  streams.close();
  await Promise.all([app.close(), bare.close()]);

  const rows: CrashRow[] = [];
  const min = (xs: number[]) => Math.min(...xs);
  rows.push({
    measure: `crash: players in the round (bets placed; ${WATCHERS} streams open)`,
    value: String(min(figures.map((x) => x.bets))),
    baseline: `${PLAYERS} (players)`,
    ratio: (min(figures.map((x) => x.bets)) / PLAYERS).toFixed(2),
    'p99 ms': `${median(figures.map((x) => pct(x.betMs, 0.99))).toFixed(1)} (bet call)`,
  });
  rows.push({
    measure: 'crash: bets placed within the 5 s betting window, 64 at a time',
    value: String(median(figures.map((x) => x.inWindow))),
    baseline: `${PLAYERS} (players)`,
    ratio: (median(figures.map((x) => x.inWindow)) / PLAYERS).toFixed(2),
    'p99 ms': '-',
  });
  for (const p of [0.5, 0.95, 0.99]) {
    const v = median(figures.map((x) => pct(x.cash, p)));
    const b = median(figures.map((x) => pct(x.base, p)));
    rows.push({
      measure: `crash cash-out p${Math.round(p * 100)} ms (HTTP, lower is better)`,
      value: v.toFixed(1),
      baseline: `${b.toFixed(1)} (bare node:http, one raw SQL posting)`,
      ratio: median(figures.map((x) => pct(x.cash, p) / pct(x.base, p))).toFixed(2),
      'p99 ms': p === 0.99 ? `${v.toFixed(1)} (baseline ${b.toFixed(1)})` : '-',
    });
  }
  const p99 = median(figures.map((x) => pct(x.cash, 0.99)));
  rows.push({
    measure: 'crash cash-out p99 ms (<=)',
    value: p99.toFixed(1),
    baseline: '50 (target)',
    ratio: (p99 / 50).toFixed(2),
    'p99 ms': '-',
  });
  const sum = (k: keyof CrashLedger) => figures.reduce((s, x) => s + x.ledger[k], 0);
  rows.push({
    measure: 'crash cash-outs paid exactly once (ledger; balances right; lost bets paid; cash-outs refused)',
    value: `${sum('paidOnce')}/${sum('cashed')}; ${sum('balancesRight')}/${sum('bets')}; ${sum('lostPaid')}; ${figures.reduce((n, x) => n + x.refused, 0)}`,
    baseline: `${sum('cashed')} (cash-outs)`,
    ratio: (sum('paidOnce') / Math.max(1, sum('cashed'))).toFixed(2),
    'p99 ms': '-',
  });
  return rows;
}
