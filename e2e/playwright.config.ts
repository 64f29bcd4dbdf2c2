import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8199);
export const baseURL = `http://localhost:${port}`;
/** The e2e server's bootstrap operator, used by specs that switch brand settings through the operator API. */
export const OPERATOR_PASSWORD = 'E2e-Operator-2026';

/** Drives the real built app in the system Chromium against a fresh server on a throwaway database. */
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: '../node_modules/.bin/node ../apps/server/src/main.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The specs read codes through /dev/outbox and run jobs through /dev/jobs/run.
    env: {
      PORT: String(port),
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEV_ENDPOINTS: 'on',
      // Jobs are run by the specs (/dev/jobs/run); Crash's shared round runs by itself, as players meet it.
      CRASH_ENGINE: 'on',
      OPERATOR_PASSWORD,
    },
  },
});
