import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Resolves when `pattern` shows up in stdout or stderr; rejects if the process ends first. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
}

/** Runs a TypeScript entry point of apps/server through tsx, as `npm run dev` does. */
export function runTs(entry: string, args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_DIR, entry), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'unknown');
      for (const listener of listeners) listener();
    });
  });

  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          done();
          resolve(match);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          done();
          reject(new Error(`process ended before ${pattern} appeared:\n${output}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${pattern} did not appear within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  return { child, output: () => output, exited, waitFor };
}

/** Kills (SIGKILL) every process of `running` still alive and empties the list: a test's afterEach. */
export async function killLeftOver(running: RunningProcess[]): Promise<void> {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
}
