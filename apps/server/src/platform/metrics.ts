import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { fail } from './envelope.ts';
import type { App } from './http.ts';
import { fromThisMachine } from './loopback.ts';

/**
 * The process's metrics in Prometheus form. One registry per process (a production process serves one app); the
 * collectors are created once, so test processes that build many apps share them.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
const providerCalls = new Counter({
  name: 'provider_wallet_calls_total',
  help: 'Seamless-wallet calls from game providers, by operation and wallet status (OK, INSUFFICIENT_FUNDS, ...).',
  labelNames: ['op', 'status'] as const,
  registers: [registry],
});
export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Scheduled job runs, by job and outcome (ok, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});
export const ledgerPostings = new Counter({
  name: 'ledger_postings_total',
  help: 'Ledger postings by kind and outcome (posted, replayed, insufficient, conflict); one inside a transaction that later rolls back is counted too.',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});
const moneyRequests = new Counter({
  name: 'money_requests_total',
  help: 'Answered requests that move money (wallet calls, deposits, withdrawals, transfers), by route and status code.',
  labelNames: ['route', 'status'] as const,
  registers: [registry],
});

/** The database pool, read at each scrape (the last database an app was built on in this process). */
let pool: Database | null = null;
const poolGauge = new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (total, idle, waiting clients).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = pool?.poolStats();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});
void poolGauge;

/** Routes whose successful answers are money movements. */
const MONEY_ROUTE =
  /^\/(provider\/wallet\/(bet|win|rollback)|wps\/v2\/(withdraw\/request|deposit\/(request|manual)|wallets\/teamTransfer)|wps\/relay\/GCS_walletTransfer|admin\/api\/(deposits|withdrawals)\/)/;
const WALLET_STATUS = /"status":"([A-Z_]+)"/;

/**
 * Counts and times every answer by its route pattern (never the raw URL: ids and tickets would explode the series),
 * counts wallet calls by the wallet's own status, and serves /metrics to this machine or to a scraper with the token.
 */
export function registerMetrics(app: App, database: Database, token: string | undefined): void {
  pool = database;
  app.addHook('onSend', async (req, _reply, payload) => {
    const route = req.routeOptions.url;
    if (route?.startsWith('/provider/wallet/') && typeof payload === 'string') {
      const status = WALLET_STATUS.exec(payload.slice(0, 200))?.[1] ?? 'NONE';
      providerCalls.inc({ op: route.slice('/provider/wallet/'.length), status });
    }
    return payload;
  });
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    httpRequests.inc({ method: req.method, route, status });
    httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    if (MONEY_ROUTE.test(route) && req.method !== 'GET') moneyRequests.inc({ route, status });
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const bearer = req.headers.authorization === `Bearer ${token}`;
    if (!fromThisMachine(req) && !(token && bearer)) return reply.status(404).send(fail('not_found'));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
