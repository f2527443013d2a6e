// Starts the production server bundle on a loopback port for a measurement, and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverArguments, serverEnvironment } from '../../scripts/lib/server-process.mjs';

// One free-port probe for the server tests and the bench.
export { freePort } from '../../apps/server/test/helpers/child-process';

/** A fresh folder for one bench run: the data directories and the server logs go there. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'marketpult-bench-'));
}

export interface RunningServer {
  url: string;
  pid: number;
  /** From spawn to the first 200 of /healthz: a cold start up to the first useful answer. */
  startMs: number;
  /** Resident memory of the server process right now (VmRSS), in MB. */
  rssMb(): number;
  /**
   * The most it has been resident since it was spawned (the kernel's VmHWM), in MB: exact, where
   * sampling `rssMb` misses a peak of a second or less (the start-up's, README "Marketplace sync").
   */
  peakRssMb(): number;
  /** Starts `peakRssMb` afresh from the current RSS (/proc/PID/clear_refs), for a peak of one stage. */
  resetPeakRss(): void;
  /** CPU seconds (user + system, every thread) the server process has used so far. */
  cpuSeconds(): number;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** Where stdout and stderr go: a file, so that no pipe has to be drained during the load. */
  logFile: string;
  env?: Record<string, string>;
}

const START_TIMEOUT_MS = 60_000;
const POLL_MS = 10;

/** A memory figure of a live process from /proc/PID/status (VmRSS, VmHWM), in MB. */
function statusMbOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}

/** VmRSS of a live process from /proc, in MB. */
export function rssMbOf(pid: number): number {
  return statusMbOf(pid, 'VmRSS');
}

/** Resets a live process's VmHWM to its current VmRSS (Linux 4.0+, same user). */
export function resetPeakRssOf(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** /proc's unit of CPU time: USER_HZ, 100 on Linux wherever the bench runs. */
const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU seconds of a live process and all its threads, from /proc/PID/stat. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces: fields are counted after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** VmHWM (peak VmRSS since it started) of a live process from /proc, in MB. */
export function peakRssMbOf(pid: number): number {
  return statusMbOf(pid, 'VmHWM');
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-4000);
  } catch {
    return '';
  }
}

/**
 * Runs `node apps/server/dist/server.js` as `npm start` does, with the production defaults
 * (LOG_LEVEL info, so every request is logged as in production), and resolves at the first 200
 * of /healthz.
 */
export async function startServer(root: string, options: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  const started = performance.now();
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const script = join(root, 'apps/server/dist/server.js');
  // The same flags and environment as `npm start` (scripts/lib/server-process.mjs).
  const child = spawn(process.execPath, serverArguments(script, env), {
    cwd: root,
    env: serverEnvironment(env),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');

  const deadline = started + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up:\n${logTail(options.logFile)}`);
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz in time:\n${logTail(options.logFile)}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const startMs = performance.now() - started;

  return {
    url,
    pid,
    startMs,
    rssMb: () => rssMbOf(pid),
    peakRssMb: () => peakRssMbOf(pid),
    resetPeakRss: () => resetPeakRssOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}
