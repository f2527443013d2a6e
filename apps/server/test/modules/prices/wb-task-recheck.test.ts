import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import type { Sandbox } from '@marketpult/sandbox';
import { createWildberriesConnector } from '@marketpult/marketplaces/wildberries/connector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registryConnectorFactory,
  type CabinetConnectorFactory,
} from '../../../src/modules/cabinets/context';
import { PRICE_WRITE_JOB } from '../../../src/modules/prices/write-job';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  addSandboxCabinet,
  apply,
  dryRun,
  getRun,
  sandboxCabinetBodies,
  storedListings,
  type StoredListing,
} from './price-fixtures';

/** WB processes an upload task this long after it (on the sandbox's clock). */
const WB_PROCESSES_AFTER_MS = 10 * 60_000;

/**
 * Wildberries decides a price upload later than the connector watches it (about 10 s): the
 * pipeline must neither fail such a change nor lose WB's quarantine. While the task is still
 * processing after the read-back, the change stays 'sent' and a delayed job looks again; once
 * WB has processed it, a fair price ends 'applied' and a steep cut 'quarantine' with WB's reason.
 */
describe(`Wildberries tasks decided after the watch, on ${TEST_DB_KIND}`, () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let world: PriceSandbox | undefined;
  let client: ApiClient;
  let cabinet: Cabinet;
  let listings: StoredListing[];

  // The connector's watch of its tasks ends at once: the task is never decided within it.
  const factory: CabinetConnectorFactory = (marketplace, credentials, context) =>
    marketplace === 'wildberries'
      ? createWildberriesConnector(credentials as { token: string }, context, {
          priceTaskWatch: { polls: 1, intervalMs: 1 },
        })
      : registryConnectorFactory(marketplace, credentials, context);

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['wildberries'],
      listings: 20,
      applyWritesAfterMs: WB_PROCESSES_AFTER_MS,
      connectorFactory: factory,
      timing: { readBackDelaysMs: [5_000, 5_000], taskRecheckMs: 60_000 },
    });
    ({ sandbox, testApp } = world);
    ({ client } = await signedInClient(testApp));
    cabinet = await addSandboxCabinet(
      testApp.app,
      client,
      sandboxCabinetBodies(sandbox).wildberries,
    );
    listings = await storedListings(testApp.app, cabinet.id);
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it("a task still processing is looked at again later: 'applied', or 'quarantine' with WB's reason", async () => {
    const [fair, steep] = listings;
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [
        { listingId: fair!.id, price: Math.round(fair!.price * 1.05), oldPrice: null },
        // A quarter of the price: WB holds it in quarantine (the seller overrides our guardrail).
        { listingId: steep!.id, price: Math.round(steep!.price / 4), oldPrice: null },
      ],
    });
    const steepChange = plan.changes.find((change) => change.listingId === steep!.id)!;
    await apply(client, plan.run.id, [steepChange.id]);

    // First run: sent, watched, read back twice; WB is still processing the task.
    expect(await testApp.app.jobs.runDue({ name: PRICE_WRITE_JOB })).toEqual({
      completed: 1,
      failed: 0,
    });
    let run = await getRun(client, plan.run.id);
    expect(run.changes.map((change) => change.status)).toEqual(['sent', 'sent']);
    expect(run.run.status).toBe('applying');
    // The next look is a job of its own, due later: nothing is due now.
    expect(await testApp.app.jobs.runDue({ name: PRICE_WRITE_JOB })).toEqual({
      completed: 0,
      failed: 0,
    });

    // WB processes the task; the delayed job (run now, as if its time had come) looks again.
    sandbox.clock.advance(WB_PROCESSES_AFTER_MS);
    expect(
      await testApp.app.jobs.runDue({ name: PRICE_WRITE_JOB }, { includeDeferred: true }),
    ).toEqual({ completed: 1, failed: 0 });
    run = await getRun(client, plan.run.id);
    const byListing = (id: number) => run.changes.find((change) => change.listingId === id)!;
    expect(byListing(fair!.id)).toMatchObject({ status: 'applied' });
    expect(byListing(steep!.id)).toMatchObject({ status: 'quarantine' });
    expect(byListing(steep!.id).error).toMatch(/карантин/);
    expect(run.run.status).toBe('done');
  });
});
