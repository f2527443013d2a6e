import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import type { Sandbox } from '@marketpult/sandbox';
import type { ListingRef } from '@marketpult/marketplaces';
import { createWildberriesConnector } from '@marketpult/marketplaces/wildberries/connector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registryConnectorFactory,
  type CabinetConnectorFactory,
} from '../../../src/modules/cabinets/context';
import { runPriceWrites } from '../../../src/modules/prices/run-writes';
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

/** Listings per run: more than WB's read-back asks for one by one, so it pages the price list. */
const PER_RUN = 12;
/** A bulk change's runs, whose read-back waits end apart. */
const RUNS = 10;

/**
 * A bulk change is several runs, each with its own `price.write` job. On Wildberries every
 * read-back pages the shop's whole price list, so the jobs of one cabinet in flight share it:
 * two runs whose read-backs are due together read the list once, and each still ends its own
 * changes from it.
 */
describe(`Wildberries read-backs shared by the runs of one cabinet, on ${TEST_DB_KIND}`, () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let world: PriceSandbox | undefined;
  let client: ApiClient;
  let cabinet: Cabinet;
  let listings: StoredListing[];
  const readBacks: ListingRef[][] = [];
  /** The jobs' read-back waits end once `gate` jobs are waiting: together, or `apartMs` apart. */
  let waiting: (() => void)[] = [];
  let gate = 2;
  let apartMs = 0;

  const factory: CabinetConnectorFactory = (marketplace, credentials, context) => {
    if (marketplace !== 'wildberries') {
      return registryConnectorFactory(marketplace, credentials, context);
    }
    const connector = createWildberriesConnector(credentials as { token: string }, context, {
      priceTaskWatch: { polls: 1, intervalMs: 1 },
    });
    return {
      ...connector,
      readListings: (refs, options) => {
        readBacks.push([...refs]);
        return connector.readListings(refs, options);
      },
    };
  };

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['wildberries'],
      listings: 40 + RUNS * PER_RUN,
      applyWritesAfterMs: 3_000,
      connectorFactory: factory,
      timing: { readBackDelaysMs: [5_000] },
      wait: (ms, sandbox) =>
        new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length < gate) return;
          sandbox.clock.advance(ms);
          waiting.forEach((go, index) => setTimeout(go, index * apartMs));
          waiting = [];
        }),
    });
    ({ sandbox, testApp } = world);
    ({ client } = await signedInClient(testApp));
    cabinet = await addSandboxCabinet(
      testApp.app,
      client,
      sandboxCabinetBodies(sandbox).wildberries,
    );
    listings = await storedListings(testApp.app, cabinet.id);
    expect(listings.length).toBeGreaterThanOrEqual(2 * PER_RUN);
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  /** A run of +5 % on each part's listings, applied; their ids. */
  async function applyRuns(parts: readonly StoredListing[][]): Promise<string[]> {
    const runs: string[] = [];
    for (const part of parts) {
      const plan = await dryRun(client, {
        mode: 'explicit',
        source: 'manual',
        changes: part.map((listing) => ({
          listingId: listing.id,
          price: Math.round(listing.price * 1.05),
          oldPrice: null,
        })),
      });
      await apply(client, plan.run.id);
      runs.push(plan.run.id);
    }
    return runs;
  }

  it('two runs in flight read the price list once, and each ends its own changes', async () => {
    const runs = await applyRuns([
      listings.slice(0, PER_RUN),
      listings.slice(PER_RUN, 2 * PER_RUN),
    ]);

    await Promise.all(
      runs.map((runId) => runPriceWrites(testApp.app.prices, { runId, cabinetId: cabinet.id })),
    );

    expect(readBacks).toHaveLength(1);
    expect(readBacks[0]).toHaveLength(2 * PER_RUN);
    for (const runId of runs) {
      const run = await getRun(client, runId);
      expect(run.run.status).toBe('done');
      expect(run.changes.map((change) => change.status)).toEqual(Array(PER_RUN).fill('applied'));
    }
  });

  it('ten runs whose waits end apart still page the list once: the read waits for them all', async () => {
    readBacks.length = 0;
    gate = RUNS;
    apartMs = 50;
    const from = 2 * PER_RUN;
    const runs = await applyRuns(
      Array.from({ length: RUNS }, (_, run) =>
        listings.slice(from + run * PER_RUN, from + (run + 1) * PER_RUN),
      ),
    );

    await Promise.all(
      runs.map((runId) => runPriceWrites(testApp.app.prices, { runId, cabinetId: cabinet.id })),
    );

    expect(readBacks).toHaveLength(1);
    expect(readBacks[0]).toHaveLength(RUNS * PER_RUN);
    for (const runId of runs) {
      const run = await getRun(client, runId);
      expect(run.run.status).toBe('done');
      expect(run.changes.map((change) => change.status)).toEqual(Array(PER_RUN).fill('applied'));
    }
  });
});
