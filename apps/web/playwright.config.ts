import { defineConfig, devices } from '@playwright/test';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './e2e/support/chromium';
import { E2E_ACCOUNTS } from './e2e/support/accounts';
import { e2eMailEnv } from './e2e/support/mail-sink';
import { e2eServerEnv } from './e2e/support/server-env';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const executablePath = findChromium();
if (!executablePath && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.warn(CHROMIUM_MISSING_MESSAGE);
}
const { port, dataDir } = e2eServerEnv();
const { smtpPort } = e2eMailEnv();
const baseURL = `http://127.0.0.1:${port}`;
const { expired } = E2E_ACCOUNTS;

/*
 * A PGlite data directory belongs to one process, so the operator CLI prepares what the specs
 * need before the server opens it: an account whose subscription ended (spec §8, forbidden).
 */
const serverCommand = [
  `node apps/server/dist/cli.js users create ${expired.email} --password ${expired.password} --until ${expired.until}`,
  // What `npm start` runs: the server in a child process with its memory settings.
  'node scripts/start.mjs',
].join(' && ');

// The e2e run drives the production build (`npm run test:e2e` builds first) served by the real
// server on a free port with a fresh, throw-away data directory.
export default defineConfig({
  testDir: './e2e',
  // The test SMTP server the app sends its e-mails to (SMTP_URL below).
  globalSetup: './e2e/global-setup.ts',
  outputDir: resolve(repoRoot, 'test-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  /*
   * Sized for a busy 2-core CI machine, where the browser, the server (argon2 on every sign-in)
   * and the test share the cores with other jobs. Every wait stops at the event it waits for,
   * so a passing test never waits this long; Playwright's 5 s for an assertion failed there.
   */
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
    command: serverCommand,
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
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      // The whole suite signs in from one address far faster than a person would.
      MD5_REQUESTS_PER_MINUTE: '10000',
      // The marketplaces' emulated seller APIs inside the server, with their real rate limits:
      // what `npm start` gives (on by default there); the cabinet specs add shops with its keys.
      SANDBOX: '1',
    },
  },
});
