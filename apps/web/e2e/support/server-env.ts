import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pickFreePort } from './free-port';

/**
 * Picks a free loopback port and a fresh data directory once, in the Playwright main process,
 * and keeps them in the environment: workers re-read the config, and inherit these values
 * instead of choosing new ones.
 */
export function e2eServerEnv(): { port: number; dataDir: string } {
  process.env.E2E_PORT ??= String(pickFreePort());
  if (!process.env.E2E_DATA_DIR) {
    process.env.E2E_DATA_DIR = join(mkdtempSync(join(tmpdir(), 'marketpult-e2e-')), 'data');
  }
  return { port: Number(process.env.E2E_PORT), dataDir: process.env.E2E_DATA_DIR };
}
