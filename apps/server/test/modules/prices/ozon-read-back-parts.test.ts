import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registryConnectorFactory,
  type CabinetConnectorFactory,
} from '../../../src/modules/cabinets/context';
import { refreshSummaries } from '../../../src/modules/catalog/summary';
import { runPriceWrites, STORES_IN_FLIGHT } from '../../../src/modules/prices/run-writes';
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

/** Three parts of Ozon's read-back (500 listings a part) and a few more. */
const SHOP = 1_100;
const HALF = SHOP / 2;

/**
 * Ozon's read-back hands its parts over as they come and the pipeline stores
 * STORES_IN_FLIGHT of them side by side. Here every product has a listing in two parts (the
 * i-th and the (i + 550)-th), so two parts storing at once both update its catalog summary:
 * every change must still end 'applied', every listing hold its new price, and every product
 * the lower of its two listings' prices.
 */
describe(`an Ozon read-back stores its parts side by side, on ${TEST_DB_KIND}`, () => {
  let world: PriceSandbox | undefined;
  let testApp: TestApp;
  let client: ApiClient;
  let cabinet: Cabinet;
  let listings: StoredListing[];
  const parts: number[] = [];

  const factory: CabinetConnectorFactory = (marketplace, credentials, context) => {
    const connector = registryConnectorFactory(marketplace, credentials, context);
    return {
      ...connector,
      readListings: (refs, options) =>
        connector.readListings(refs, {
          // The read with cards and stocks, in parts of 500 (three here), not the pipeline's
          // read of prices alone in parts of 1,000: more parts to store side by side.
          pricesOnly: false,
          onPart: (part) => {
            parts.push(part.length);
            options?.onPart?.(part);
          },
        }),
    };
  };

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['ozon'],
      listings: SHOP,
      applyWritesAfterMs: 0,
      connectorFactory: factory,
      timing: { readBackDelaysMs: [1_000] },
    });
    ({ testApp } = world);
    const seller = await sellerWithSandboxShops(testApp, world.sandbox, ['ozon']);
    ({ client } = seller);
    cabinet = seller.cabinets.ozon;
    listings = seller.listings.ozon.slice(0, SHOP);
    expect(listings).toHaveLength(SHOP);
    // The (i + 550)-th listing joins the i-th's product (its own is left without listings).
    const db = testApp.app.db;
    const pairs = listings
      .slice(0, HALF)
      .map((listing, index) => ({ a: listing.id, b: listings[index + HALF]!.id }));
    await db.execute(sql`update listings l set product_id = a.product_id
      from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(a bigint, b bigint)
      join listings a on a.id = p.a
      where l.id = p.b`);
    const [user] = (
      await db.execute<{ user_id: string }>(
        sql`select user_id from cabinets where id = ${cabinet.id}`,
      )
    ).rows;
    await refreshSummaries(db, user!.user_id);
  }, 300_000);

  afterAll(async () => {
    await world?.close();
  });

  it('ends every change applied and every shared product at its lower new price', async () => {
    expect(STORES_IN_FLIGHT).toBeGreaterThan(1);
    const newPrice = (listing: StoredListing, index: number) =>
      // Apart in each pair, so the product's lower price is one listing's, not both.
      Math.round(listing.price * (index < HALF ? 1.05 : 1.08));
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: listings.map((listing, index) => ({
        listingId: listing.id,
        price: newPrice(listing, index),
      })),
    });
    const runId = plan.run.id;
    const ok = plan.run.verdicts.ok ?? 0;
    expect(ok).toBeGreaterThan(SHOP * 0.9);
    await apply(client, runId);
    parts.length = 0;

    await runPriceWrites(testApp.app.prices, { runId, cabinetId: cabinet.id });

    expect(parts.length).toBeGreaterThanOrEqual(3);
    const run = await getRun(client, runId);
    expect(run.run.status).toBe('done');
    expect(run.run.counts.applied).toBe(ok);
    expect(run.run.counts.failed ?? 0).toBe(0);

    const after = new Map(
      (await storedListings(testApp.app, cabinet.id)).map((listing) => [listing.id, listing]),
    );
    const { rows } = await testApp.app.db.execute<{
      a: string;
      b: string;
      price_ozon: string | null;
    }>(sql`select a.id as a, b.id as b, p.price_ozon
      from listings a join listings b on b.product_id = a.product_id and b.id <> a.id
      join products p on p.id = a.product_id
      where a.id = any(${sql.param(listings.slice(0, HALF).map((listing) => listing.id))}::bigint[])`);
    expect(rows).toHaveLength(HALF);
    for (const row of rows) {
      const a = after.get(Number(row.a))!;
      const b = after.get(Number(row.b))!;
      expect(Number(row.price_ozon)).toBe(Math.min(a.price, b.price));
    }
    // And every listing whose change was applied holds its new price.
    const statuses = await testApp.app.db.execute<{ listing_id: string; status: string }>(
      sql`select listing_id, status from price_changes where run_id = ${runId}`,
    );
    const appliedIds = new Set(
      statuses.rows.filter((row) => row.status === 'applied').map((row) => Number(row.listing_id)),
    );
    expect(appliedIds.size).toBe(ok);
    listings.forEach((listing, index) => {
      if (appliedIds.has(listing.id)) {
        expect(after.get(listing.id)!.price).toBe(newPrice(listing, index));
      }
    });
  }, 120_000);
});
