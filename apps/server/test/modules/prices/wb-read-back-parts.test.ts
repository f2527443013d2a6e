import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import { createWildberriesConnector } from '@marketpult/marketplaces/wildberries/connector';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceChanges } from '../../../src/db/schema';
import {
  registryConnectorFactory,
  type CabinetConnectorFactory,
} from '../../../src/modules/cabinets/context';
import { runPriceWrites } from '../../../src/modules/prices/run-writes';
import type { ApiClient } from '../../helpers/api-client';
import type { TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  apply,
  dryRun,
  getRun,
  sellerWithSandboxShops,
  type StoredListing,
  storedListings,
} from './price-fixtures';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';

/** Two pages of WB's price list (1,000 goods a page) and a few more. */
const SHOP = 1_100;

/**
 * Wildberries' read-back pages the shop's whole price list at 10 calls per 6 s: the changes a
 * page shows end 'applied' (and their listings are stored) while the later pages are still to
 * come, not all after the last one.
 */
describe(`a Wildberries read-back ends changes page by page, on ${TEST_DB_KIND}`, () => {
  let world: PriceSandbox | undefined;
  let testApp: TestApp;
  let client: ApiClient;
  let cabinet: Cabinet;
  let listings: StoredListing[];
  let runId = '';
  /** Listings handed over per part, and the run's changes applied before the whole answer. */
  const parts: number[] = [];
  let appliedBeforeAnswer = -1;

  const appliedNow = async () =>
    (
      await testApp.app.db
        .select({ id: priceChanges.id })
        .from(priceChanges)
        .where(and(eq(priceChanges.runId, runId), eq(priceChanges.status, 'applied')))
    ).length;

  const factory: CabinetConnectorFactory = (marketplace, credentials, context) => {
    if (marketplace !== 'wildberries') {
      return registryConnectorFactory(marketplace, credentials, context);
    }
    const connector = createWildberriesConnector(credentials as { token: string }, context, {
      priceTaskWatch: { polls: 1, intervalMs: 1 },
    });
    return {
      ...connector,
      readListings: async (refs, options) => {
        const read = await connector.readListings(refs, {
          ...options,
          onPart: (part) => {
            parts.push(part.length);
            options?.onPart?.(part);
          },
        });
        if (runId === '') return read;
        // Before the whole answer: what the parts alone have ended by now.
        for (let tries = 0; tries < 60 && (await appliedNow()) === 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        appliedBeforeAnswer = await appliedNow();
        return read;
      },
    };
  };

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['wildberries'],
      listings: SHOP,
      applyWritesAfterMs: 3_000,
      connectorFactory: factory,
      timing: { readBackDelaysMs: [5_000] },
    });
    ({ testApp } = world);
    const seller = await sellerWithSandboxShops(testApp, world.sandbox, ['wildberries']);
    ({ client } = seller);
    cabinet = seller.cabinets.wildberries;
    listings = seller.listings.wildberries;
    expect(listings.length).toBeGreaterThan(1_000);
  }, 300_000);

  afterAll(async () => {
    await world?.close();
  });

  it('stores what the first pages show before the read has its last page', async () => {
    // Every 50th listing: cards on both pages of the list.
    const chosen = listings.filter((_, index) => index % 50 === 0);
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: chosen.map((listing) => ({
        listingId: listing.id,
        price: Math.round(listing.price * 1.05),
        oldPrice: null,
      })),
    });
    runId = plan.run.id;
    await apply(client, runId);
    parts.length = 0;

    await runPriceWrites(testApp.app.prices, { runId, cabinetId: cabinet.id });

    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(chosen.length);
    expect(appliedBeforeAnswer).toBeGreaterThan(0);
    const run = await getRun(client, runId);
    expect(run.run.status).toBe('done');
    expect(run.changes.map((change) => change.status)).toEqual(
      Array(chosen.length).fill('applied'),
    );
    // The listings were stored with what the read showed, part by part.
    const after = new Map(
      (await storedListings(testApp.app, cabinet.id)).map((listing) => [listing.id, listing]),
    );
    for (const listing of chosen) {
      expect(after.get(listing.id)?.price).toBe(Math.round(listing.price * 1.05));
    }
  }, 120_000);
});
