import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../helpers/test-db';
import { echoKind, openQueue } from './job-queue-fixtures';

const JOBS = 40;

describe.runIf(TEST_DB_KIND === 'postgres')('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    // The second process: a pool of its own on the same database.
    const url = (
      database.handle.db as unknown as { $client: { options: { connectionString: string } } }
    ).$client.options.connectionString;
    second = await openDatabase({ kind: 'postgres', url });
  });
  afterAll(async () => {
    await second.close();
    await database.dispose();
  });

  it('share one queue and run every job exactly once', async () => {
    const first = echoKind('test.shared');
    const other = echoKind('test.shared');
    const queues = [
      await openQueue(database.handle.db, [first.kind], { pollSeconds: 1 }),
      await openQueue(second.db, [other.kind], { pollSeconds: 1 }),
    ];
    try {
      for (let n = 0; n < JOBS; n += 1) await queues[0]!.send(first.kind, { n });
      for (const queue of queues) await queue.startWorkers();
      const all = () => [...first.runs, ...other.runs];
      await new Promise<void>((resolve) => {
        const check = () => (all().length >= JOBS ? resolve() : undefined);
        // The first process's jobs wait until the second has taken one: otherwise the process
        // whose workers start first may finish all 40 before the other's first poll, and the
        // test would depend on who is faster instead of showing the queue is shared.
        let otherTookOne: () => void = () => {};
        const otherStarted = new Promise<void>((started) => (otherTookOne = started));
        first.behaviour = async () => {
          await otherStarted;
          check();
        };
        other.behaviour = async () => {
          otherTookOne();
          check();
        };
        check();
      });
      for (const queue of queues) await queue.close();
      expect(
        all()
          .map((run) => run.payload.n)
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: JOBS }, (_, n) => n));
      // Both took part (each runs two at a time and polls every second).
      expect(first.runs.length).toBeGreaterThan(0);
      expect(other.runs.length).toBeGreaterThan(0);
    } finally {
      for (const queue of queues) await queue.close();
    }
  });
});

describe(`a job left running by a crash, on ${TEST_DB_KIND}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('is due at once after releaseAbandoned (the PGlite server at start-up)', async () => {
    const echo = echoKind('test.abandoned', { expireInSeconds: 3600 });
    let releaseDeadRun = () => {};
    echo.behaviour = ({ context }) =>
      context.attempt === 1
        ? new Promise<void>((resolve) => (releaseDeadRun = resolve))
        : Promise.resolve();
    const dying = await openQueue(database.handle.db, [echo.kind]);
    await dying.send(echo.kind, { n: 1 });
    const deadRun = dying.runDue(echo.kind);
    await echo.started(1);

    const restarted = await openQueue(database.handle.db, [echo.kind]);
    try {
      expect(await restarted.releaseAbandoned()).toBe(1);
      expect(await restarted.runDue(echo.kind)).toEqual({ completed: 1, failed: 0 });
      expect(echo.runs.map((run) => run.context.attempt)).toEqual([1, 2]);
      expect(await restarted.releaseAbandoned()).toBe(0);
    } finally {
      releaseDeadRun();
      await deadRun;
      await dying.close();
      await restarted.close();
    }
  });
});
