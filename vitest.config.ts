import { defineConfig } from 'vitest/config';

/** One budget for every project: a busy two-core CI machine runs files side by side. */
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // Two files at a time on a two-core machine: the default (one fewer than the cores) left a core idle while a file
    // built its database; two measured 17 % faster over the server suite.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/test/**/*.test.ts'],
          environment: 'node',
          ...timeouts,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/pg/**'],
          environment: 'node',
          ...timeouts,
          // A file's first app also makes the seeded database the others copy (test/helper.ts).
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: ['apps/server/test/pg/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          ...timeouts,
        },
      },
      {
        extends: './apps/console/vite.config.ts',
        test: {
          name: 'console',
          root: './apps/console',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          ...timeouts,
        },
      },
    ],
  },
});
