import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteClientOf } from '../../src/db/client';
import type { JobQueue } from '../../src/jobs/job-queue';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../helpers/test-db';
import { echoKind, openQueue } from './job-queue-fixtures';

class Rollback extends Error {}

describe(`the job queue on ${TEST_DB_KIND}`, () => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.close();
  });
  afterAll(() => database.dispose());

  async function queueWith(...kinds: ReturnType<typeof echoKind>[]): Promise<JobQueue> {
    const queue = await openQueue(
      database.handle.db,
      kinds.map((echo) => echo.kind),
    );
    queues.push(queue);
    return queue;
  }

  it('keeps a job sent in a rolled-back transaction out and runs a committed one once', async () => {
    const echo = echoKind('test.tx');
    const queue = await queueWith(echo);
    const db = database.handle.db;

    await expect(
      db.transaction(async (tx) => {
        await queue.send(echo.kind, { n: 1 }, { tx });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    await db.transaction(async (tx) => {
      await queue.send(echo.kind, { n: 2 }, { tx });
    });

    expect(await queue.runDue(echo.kind)).toEqual({ completed: 1, failed: 0 });
    expect(echo.runs.map((run) => run.payload)).toEqual([{ n: 2 }]);
    expect(await queue.runDue(echo.kind)).toEqual({ completed: 0, failed: 0 });
  });

  it.runIf(TEST_DB_KIND === 'pglite')(
    'waits in the query lanes of PGlite like every other statement',
    async () => {
      const echo = echoKind('test.lanes');
      const queue = await queueWith(echo);
      const client = pgliteClientOf(database.handle.db)!;
      const query = vi.spyOn(client, 'query');
      const exec = vi.spyOn(client, 'exec');
      try {
        await queue.send(echo.kind, { n: 1 });
        expect(await queue.runDue(echo.kind)).toEqual({ completed: 1, failed: 0 });
        // FairPGlite's query and exec are the lane's entrance: send, fetch and complete at least.
        expect(query.mock.calls.length + exec.mock.calls.length).toBeGreaterThanOrEqual(3);
      } finally {
        query.mockRestore();
        exec.mockRestore();
      }
    },
  );

  it('rejects a payload that does not match the kind', async () => {
    const echo = echoKind('test.payload');
    const queue = await queueWith(echo);
    await expect(queue.send(echo.kind, { n: 'one' } as never)).rejects.toThrow();
    expect(await queue.findJobs(echo.kind)).toEqual([]);
  });

  it('retries a failed run with backoff, then succeeds', async () => {
    const echo = echoKind('test.retry');
    echo.behaviour = async ({ context }) => {
      if (context.attempt === 1) throw new Error('the marketplace said 503');
    };
    const queue = await queueWith(echo);
    const id = await queue.send(echo.kind, { n: 1 });

    expect(await queue.runDue(echo.kind)).toEqual({ completed: 0, failed: 1 });
    const [waiting] = await queue.findJobs(echo.kind, { id: id! });
    expect(waiting?.state).toBe('retry');
    // Not before its time…
    expect(await queue.runDue(echo.kind)).toEqual({ completed: 0, failed: 0 });
    // …and once it came.
    expect(await queue.runDue(echo.kind, { includeDeferred: true })).toEqual({
      completed: 1,
      failed: 0,
    });
    expect(echo.runs.map((run) => [run.context.attempt, run.context.lastAttempt])).toEqual([
      [1, false],
      [2, false],
    ]);
    const [done] = await queue.findJobs(echo.kind, { id: id! });
    expect(done?.state).toBe('completed');
  });

  it('gives up after the retry limit', async () => {
    const echo = echoKind('test.give-up', { retry: { limit: 2, delaySeconds: 1, backoff: false } });
    echo.behaviour = async () => {
      throw new Error('always');
    };
    const queue = await queueWith(echo);
    const id = await queue.send(echo.kind, { n: 1 });
    expect(await queue.runDue(echo.kind, { includeDeferred: true })).toEqual({
      completed: 0,
      failed: 3,
    });
    expect(echo.runs.map((run) => run.context.lastAttempt)).toEqual([false, false, true]);
    const [failed] = await queue.findJobs(echo.kind, { id: id! });
    expect(failed?.state).toBe('failed');
  });

  it('keeps one waiting job per singleton key', async () => {
    const echo = echoKind('test.singleton', { singletonKey: (payload) => payload.cabinet ?? '' });
    const queue = await queueWith(echo);
    expect(await queue.send(echo.kind, { n: 1, cabinet: 'a' })).toEqual(expect.any(String));
    expect(await queue.send(echo.kind, { n: 2, cabinet: 'a' })).toBeNull();
    expect(await queue.send(echo.kind, { n: 3, cabinet: 'b' })).toEqual(expect.any(String));
    expect(await queue.runDue(echo.kind)).toEqual({ completed: 2, failed: 0 });
    expect(echo.runs.map((run) => run.payload.n).sort()).toEqual([1, 3]);
  });

  it('keeps a schedule in Moscow time, one per key', async () => {
    const echo = echoKind('test.schedule', { singletonKey: (payload) => payload.cabinet ?? '' });
    const queue = await queueWith(echo);
    await queue.schedule(echo.kind, '*/15 * * * *', { n: 1, cabinet: 'a' });
    await queue.schedule(echo.kind, '0 3 * * *', { n: 2, cabinet: 'b' });
    await queue.schedule(echo.kind, '*/30 * * * *', { n: 3, cabinet: 'a' });
    const schedules = await queue.schedules(echo.kind);
    expect(schedules.map((item) => [item.key, item.cron, item.timezone, item.data]).sort()).toEqual(
      [
        ['a', '*/30 * * * *', 'Europe/Moscow', { n: 3, cabinet: 'a' }],
        ['b', '0 3 * * *', 'Europe/Moscow', { n: 2, cabinet: 'b' }],
      ],
    );
    await queue.unschedule(echo.kind, 'a');
    expect((await queue.schedules(echo.kind)).map((item) => item.key)).toEqual(['b']);
  });

  it('runs a job on a started worker as soon as it is woken', async () => {
    const echo = echoKind('test.wake');
    const queue = await queueWith(echo);
    await queue.startWorkers();
    await queue.send(echo.kind, { n: 7 });
    queue.wake(echo.kind);
    await echo.started(1);
    expect(echo.runs[0]?.payload).toEqual({ n: 7 });
  });

  it('runs short jobs in the free slot while a long run holds the other', async () => {
    const echo = echoKind('test.head-of-line');
    let releaseLong = () => {};
    echo.behaviour = ({ payload }) =>
      payload.n === 0
        ? // A Wildberries first sync waiting out its statistics API's one call a minute.
          new Promise<void>((resolve) => (releaseLong = resolve))
        : Promise.resolve();
    const queue = await queueWith(echo);
    await queue.startWorkers();
    const longId = await queue.send(echo.kind, { n: 0 });
    queue.wake(echo.kind);
    await echo.started(1);

    const shortIds: string[] = [];
    for (let n = 1; n <= 4; n += 1) shortIds.push((await queue.send(echo.kind, { n }))!);
    queue.wake(echo.kind);
    const stateOf = async (id: string) => (await queue.findJobs(echo.kind, { id }))[0]?.state;
    // Two slots (QUIET_SETTINGS): the one left free takes the short jobs one after another.
    await vi.waitFor(
      async () => {
        for (const id of shortIds) expect(await stateOf(id)).toBe('completed');
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await stateOf(longId!)).toBe('active');

    releaseLong();
    await vi.waitFor(async () => expect(await stateOf(longId!)).toBe('completed'), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('waits for the run in progress when it closes', async () => {
    const echo = echoKind('test.close');
    let finish = () => {};
    let finished = false;
    echo.behaviour = () =>
      new Promise<void>((resolve) => {
        finish = () => {
          finished = true;
          resolve();
        };
      });
    const queue = await queueWith(echo);
    await queue.startWorkers();
    const id = await queue.send(echo.kind, { n: 1 });
    queue.wake(echo.kind);
    await echo.started(1);

    const closing = queue.close();
    // The run sees the stop and finishes at its next resumable point.
    expect(echo.runs[0]?.context.signal.aborted).toBe(true);
    finish();
    await closing;
    expect(finished).toBe(true);

    const reader = await queueWith(echo);
    const [job] = await reader.findJobs(echo.kind, { id: id! });
    expect(job?.state).toBe('completed');
  });

  it('runs a job again after the process running it died and its run expired', async () => {
    const echo = echoKind('test.expiry', {
      expireInSeconds: 1,
      retry: { limit: 2, delaySeconds: 1, backoff: false },
    });
    let releaseDeadRun = () => {};
    echo.behaviour = ({ context }) =>
      context.attempt === 1
        ? // The first process "dies" here: its run never finishes while the job is in play.
          new Promise<void>((resolve) => (releaseDeadRun = resolve))
        : Promise.resolve();
    const dying = await queueWith(echo);
    const id = await dying.send(echo.kind, { n: 1 });
    const deadRun = dying.runDue(echo.kind);
    await echo.started(1);

    // Another process, whose supervisor fails expired runs over to a retry every second.
    const survivor = await openQueue(database.handle.db, [echo.kind], {
      superviseSeconds: 1,
      pollSeconds: 1,
    });
    queues.push(survivor);
    await survivor.startWorkers();
    await echo.started(2);
    expect(echo.runs.map((run) => run.context.attempt)).toEqual([1, 2]);

    releaseDeadRun();
    // The dead run's late completion is refused: the job belongs to its second attempt now.
    expect(await deadRun).toEqual({ completed: 0, failed: 0 });
    const [job] = await survivor.findJobs(echo.kind, { id: id! });
    expect(job?.retryCount).toBe(1);
  });
});
