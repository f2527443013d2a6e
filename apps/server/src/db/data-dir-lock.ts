import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Holds the pid of the process that has the PGlite files open. Two processes on one PGlite
 * directory corrupt it, and PGlite itself does not notice, so the server and the CLI take this
 * lock first.
 */
export const LOCK_FILE = 'pglite.pid';

export class DataDirInUseError extends Error {
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `Каталог данных ${dataDir} занят процессом ${pid} (запущен сервер МаркетПульт?). ` +
        'Остановите его и повторите, или работайте через PostgreSQL (DATABASE_URL).\n' +
        `The data directory ${dataDir} is in use by process ${pid} (is the МаркетПульт server ` +
        'running?). Stop it and retry, or use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding the lock on `dataDir`, if any (stale locks do not count). */
export function lockHolder(dataDir: string): number | undefined {
  const pid = readPid(join(dataDir, LOCK_FILE));
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * Takes the lock or throws DataDirInUseError. A lock left by a dead process (a crash, a kill -9)
 * is taken over. Returns a release function that is safe to call more than once.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
