import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { buildTestApp } from './helper.ts';
import { walletApiSuite } from './wallet-api-suite.ts';

describe('seamless-wallet API on the embedded database', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  walletApiSuite(() => app);
});
