import { randomBytes } from 'node:crypto';

// Baseline and measured side take turns, ROUNDS times, so a slow moment of a shared machine hits both sides alike.
// Each round's ratio compares two back-to-back measurements; the row reports the medians.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Latency figures of calls made one after another, in ms. */
export interface Latency {
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles: of 20 calls the p95 is the second slowest, the p99 the slowest. */
export const latency = (ms: number[]): Latency => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.max(0, Math.ceil(s.length * p) - 1)] ?? 0;
  return { p95: at(0.95), p99: at(0.99) };
};

/** One measurement: operations per second, and the 99th percentile of one operation's latency in ms. */
export interface Load {
  rate: number;
  p99: number;
}

export interface Paired {
  value: number;
  baseline: number;
  /** The median of the per-round ratios (not value / baseline of the medians). */
  ratio: number;
  /** Median p99 latencies (ms) of the measured side and of the baseline, when measured. */
  p99?: { value: number; baseline: number };
}

const asLoad = (x: number | Load): Load => (typeof x === 'number' ? { rate: x, p99: Number.NaN } : x);

export async function paired(
  measure: () => Promise<number | Load>,
  baseline: () => Promise<number | Load>,
): Promise<Paired> {
  const values: Load[] = [];
  const baselines: Load[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const b = asLoad(await baseline());
    const v = asLoad(await measure());
    baselines.push(b);
    values.push(v);
    ratios.push(v.rate / b.rate);
  }
  const p99 = Number.isNaN(values[0]?.p99 ?? Number.NaN)
    ? undefined
    : { value: median(values.map((v) => v.p99)), baseline: median(baselines.map((b) => b.p99)) };
  return {
    value: median(values.map((v) => v.rate)),
    baseline: median(baselines.map((b) => b.rate)),
    ratio: median(ratios),
    ...(p99 ? { p99 } : {}),
  };
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Concurrent callers of the money rows, as a provider's peak sends them. */
export const CONNECTIONS = 32;

/** Runs `op` from `concurrency` workers for SECONDS; each call gets a running number and its worker's number. */
export async function opsPerSecond(
  concurrency: number,
  op: (i: number, worker: number) => Promise<unknown>,
): Promise<number> {
  return (await load(concurrency, op)).rate;
}

/** Like opsPerSecond, also keeping each call's latency for the p99. */
export async function load(concurrency: number, op: (i: number, worker: number) => Promise<unknown>): Promise<Load> {
  const until = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await op(n++, worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / SECONDS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

/** How a bet+win round reaches the seamless wallet: its signed HTTP API, or its services in the server's process. */
export interface WalletCalls {
  bet(b: {
    ticket: string;
    txId: string;
    roundId: string;
    amount: string;
  }): Promise<{ status: string; playerId?: string }>;
  win(b: { txId: string; roundId: string; playerId: string; amount: string }): Promise<{ status: string }>;
}

/** Round `i` of the money rows: a bet of one of four players and its win, each of 0.01, under fresh ids. */
export async function betWinRound(i: number, tickets: string[], calls: WalletCalls): Promise<void> {
  const roundId = `bh${i}-${randomBytes(4).toString('hex')}`;
  const ticket = tickets[i % tickets.length] as string;
  const bet = await calls.bet({ ticket, txId: `${roundId}b`, roundId, amount: '0.01' });
  const won = await calls.win({ txId: `${roundId}w`, roundId, playerId: bet.playerId ?? '', amount: '0.01' });
  if (bet.status !== 'OK' || won.status !== 'OK') throw new Error(`round: ${bet.status} ${won.status}`);
}
