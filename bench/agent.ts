// The agent centre rows (issue 14), run from the bench's parent process. The team betting report: a 1,000-member
// team with 100,000 settled rounds, the agent logged in through the real encrypted login, GET AGENT_teamBetRecords over
// HTTP call after call, against the same SQL statement run raw in the server's process on the same database (p95s,
// taking turns). The real-time salary tick: one runDuePayouts of a 5-minute window against its raw bound, both timed
// in the server's process (agent-inproc.ts).
import { seal } from '../apps/server/test/auth-helper.ts';
import type { AgentFixtures, TickFigures } from './agent-inproc.ts';
import type { Ask } from './money.ts';
import { type Latency, latency, median, paired } from './rounds.ts';

/**
 * Sequential report calls per measurement (as many raw statements): BENCH_AGENT_CALLS, else as many as fit in
 * BENCH_SECONDS at the warm-up's pace, at least 20 (the p95 is then the second slowest) and at most 200.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const callsFor = (warmMs: number[]) =>
  Number(process.env.BENCH_AGENT_CALLS ?? 0) ||
  Math.max(20, Math.min(200, Math.floor((SECONDS * 1000) / (median(warmMs) || 1))));

export interface AgentRow {
  measure: string;
  value: string;
  baseline: string;
  ratio: string;
  'p99 ms': string;
}

export async function agentRows(ask: Ask, base: string): Promise<AgentRow[]> {
  const f = await ask<AgentFixtures>({ cmd: 'agent-fixtures' });
  const { keyId, publicKey } = (
    (await (await fetch(`${base}/wps/session/key/rsa`)).json()) as {
      value: { keyId: string; publicKey: string };
    }
  ).value;
  const login = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seal(keyId, publicKey, { type: 'username', username: f.username, password: f.password })),
  });
  const logged = (await login.json()) as { success: boolean; message: string; value: { token: string } };
  if (!logged.success) throw new Error(`agent login: ${logged.message}`);
  const url = `${base}/wps/relay/AGENT_teamBetRecords?startDate=${f.startDate}&endDate=${f.endDate}&pageNo=1&pageSize=10`;
  const headers = { authorization: `Bearer ${logged.value.token}` };
  const call = async () => {
    const r = await fetch(url, { headers });
    const body = (await r.json()) as { success: boolean; message: string; value: { total: number; list: unknown[] } };
    if (!body.success || body.value.total !== f.rounds || body.value.list.length !== 10)
      throw new Error(`team bets: ${r.status} ${body.message} ${body.value?.total}`);
  };
  const timedCalls = async (n: number) => {
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await call();
      ms.push(performance.now() - t0);
    }
    return ms;
  };
  // Warm-up on both sides (the raw side's with its first measurement), as the other rows have one.
  const calls = callsFor(await timedCalls(10));
  let warm = true;
  const rawSide = async () => {
    const l = await ask<Latency>({ cmd: 'agent-report', n: calls, warm });
    warm = false;
    return l;
  };
  // paired() compares `rate`s: here each side's p95 in ms, so the ratio is server p95 / raw p95.
  const asLoad = (l: Latency) => ({ rate: l.p95, p99: l.p99 });
  const report = await paired(
    async () => asLoad(latency(await timedCalls(calls))),
    async () => asLoad(await rawSide()),
  );
  const tick = await ask<TickFigures>({ cmd: 'agent-ticks' });
  return [
    {
      measure: `team bets report p95 ms of ${calls} calls, 1,000 members, ${f.rounds / 1000}k rounds (HTTP; lower is better)`,
      value: report.value.toFixed(1),
      baseline: `${report.baseline.toFixed(1)} (its SQL statement, one round trip)`,
      ratio: report.ratio.toFixed(2),
      'p99 ms': report.p99 ? `${report.p99.value.toFixed(1)} (baseline ${report.p99.baseline.toFixed(1)})` : '-',
    },
    {
      measure: `real-time salary tick ms, ${tick.windowRounds} rounds, ${tick.payouts} payouts (median of ${tick.runs}; lower is better)`,
      value: tick.tickMs.toFixed(1),
      baseline: `${tick.rawMs.toFixed(1)} (1 aggregate + ${tick.payouts} raw postings, one transaction)`,
      ratio: tick.ratio.toFixed(2),
      'p99 ms': '-',
    },
  ];
}
