import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { balanceStreamSuite } from '../balance-stream-suite.ts';
import { buildPgApp } from './pg-helper.ts';

describe('live balance stream on the real PostgreSQL server', () => {
  let app: App;
  let base = '';
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => drop());
  balanceStreamSuite(
    () => app,
    () => base,
  );
});
