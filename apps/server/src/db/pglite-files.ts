import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's PostgreSQL settings on top of its own. PostgreSQL's default of 128 MB of shared
 * buffers is all resident in the process (WebAssembly memory is never given back); this app's
 * tables are small and the operating system caches the files anyway, so 16 MB keeps the
 * server well inside its memory budget (README, "Performance").
 */
export const PGLITE_START_PARAMS: readonly string[] = Object.freeze([
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
]);

const INITDB_SCRIPT = `
const [entry, directory, params] = process.argv.slice(1);
require(entry)
  .PGlite.create(directory, { startParams: JSON.parse(params) })
  .then((client) => client.close())
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * initdb's child runs PostgreSQL's bootstrap SQL, enough for V8 to optimise the SQL parser's one
 * 105 KB WebAssembly function, which takes ~600 MB of compiler memory: with the baseline
 * compiler only the child peaks at ~560 MB instead of ~1,080 MB and is done in half the time
 * (no optimising compiles at all; scripts/lib/server-process.mjs, README "Marketplace sync").
 */
export const INITDB_NODE_FLAGS: readonly string[] = Object.freeze(['--liftoff-only']);

function runInitdb(directory: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(
    process.execPath,
    [
      ...INITDB_NODE_FLAGS,
      '-e',
      INITDB_SCRIPT,
      entry,
      directory,
      JSON.stringify(PGLITE_START_PARAMS),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`PGlite initdb failed (${signal ?? code}): ${stderr.slice(-2000)}`));
    });
  });
}

/**
 * Creates a PGlite data directory unless it exists. initdb runs in a child process: in this
 * one it would leave its WebAssembly memory behind (over 500 MB, never returned), and the
 * server of a fresh install would keep that for its whole life. The files are made beside the
 * target and renamed into place, so a start-up killed half-way leaves no half-made database.
 */
export async function ensurePgliteDataDir(directory: string): Promise<void> {
  if (existsSync(join(directory, 'PG_VERSION'))) return;
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    throw new Error(`${directory} is not empty and holds no PostgreSQL database: move it away`);
  }
  const staging = `${directory}.initdb`;
  await rm(staging, { recursive: true, force: true });
  await runInitdb(staging);
  // An empty folder may be there already.
  await rmdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, directory);
}
