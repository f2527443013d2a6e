// Starts the marketplace sandbox in a child process (./sandbox-main.ts) and talks to it.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxOptions } from '@marketpult/sandbox';
import { rssMbOf } from './server';
import type { SandboxCall, SandboxMessage } from './sandbox-main';

export type { SandboxCall } from './sandbox-main';

export interface SandboxProcess {
  readonly urls: { ozon: string; wildberries: string; yandex: string };
  /** The answers sent since the last call of this, each with its status. */
  takeCalls(): Promise<SandboxCall[]>;
  rssMb(): number;
  stop(): Promise<void>;
}

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'sandbox-main.ts');

function nextMessage(child: ChildProcess, kind: SandboxMessage['kind']): Promise<SandboxMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: SandboxMessage) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the sandbox process exited (${code}) before answering`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** A sandbox with these options (limits, shop sizes), in its own Node process under tsx. */
export async function startSandboxProcess(options: SandboxOptions): Promise<SandboxProcess> {
  const child = fork(MAIN, [], {
    execArgv: [
      '--import',
      'tsx',
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the sandbox, written there when it stops.
      ...(process.env['BENCH_CPU_PROF']
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_CPU_PROF']}/sandbox`]
        : []),
    ],
    env: { ...process.env, BENCH_SANDBOX_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage(child, 'ready');
  if (ready.kind !== 'ready') throw new Error('unexpected sandbox message');
  const urls = ready.urls as SandboxProcess['urls'];
  return {
    urls,
    async takeCalls() {
      const answer = nextMessage(child, 'calls');
      child.send('calls');
      const message = await answer;
      return message.kind === 'calls' ? message.calls : [];
    },
    rssMb: () => rssMbOf(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
