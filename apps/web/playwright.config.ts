import { defineConfig, devices } from '@playwright/test';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './e2e/support/chromium';
import { e2eServerEnv } from './e2e/support/server-env';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const executablePath = findChromium();
if (!executablePath && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.warn(CHROMIUM_MISSING_MESSAGE);
}
const { port, dataDir } = e2eServerEnv();
const baseURL = `http://127.0.0.1:${port}`;

// The e2e run drives the production build (`npm run test:e2e` builds first) served by the real
// server on a free port with a fresh, throw-away data directory.
export default defineConfig({
  testDir: './e2e',
  outputDir: resolve(repoRoot, 'test-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: resolve(repoRoot, 'playwright-report') }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
