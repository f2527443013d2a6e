import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { syncRuns } from '../../../src/db/schema';
import { SCHEDULE_TIME_ZONE } from '../../../src/jobs/job-queue';
import { requestSync } from '../../../src/modules/cabinets/sync/request-sync';
import {
  CABINET_SYNC_JOB,
  CABINET_SYNC_SCHEDULE_JOB,
  SYNC_SCHEDULE_CRON,
  cabinetSyncKind,
} from '../../../src/modules/cabinets/sync/sync-job';
import { ManualClock } from '../../../src/plugins/clock';
import { signedInClient } from '../../helpers/sign-in';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { addCabinet } from './cabinet-fixtures';
import { FakeMarketplace, fakeListing } from './fake-marketplace';

const job = { name: CABINET_SYNC_JOB };

describe(`cabinet sync jobs on ${TEST_DB_KIND}`, () => {
  const clock = new ManualClock();
  const marketplace = new FakeMarketplace();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, connectorFactory: marketplace.factory });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('queues a run as a job in its own transaction, one per cabinet, and runs it once', async () => {
    marketplace.listings = Array.from({ length: 3 }, (_, index) => fakeListing(index));
    const { client } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    const deps = testApp.app.cabinets;

    const run = await requestSync(deps, cabinet.id, 'manual');
    const waiting = (await testApp.app.jobs.findJobs(job)).filter(
      (candidate) => candidate.state === 'created',
    );
    expect(waiting.map((candidate) => candidate.data)).toEqual([
      { cabinetId: cabinet.id, runId: run.id },
    ]);
    expect(waiting[0]?.heartbeatSeconds).toBe(testApp.config.syncHeartbeatSeconds);
    // A second job for the same cabinet while one waits is dropped (singleton per cabinet).
    const kind = cabinetSyncKind(deps, { heartbeatSeconds: 30, retrySeconds: 30 });
    const second = await testApp.app.jobs.send(kind, { cabinetId: cabinet.id, runId: run.id });
    expect(second).toBeNull();

    await deps.queue.idle();
    const [stored] = await testApp.app.db.select().from(syncRuns).where(eq(syncRuns.id, run.id));
    expect(stored?.status).toBe('done');
    const jobs = await testApp.app.jobs.findJobs(job);
    expect(jobs.filter((candidate) => candidate.state !== 'completed')).toEqual([]);
  });

  it('keeps a cabinet to one run at a time across two server processes on one database', async () => {
    marketplace.listings = Array.from({ length: 25 }, (_, index) => fakeListing(index));
    const { client } = await signedInClient(testApp);
    const cabinet = await addCabinet(testApp.app, client);
    const other = await buildApp({
      config: testApp.config,
      secrets: TEST_SECRETS,
      db: testApp.database.db,
      clock,
      connectorFactory: marketplace.factory,
    });
    try {
      await other.ready();
      let inFlight = 0;
      let most = 0;
      marketplace.beforeListingsPage = async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // Let the other process try to take the cabinet while this page is being read.
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
      };
      await requestSync(testApp.app.cabinets, cabinet.id, 'manual');
      await requestSync(other.cabinets, cabinet.id, 'manual');
      await Promise.all([testApp.app.cabinets.queue.idle(), other.cabinets.queue.idle()]);
      expect(most).toBe(1);
      const runs = await testApp.app.db
        .select({ status: syncRuns.status })
        .from(syncRuns)
        .where(eq(syncRuns.cabinetId, cabinet.id));
      expect(runs.map((run) => run.status)).toEqual(['done', 'done']);
    } finally {
      marketplace.beforeListingsPage = null;
      await other.close();
    }
  });

  it('ticks every 5 minutes, Moscow time, to queue the cabinets that are due', async () => {
    const [schedule] = await testApp.app.jobs.schedules({ name: CABINET_SYNC_SCHEDULE_JOB });
    expect(schedule).toMatchObject({ cron: SYNC_SCHEDULE_CRON, timezone: SCHEDULE_TIME_ZONE });
    expect(SYNC_SCHEDULE_CRON).toBe('*/5 * * * *');
  });
});
