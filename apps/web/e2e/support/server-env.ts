import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Picks a free loopback port and a fresh data directory once, in the Playwright main process,
 * and keeps them in the environment: workers re-read the config, and inherit these values
 * instead of choosing new ones.
 */
export function e2eServerEnv(): { port: number; dataDir: string } {
  if (!process.env.E2E_PORT) {
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
      ],
      { encoding: 'utf8' },
    );
    const port = Number.parseInt(probe.stdout.trim(), 10);
    if (!Number.isInteger(port))
      throw new Error(`Не удалось выбрать свободный порт: ${probe.stderr}`);
    process.env.E2E_PORT = String(port);
  }
  if (!process.env.E2E_DATA_DIR) {
    process.env.E2E_DATA_DIR = join(mkdtempSync(join(tmpdir(), 'marketpult-e2e-')), 'data');
  }
  return { port: Number(process.env.E2E_PORT), dataDir: process.env.E2E_DATA_DIR };
}
