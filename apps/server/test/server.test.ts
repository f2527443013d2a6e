import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordFirstStart } from '../src/db/app-meta';
import { openDatabase } from '../src/db/client';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { freePort, killLeftOver, runTs, type RunningProcess } from './helpers/child-process';
import { removeScratchDirs, scratchDir } from './helpers/scratch-dir';
import { TEST_DB_KIND, createScratchPostgres, type ScratchPostgres } from './helpers/test-db';

const START_TIMEOUT_MS = 45_000;
const URL_LINE = /МаркетПульт: http:\/\/localhost:(\d+)/;

describe(`server.ts as a process on ${TEST_DB_KIND}`, () => {
  let dataDir: string;
  let scratch: ScratchPostgres | undefined;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    dataDir = join(scratchDir('server'), 'data');
    if (TEST_DB_KIND === 'postgres') scratch = await createScratchPostgres();
  });
  afterEach(() => killLeftOver(running));
  afterAll(async () => {
    await scratch?.drop();
    removeScratchDirs();
  });

  async function start(extraEnv: Record<string, string> = {}): Promise<RunningProcess> {
    const port = await freePort();
    const server = runTs('src/server.ts', [], {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, '..', 'no-web-build'),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...extraEnv,
    });
    running.push(server);
    return server;
  }

  async function startAndCheck(): Promise<{ server: RunningProcess; port: number }> {
    const server = await start();
    const [, port] = await server.waitFor(URL_LINE, START_TIMEOUT_MS);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    return { server, port: Number(port) };
  }

  it(
    'prints its URL, serves /healthz, stops cleanly on SIGTERM and starts again on the same data',
    async () => {
      const first = await startAndCheck();
      first.server.child.kill('SIGTERM');
      expect(await first.server.exited).toBe(0);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

      const second = await startAndCheck();
      second.server.child.kill('SIGINT');
      expect(await second.server.exited).toBe(0);

      if (TEST_DB_KIND === 'pglite') {
        // The files were closed cleanly: they open again, with the data of the first run.
        const database = await openDatabase({ kind: 'pglite', dataDir });
        try {
          await database.migrate();
          const firstStart = await recordFirstStart(database.db, new Date(0));
          expect(firstStart).not.toBe(new Date(0).toISOString());
        } finally {
          await database.close();
        }
      }
    },
    3 * START_TIMEOUT_MS,
  );

  it.skipIf(TEST_DB_KIND !== 'pglite')(
    'refuses to open a PGlite data directory another server is using',
    async () => {
      const first = await startAndCheck();
      const intruder = await start();
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toContain('is in use by process');
      expect(intruder.output()).not.toMatch(/\n\s+at /);

      const health = await fetch(`http://127.0.0.1:${first.port}/healthz`);
      expect(health.status).toBe(200);
    },
    2 * START_TIMEOUT_MS,
  );

  it('stops with a message naming a bad variable, without a stack trace', async () => {
    const server = await start({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: expected an integer 1..65535, got "abc"');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});
