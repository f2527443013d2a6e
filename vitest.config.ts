import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One root Vitest config; each workspace is a project so `--project` picks a suite.
export default defineConfig({
  test: {
    /*
     * One test file per core. Vitest's default leaves a core free, which on the 2-core CI
     * machines means one file at a time; the server files spend much of their time waiting
     * (argon2 on libuv's pool, child processes, PostgreSQL), so two at once cut the PGlite pass
     * from about 13.6 to 8.7 minutes there.
     */
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'marketplaces',
          root: './packages/marketplaces',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'sandbox',
          root: './apps/sandbox',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['**/*.test.ts'],
          environment: 'node',
          // ESLint and load runs are slow on a busy machine; the limit is a safety net only.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'tooling',
          root: './tooling',
          include: ['**/*.test.ts'],
          environment: 'node',
          // ESLint and load runs are slow on a busy machine; the limit is a safety net only.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
