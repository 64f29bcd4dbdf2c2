import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { balanceStreamSuite } from './balance-stream-suite.ts';
import { buildTestApp } from './helper.ts';

describe('live balance stream on the embedded database', () => {
  let app: App;
  let base = '';
  beforeAll(async () => {
    app = await buildTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  balanceStreamSuite(
    () => app,
    () => base,
  );
});
