import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { walletApiSuite } from '../wallet-api-suite.ts';
import { buildPgApp } from './pg-helper.ts';

describe('seamless-wallet API on the real PostgreSQL server', () => {
  let app: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());
  walletApiSuite(() => app);
});
