import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../../src/platform/http.ts';
import { sessionNoticeSuite } from '../session-notice-suite.ts';
import { buildPgApp } from './pg-helper.ts';

describe('a cached session and a change made in the database (PostgreSQL LISTEN)', () => {
  let app: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
  });
  afterAll(async () => drop());
  sessionNoticeSuite(() => app);
});
