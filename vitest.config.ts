import { defineConfig } from 'vitest/config';

// One root Vitest config; each workspace is a project so `--project` picks a suite.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
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
        },
      },
      {
        test: {
          name: 'tooling',
          root: './tooling',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
