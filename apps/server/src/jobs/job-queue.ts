import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type JobResult, type JobWithMetadata, type Queue, type Schedule } from 'pg-boss';
import type { Database, DbExecutor } from '../db/client';
import { bossDatabaseFor, transactionDatabase } from './boss-database';
import type { JobContext, JobKind } from './job-kind';

/** Every schedule reads its cron in the sellers' time zone (business.md). */
export const SCHEDULE_TIME_ZONE = 'Europe/Moscow';
/** pg-boss's own schema in our database; the app's migrations never touch it. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueueSettings {
  /** Runs of one kind at once in this process, unless the kind says otherwise. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (jobs sent here wake it at once). */
  pollSeconds: number;
  /** How often expired runs (a crashed process) are failed over to a retry. */
  superviseSeconds: number;
}

export interface SendOptions {
  /**
   * The caller's transaction: the job exists only if it commits. Inside a transaction always
   * pass it: on PGlite a send without it waits for the transaction to end, which waits for it.
   */
  tx?: DbExecutor;
  startAfter?: Date;
  /** A job id chosen by the caller, e.g. to store it beside the job's subject in one insert. */
  id?: string;
}

export interface ScheduleOptions {
  /** Several schedules of one kind (e.g. one per cabinet); the singleton key when left out. */
  key?: string;
}

export interface DueRun {
  completed: number;
  failed: number;
}

// Kinds of any payload live together; each is only ever called with its own payload.
type AnyJobKind = JobKind<never>;
/** Where only the queue matters: any kind, whatever its payload. */
export interface JobKindRef {
  readonly name: string;
}

const STOP_TIMEOUT_MS = 8_000;

function queueOptions(kind: AnyJobKind): Omit<Queue, 'name'> {
  return {
    policy: kind.singletonKey ? 'stately' : 'standard',
    retryLimit: kind.retry.limit,
    retryDelay: kind.retry.delaySeconds,
    retryBackoff: kind.retry.backoff,
    ...(kind.retry.maxDelaySeconds === undefined
      ? {}
      : { retryDelayMax: kind.retry.maxDelaySeconds }),
    expireInSeconds: kind.expireInSeconds,
  };
}

