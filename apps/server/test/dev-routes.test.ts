import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryNow } from '../src/modules/lottery/index.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: object, target = app) =>
  target.inject({ method: 'POST', url, payload, remoteAddress: '127.0.0.1' });

describe('development calls', () => {
  it('set the lottery clock, which runs on from there, and give the real time back', async () => {
    const at = '2027-03-01T10:50:00.000Z';
    const set = (await post('/dev/lottery/clock', { at })).json();
    expect(Date.parse(set.value.now) - Date.parse(at)).toBeLessThan(1000);
    const driven = lotteryNow(app.deps).getTime();
    expect(driven - Date.parse(at)).toBeGreaterThanOrEqual(0);
    expect(driven - Date.parse(at)).toBeLessThan(5000);
    expect((await post('/dev/lottery/clock', { at: null })).statusCode).toBe(200);
    expect(Math.abs(lotteryNow(app.deps).getTime() - Date.now())).toBeLessThan(1000);
    expect((await post('/dev/lottery/clock', { at: 'tomorrow' })).statusCode).toBe(400);
  });

  it('run named jobs and refuse an unknown one', async () => {
    expect((await post('/dev/jobs/run', { names: ['lottery-draws'] })).json().value).toEqual({
      ran: ['lottery-draws'],
    });
    expect((await post('/dev/jobs/run', { names: ['no-such-job'] })).json().message).toBe('bad_request');
  });

  it('are answered only from this machine, and absent in production', async () => {
    const remote = await app.inject({
      method: 'POST',
      url: '/dev/lottery/clock',
      payload: { at: null },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.json().message).toBe('not_found');
    const production = await buildTestApp({ NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-length' });
    try {
      expect((await post('/dev/lottery/clock', { at: null }, production)).statusCode).toBe(404);
      expect((await post('/dev/jobs/run', { names: ['lottery-draws'] }, production)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('are absent with DEV_ENDPOINTS off, the quick-start default, and answered with it on', async () => {
    const off = await buildTestApp({ DEV_ENDPOINTS: 'off' });
    try {
      const outbox = await off.inject({ url: '/dev/outbox?to=%2B5511999990001', remoteAddress: '127.0.0.1' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).not.toContain('5511999990001');
      expect((await post('/dev/jobs/run', { names: ['lottery-draws'] }, off)).statusCode).toBe(404);
      expect((await post('/dev/lottery/clock', { at: null }, off)).statusCode).toBe(404);
      expect((await post('/dev/jobs/rewards', {}, off)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    expect(app.deps.config.DEV_ENDPOINTS).toBe('on');
    const outbox = await app.inject({ url: '/dev/outbox?to=%2B5511999990001', remoteAddress: '127.0.0.1' });
    expect(outbox.statusCode).toBe(200);
    expect(Array.isArray(outbox.json().value)).toBe(true);
    expect((await post('/dev/jobs/run', { names: ['lottery-draws'] })).statusCode).toBe(200);
  });
});
