import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PGLITE_NODE_FLAGS,
  SERVER_NODE_FLAGS,
  runServerProcess,
  serverArguments,
} from '../scripts/lib/server-process.mjs';

// `npm start` runs the server as a child process with the memory settings of
// scripts/lib/server-process.mjs; the bench measures the same command.
const FIXTURE = join(import.meta.dirname, 'fixtures', 'server-process', 'report-and-wait.mjs');
const LAUNCHER = join(import.meta.dirname, '..', 'scripts', 'lib', 'server-process.mjs');

let dir: string;
let reportFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'server-process-'));
  reportFile = join(dir, 'report.jsonl');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function reports(): Record<string, unknown>[] {
  return readFileSync(reportFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the server process of npm start', () => {
  it('starts with the heap limits and the malloc threshold, and passes its exit code on', async () => {
    const code = await runServerProcess(FIXTURE, {
      env: { ...process.env, REPORT_FILE: reportFile, EXIT_AT_ONCE: '7' },
    });
    expect(code).toBe(7);
    const [started] = reports();
    expect(started?.execArgv).toEqual([...SERVER_NODE_FLAGS]);
    expect(started?.mallocThreshold).toBe('131072');
    expect(started?.heapLimitMb).toBeLessThan(400);
  });

  it("leaves a heap flag to the operator's NODE_OPTIONS", () => {
    const args = serverArguments('server.js', { NODE_OPTIONS: '--max-old-space-size=1024' });
    expect(args).toEqual(['--max-semi-space-size=4', 'server.js']);
  });

  it("leaves PGlite's WebAssembly unoptimised with PGLITE_LOW_MEMORY=1, on PGlite only", () => {
    expect(PGLITE_NODE_FLAGS).toEqual(['--liftoff-only']);
    expect(serverArguments('server.js', { PGLITE_LOW_MEMORY: '1' })).toEqual([
      ...SERVER_NODE_FLAGS,
      '--liftoff-only',
      'server.js',
    ]);
    expect(serverArguments('server.js', {})).toEqual([...SERVER_NODE_FLAGS, 'server.js']);
    expect(
      serverArguments('server.js', {
        PGLITE_LOW_MEMORY: '1',
        DATABASE_URL: 'postgres://127.0.0.1/marketpult',
      }),
    ).toEqual([...SERVER_NODE_FLAGS, 'server.js']);
  });

  it('hands SIGTERM to the server and exits as the server did', async () => {
    // A launcher of its own, so that the signal goes to it and not to the test runner.
    const launcher = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { runServerProcess } = await import(${JSON.stringify(LAUNCHER)});
         process.exitCode = await runServerProcess(${JSON.stringify(FIXTURE)});`,
      ],
      { env: { ...process.env, REPORT_FILE: reportFile }, stdio: 'ignore' },
    );
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
    await vi.waitFor(() => expect(reports()).toContainEqual({ ready: true }), {
      timeout: 10_000,
      interval: 20,
    });
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(reports()).toContainEqual({ signal: 'SIGTERM' });
  });
});
