import { z } from 'zod';
import type { Database } from '../../src/db/client';
import { defineJobKind, type JobContext, type JobKind } from '../../src/jobs/job-kind';
import { JobQueue, type JobQueueSettings } from '../../src/jobs/job-queue';
import { createLogger } from '../../src/logger';

export const QUIET_SETTINGS: JobQueueSettings = Object.freeze({
  concurrency: 2,
  // Long on purpose: a test that sees a job run got there by a wake, not by a poll.
  pollSeconds: 600,
  superviseSeconds: 60,
});

export interface EchoPayload {
  n: number;
  cabinet?: string;
}

export interface Run {
  payload: EchoPayload;
  context: JobContext;
}

/** A job kind that records what it ran; its behaviour per run is up to the test. */
export interface EchoKind {
  kind: JobKind<EchoPayload>;
  runs: Run[];
  /** Replaced by a test to fail, block or observe a run. */
  behaviour: (run: Run) => Promise<void>;
  /** Resolves once `count` runs started. */
  started(count: number): Promise<void>;
}

export function echoKind(
  name: string,
  overrides: Partial<Omit<JobKind<EchoPayload>, 'name' | 'payload' | 'handle'>> = {},
): EchoKind {
  const waiters: { count: number; resolve: () => void }[] = [];
  const echo: EchoKind = {
    runs: [],
    behaviour: async () => {},
    started(count) {
      if (echo.runs.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    kind: defineJobKind<EchoPayload>({
      name,
      payload: z.object({ n: z.number().int(), cabinet: z.string().optional() }),
      retry: { limit: 2, delaySeconds: 1, backoff: true },
      expireInSeconds: 60,
      ...overrides,
      async handle(payload, context) {
        const run = { payload, context };
        echo.runs.push(run);
        for (const waiter of waiters.filter((item) => echo.runs.length >= item.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        await echo.behaviour(run);
      },
    }),
  };
  return echo;
}

/** A queue with `kinds`, opened (schema and queues in place), workers not started. */
export async function openQueue(
  db: Database,
  kinds: JobKind<EchoPayload>[],
  settings: Partial<JobQueueSettings> = {},
): Promise<JobQueue> {
  const queue = new JobQueue(db, { ...QUIET_SETTINGS, ...settings }, createLogger('silent'));
  for (const kind of kinds) queue.register(kind);
  await queue.open();
  return queue;
}
