// The marketplace sandbox as a process of its own for the bench (bench/lib/sandbox-process.ts
// starts it): the connector or server under measurement never shares a process or a heap with
// it. It counts every answer it sends, by marketplace, method, path and status, and hands the
// counts over when asked (IPC), so a phase can tell how many calls a sync made.
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { startSandbox, type SandboxOptions } from '@marketpult/sandbox';

export interface SandboxCall {
  marketplace: string;
  method: string;
  path: string;
  status: number;
  /** When the answer was sent (epoch ms): the bench's timeline of a run's calls. */
  endedAt: number;
}

/** Messages between the bench and this process. */
export type SandboxMessage =
  { kind: 'ready'; urls: Record<string, string> } | { kind: 'calls'; calls: SandboxCall[] };

const options = JSON.parse(process.env['BENCH_SANDBOX_OPTIONS'] ?? '{}') as SandboxOptions;
const sandbox = await startSandbox(options);
const marketplaceOfPort = new Map(
  Object.entries(sandbox.urls).map(([marketplace, url]) => [new URL(url).port, marketplace]),
);

let calls: SandboxCall[] = [];
subscribe('http.server.response.finish', (message) => {
  const { request, response, server } = message as {
    request: IncomingMessage;
    response: ServerResponse;
    server: Server;
  };
  const address = server.address();
  const port = typeof address === 'object' && address ? String(address.port) : '';
  calls.push({
    marketplace: marketplaceOfPort.get(port) ?? 'unknown',
    method: request.method ?? '',
    path: new URL(request.url ?? '/', 'http://sandbox').pathname,
    status: response.statusCode,
    endedAt: Date.now(),
  });
});

process.on('message', (message: unknown) => {
  if (message === 'calls') {
    // Taken and cleared: each phase counts its own calls.
    process.send?.({ kind: 'calls', calls } satisfies SandboxMessage);
    calls = [];
  }
});
process.once('SIGTERM', () => {
  void sandbox.close().then(() => process.exit(0));
});
process.send?.({
  kind: 'ready',
  urls: sandbox.urls as Record<string, string>,
} satisfies SandboxMessage);
