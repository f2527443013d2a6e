import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    /*
     * A safety net for busy CI machines (2 cores shared with other jobs), not what keeps the
     * tests fast: the screens' code is loaded before the tests (src/test/lazy-routes.ts) and
     * Testing Library's waits stop at the event they wait for (src/test/setup.ts). Vitest's
     * 5 s default failed tests that took 2 s on an idle machine.
     */
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
