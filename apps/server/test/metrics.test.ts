import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import type { App } from '../src/platform/http.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { walletApiClient } from './wallet-api-client.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('metrics and request ids', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    await seedDemo(database.db);
    app = await buildApp(testConfig({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN }), database, {
      logStream: { write: (line) => void lines.push(line) },
    });
    app.addHook('onClose', async () => database.close());
    await app.ready();
  });
  afterAll(() => app.close());
  const scrape = async () => (await app.inject('/metrics')).body;

  it('counts answers by route pattern and status, never by the raw URL', async () => {
    await app.inject('/wps/relay/GCSGAME_gameList?vassalage=LVB&pageSize=1');
    await app.inject('/wps/no/such/TICKET-0001');
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/wps\/relay\/GCSGAME_gameList",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/wps\/relay\/GCSGAME_gameList"\}/,
    );
    expect(text).not.toContain('TICKET-0001');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts seamless-wallet calls by the wallet’s own status', async () => {
    const { launch, call } = walletApiClient(() => app);
    const { ticket } = await launch('demo_player');
    await call('balance', { ticket });
    await call('bet', { ticket, txId: `m-${Date.now()}`, roundId: `r-${Date.now()}`, amount: '999999.00' });
    const text = await scrape();
    expect(text).toMatch(/provider_wallet_calls_total\{op="balance",status="OK"\} [1-9]/);
    expect(text).toMatch(/provider_wallet_calls_total\{op="bet",status="INSUFFICIENT_FUNDS"\} [1-9]/);
    expect(text).toMatch(/money_requests_total\{route="\/provider\/wallet\/bet",status="200"\} [1-9]/);
    expect(text).toMatch(/ledger_postings_total\{kind="bet",outcome="insufficient"\} [1-9]/);
  });

  it('serves /metrics to this machine, or elsewhere only with the scrape token', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    expect((await app.inject({ url: '/metrics', ...remote })).statusCode).toBe(404);
    const wrong = await app.inject({ url: '/metrics', ...remote, headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    const ok = await app.inject({ url: '/metrics', ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    // Through a proxy on this machine is not "this machine".
    const proxied = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(404);
  });

  it('names every answer’s request, errors included, as its log lines do', async () => {
    const answer = await app.inject('/wps/no-such-call');
    const id = String(answer.headers['x-request-id']);
    expect(answer.statusCode).toBe(404);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((l) => l.includes(`"reqId":"${id}"`))).toBe(true);
    const passed = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(passed.headers['x-request-id']).toBe('edge-1234abcd');
    const forged = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'a"b\nlog-injection' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