function errorOutput(error: unknown): { message: string } {
  return { message: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
}

/**
 * Installs (or upgrades) pg-boss's schema without running anything: for a database template made
 * once for many tests. A server does the same itself when it starts.
 */
export async function installJobSchema(db: Database): Promise<void> {
  const { db: bossDb, backend } = bossDatabaseFor(db);
  const boss = new PgBoss({
    db: bossDb,
    backend,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * The app's one way to run background work: pg-boss on the app's database. Kinds are registered
 * while the app is built, the queues exist once `open()` ran (Fastify's onReady), workers run
 * only after `startWorkers()` (the server does it; a test when it wants), `close()` stops all.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, AnyJobKind>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly stopping = new AbortController();
  private opened = false;

  constructor(
    db: Database,
    private readonly settings: JobQueueSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    const { db: bossDb, backend } = bossDatabaseFor(db);
    this.boss = new PgBoss({
      db: bossDb,
      backend,
      schema: JOB_SCHEMA,
      superviseIntervalSeconds: settings.superviseSeconds,
      // Expired runs are failed over in the monitor step, which has its own (60 s) throttle.
      monitorIntervalSeconds: settings.superviseSeconds,
      // One row per process start in pg-boss's registry is of no use to us.
      registerInstance: false,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    // Slow queries, large queues, clock drift between this process and the database.
    this.boss.on('warning', (warning) => this.log.warn({ warning }, 'job queue warning'));
  }

  /** open() succeeded and close() has not run. */
  get isOpen(): boolean {
    return this.opened;
  }

  register<Payload>(kind: JobKind<Payload>): void {
    if (this.opened) throw new Error(`job kind ${kind.name} registered after the queue opened`);
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} registered twice`);
    this.kinds.set(kind.name, kind as unknown as AnyJobKind);
  }

  /**
   * Installs or upgrades pg-boss's schema and creates a queue per kind, or updates its retry
   * and expiry. (A queue's policy, i.e. whether it has a singleton key, and its longest retry
   * delay are fixed at creation: a kind that changes them needs a new name.)
   */
  async open(): Promise<void> {
    await this.boss.start();
    for (const kind of this.kinds.values()) {
      await this.boss.createQueue(kind.name, queueOptions(kind));
      const { policy: _policy, retryDelayMax: _max, ...updatable } = queueOptions(kind);
      await this.boss.updateQueue(kind.name, updatable);
    }
    this.opened = true;
  }

  /**
   * `concurrency` workers for every kind, each running one job at a time: a long run holds its
   * own slot only, the others keep taking due jobs. Each polls, and `wake` calls them at once
   * after a commit.
   */
  async startWorkers(): Promise<void> {
    for (const kind of this.kinds.values()) {
      if (this.workerIds.has(kind.name)) continue;
      const concurrency = kind.concurrency ?? this.settings.concurrency;
      const ids: string[] = [];
      for (let slot = 0; slot < concurrency; slot += 1) ids.push(await this.startWorker(kind));
      this.workerIds.set(kind.name, ids);
    }
  }

  /** Queues one job; resolves to its id, or null when a singleton key dropped it. */
  async send<Payload>(
    kind: JobKind<Payload>,
    payload: Payload,
    options: SendOptions = {},
  ): Promise<string | null> {
    const data = kind.payload.parse(payload);
    return this.boss.send(kind.name, data as object, {
      ...(options.tx ? { db: transactionDatabase(options.tx) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.id ? { id: options.id } : {}),
      ...(kind.singletonKey ? { singletonKey: kind.singletonKey(data) } : {}),
      // On each job, not on the queue (where pg-boss fixes it at creation): a new value
      // applies to the jobs sent from then on.
      ...(kind.heartbeatSeconds === undefined ? {} : { heartbeatSeconds: kind.heartbeatSeconds }),
    });
  }

  /** After a commit that sent jobs of `kind`: this process's workers look now, not at their poll. */
  wake(kind: JobKindRef): void {
    for (const id of this.workerIds.get(kind.name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Sends `payload` on a cron (five fields, Moscow time) from now on, kept in the database: call
   * it once, not at every start (calling it again updates the same schedule).
   */
  async schedule<Payload>(
    kind: JobKind<Payload>,
    cron: string,
    payload: Payload,
    options: ScheduleOptions = {},
  ): Promise<void> {
    const data = kind.payload.parse(payload);
    const singletonKey = kind.singletonKey?.(data);
    const key = options.key ?? singletonKey;
    await this.boss.schedule(kind.name, cron, data as object, {
      tz: SCHEDULE_TIME_ZONE,
      ...(key === undefined ? {} : { key }),
      ...(singletonKey === undefined ? {} : { singletonKey }),
    });
  }

  async unschedule(kind: JobKindRef, key?: string): Promise<void> {
    await this.boss.unschedule(kind.name, key);
  }

  /** The schedules of one kind, e.g. to show when a cabinet syncs. */
  schedules(kind: JobKindRef): Promise<Schedule[]> {
    return this.boss.getSchedules(kind.name);
  }

  /** Jobs of one kind with their state, oldest first: for operators and tests. */
  findJobs(kind: JobKindRef, filter: { id?: string } = {}): Promise<JobWithMetadata<unknown>[]> {
    return this.boss.findJobs(kind.name, filter);
  }

  /** Runs due jobs of `kind` until none is left: a run may queue another (a follow-up run). */
  async runUntilIdle(kind: JobKindRef): Promise<void> {
    for (;;) {
      const { completed, failed } = await this.runDue(kind);
      if (completed + failed === 0) return;
    }
  }

  /**
   * Runs every due job of `kind` here and now, one after another, without workers: for tests and
   * one-off runs. `includeDeferred` also takes jobs waiting for a retry, as if their time had come.
   */
  async runDue(kind: JobKindRef, options: { includeDeferred?: boolean } = {}): Promise<DueRun> {
    const own = this.kinds.get(kind.name);
    if (!own) throw new Error(`unknown job kind ${kind.name}`);
    const run: DueRun = { completed: 0, failed: 0 };
    for (;;) {
      const [job] = await this.boss.fetch<unknown>(kind.name, {
        includeMetadata: true,
        ignoreStartAfter: options.includeDeferred ?? false,
      });
      if (!job) return run;
      try {
        await this.run(own, job);
        // Passing the job (id and attempt) fences the call: a run whose claim lapsed meanwhile
        // (it expired, and another process took the job over) completes nothing.
        // (pg-boss types the response as {}; at run time it carries the count.)
        const response = (await this.boss.complete(kind.name, job)) as { affected?: number };
        if ((response.affected ?? 0) > 0) run.completed += 1;
      } catch (error) {
        await this.boss.fail(kind.name, job, errorOutput(error));
        run.failed += 1;
      }
    }
  }

  /**
   * Only where no other process can be running a job: the PGlite server at start-up (the
   * data-directory lock keeps every other process out). A job still `active` was left by a crash;
   * it becomes due now, as a failed attempt, instead of after its expiry. Returns how many.
   */
  async releaseAbandoned(): Promise<number> {
    let released = 0;
    for (const kind of this.kinds.values()) {
      const jobs = await this.boss.findJobs(kind.name);
      const active = jobs.filter((job) => job.state === 'active');
      if (active.length === 0) continue;
      await this.boss.fail(
        kind.name,
        active.map((job) => job.id),
        { message: 'the process running it stopped (crash)' },
      );
      for (const job of active) {
        await this.boss.update(kind.name, undefined, { id: job.id, startAfter: new Date() });
      }
      released += active.length;
    }
    return released;
  }

  /** Stops the workers, waiting for the runs in progress, then pg-boss's timers. */
  async close(): Promise<void> {
    this.stopping.abort();
    this.opened = false;
    // Also after an open() that failed half-way; pg-boss ignores a stop before any start.
    try {
      await this.boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
    } catch (error) {
      // The database went first (a lost connection, a test that closed it): nothing to save.
      this.log.warn({ err: error }, 'job queue stopped without its database');
    }
  }

  /**
   * One slot of a kind. (pg-boss's localConcurrency spawns the same workers but names only the
   * first, and a worker needs its own id to look again at once after a run.)
   */
  private async startWorker(kind: AnyJobKind): Promise<string> {
    let id = '';
    id = await this.boss.work(
      kind.name,
      {
        includeMetadata: true,
        perJobResults: true,
        pollingIntervalSeconds: this.settings.pollSeconds,
      },
      (jobs: JobWithMetadata<unknown>[]) => {
        // A job was due, so more may be: after this run the worker fetches again at once instead
        // of after its poll interval; an empty fetch puts it back to polling.
        this.boss.notifyWorker(id);
        return Promise.all(jobs.map((job) => this.settle(kind, job)));
      },
    );
    return id;
  }

  private async settle(kind: AnyJobKind, job: JobWithMetadata<unknown>): Promise<JobResult> {
    try {
      await this.run(kind, job);
      return { id: job.id, status: 'completed' };
    } catch (error) {
      this.log.warn(
        { job: kind.name, jobId: job.id, attempt: job.retryCount + 1, err: error },
        'job run failed',
      );
      return { id: job.id, status: 'failed', output: errorOutput(error) };
    }
  }

  private async run(kind: AnyJobKind, job: JobWithMetadata<unknown>): Promise<void> {
    const payload = kind.payload.parse(job.data);
    const context: JobContext = {
      jobId: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: AbortSignal.any([this.stopping.signal, ...(job.signal ? [job.signal] : [])]),
      log: this.log.child({ job: kind.name, jobId: job.id, attempt: job.retryCount + 1 }),
    };
    await kind.handle(payload, context);
  }
}
