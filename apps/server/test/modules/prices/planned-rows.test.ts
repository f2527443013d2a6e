import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import { computeUnitEconomics } from '@marketpult/shared/economics/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings as listingsTable, priceChanges, priceRuns } from '../../../src/db/schema';
import { feesOfListing } from '../../../src/modules/catalog/listing-fees';
import type { ApiClient } from '../../helpers/api-client';
import { TEST_DB_KIND } from '../../helpers/test-db';
import type { TestApp } from '../../helpers/test-app';
import {
  apply,
  dryRun,
  getRun,
  sellerWithSandboxShops,
  type StoredListing,
  WriteProbe,
} from './price-fixtures';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';

/**
 * What a dry run stores, column by column: the changes go in as one JSON parameter
 * (repository.ts insertPlannedChanges), so a column mapped to the wrong field or a type lost on
 * the way (the listing's bigint id, the margin's numeric, the JSON values, the run's time) shows
 * here, beside the columns left to their defaults.
 */
describe(`a dry run's stored changes on ${TEST_DB_KIND}`, () => {
  let world: PriceSandbox | undefined;
  let testApp: TestApp;
  let client: ApiClient;
  let cabinet: Cabinet;
  let listings: StoredListing[];

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['ozon'],
      listings: 12,
      applyWritesAfterMs: 3_000,
      connectorFactory: new WriteProbe().factory,
      timing: { readBackDelaysMs: [5_000] },
    });
    ({ testApp } = world);
    const seller = await sellerWithSandboxShops(testApp, world.sandbox, ['ozon']);
    ({ client } = seller);
    cabinet = seller.cabinets.ozon;
    listings = seller.listings.ozon;
    expect(listings.length).toBeGreaterThan(8);
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  const storedRows = (runId: string) =>
    testApp.app.db.select().from(priceChanges).where(eq(priceChanges.runId, runId));

  const untouched = {
    override: false,
    status: 'planned',
    attempts: 0,
    sentAt: null,
    answer: null,
    taskId: null,
    readBack: null,
    error: null,
    finishedAt: null,
  };

  it('stores a price change with its values, margin and verdict, the rest at defaults', async () => {
    const listing = listings[0]!;
    const cost = Number((listing.price * 0.5).toFixed(2));
    await testApp.app.db.execute(sql`
      update products set cost_price = ${cost}
      where id = (select product_id from listings where id = ${listing.id})`);
    const price = Math.round(listing.price * 1.05);
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price, minPrice: Math.round(listing.price * 0.9) }],
    });
    const [run] = await testApp.app.db
      .select()
      .from(priceRuns)
      .where(eq(priceRuns.id, plan.run.id));
    const rows = await storedRows(plan.run.id);
    expect(rows).toHaveLength(1);
    // The sandbox's Ozon reports the listing's own fees: the margin is computed with them.
    const [stored] = await testApp.app.db
      .select({ reportedFees: listingsTable.reportedFees })
      .from(listingsTable)
      .where(eq(listingsTable.id, listing.id));
    const fees = feesOfListing(stored!.reportedFees);
    expect(fees.commissionPercent).toBeDefined();
    const margin = computeUnitEconomics({ marketplace: 'ozon', price, costPrice: cost, fees });
    expect(rows[0]).toEqual({
      ...untouched,
      id: plan.changes[0]!.id,
      runId: plan.run.id,
      listingId: listing.id,
      cabinetId: cabinet.id,
      kind: 'price',
      warehouseId: null,
      before: {
        price: listing.price,
        oldPrice: listing.oldPrice,
        minPrice: listing.minPrice,
        amount: null,
      },
      wanted: {
        price,
        oldPrice: listing.oldPrice !== null && listing.oldPrice > price ? listing.oldPrice : null,
        minPrice: Math.round(listing.price * 0.9),
        amount: null,
      },
      marginAfterPercent: margin.marginPercent!.toFixed(2),
      verdict: plan.changes[0]!.verdict,
      reasons: plan.changes[0]!.reasons,
      createdAt: run!.createdAt,
    });
    expect(rows[0]!.reasons.every((reason) => reason.code && reason.message)).toBe(true);
    // The dry run answers from what it stored, without reading it back: the same as a read.
    expect(plan).toEqual(await getRun(client, plan.run.id));
  });

  it('stores stock changes with their warehouse, and a refusal with its reason', async () => {
    const listing = listings.find((candidate) =>
      candidate.stocks.some((stock) => stock.warehouseId !== 'fbo'),
    )!;
    const known = listing.stocks.find((stock) => stock.warehouseId !== 'fbo')!;
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [
        {
          listingId: listing.id,
          stocks: [
            { warehouseId: known.warehouseId, amount: known.amount + 1 },
            { warehouseId: 'nowhere', amount: 5 },
          ],
        },
      ],
    });
    expect(plan).toEqual(await getRun(client, plan.run.id));
    const rows = await storedRows(plan.run.id);
    const byWarehouse = new Map(rows.map((row) => [row.warehouseId, row]));
    expect(byWarehouse.get(known.warehouseId)).toMatchObject({
      ...untouched,
      kind: 'stock',
      listingId: listing.id,
      before: { price: null, oldPrice: null, minPrice: null, amount: known.amount },
      wanted: { price: null, oldPrice: null, minPrice: null, amount: known.amount + 1 },
      marginAfterPercent: null,
      verdict: 'ok',
      reasons: [],
    });
    expect(byWarehouse.get('nowhere')).toMatchObject({
      ...untouched,
      kind: 'stock',
      before: { price: null, oldPrice: null, minPrice: null, amount: null },
      wanted: { price: null, oldPrice: null, minPrice: null, amount: 5 },
      verdict: 'refused',
      reasons: [expect.objectContaining({ code: 'unknown_warehouse', severity: 'refuse' })],
    });
  });

  it("stores one change per listing of a rule run, each with its own listing's values", async () => {
    const plan = await dryRun(client, {
      mode: 'rule',
      source: 'bulk',
      listingIds: listings.map((listing) => listing.id),
      rule: { kind: 'percent', value: 1 },
    });
    // In the order a read gives them too (by id: the run's changes share one creation time).
    expect(plan).toEqual(await getRun(client, plan.run.id));
    const rows = await storedRows(plan.run.id);
    expect(rows.map((row) => row.listingId).sort((a, b) => a - b)).toEqual(
      listings.map((listing) => listing.id).sort((a, b) => a - b),
    );
    for (const row of rows) {
      const listing = listings.find((candidate) => candidate.id === row.listingId)!;
      expect(row.before.price).toBe(listing.price);
      expect(row.wanted.price).toBeCloseTo(listing.price * 1.01, 0);
      expect(row).toMatchObject(untouched);
    }
  });

  it('answers an apply with the run as it left it, the same as a read of it', async () => {
    const [cut, refused, same, raised] = listings.slice(4, 8);
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [
        { listingId: cut!.id, price: Math.round(cut!.price * 0.5) },
        { listingId: refused!.id, price: Math.round(refused!.price * 0.5) },
        { listingId: same!.id, price: same!.price },
        { listingId: raised!.id, price: Math.round(raised!.price * 1.01) + 1 },
      ],
    });
    const changeOf = (listing: StoredListing) =>
      plan.changes.find((change) => change.listingId === listing.id)!;
    expect(changeOf(cut!).verdict).toBe('needs_override');
    const applied = await apply(client, plan.run.id, [changeOf(cut!).id]);
    expect(applied).toEqual(await getRun(client, plan.run.id));
    const statusOf = (listing: StoredListing) =>
      applied.changes.find((change) => change.listingId === listing.id)!.status;
    expect([cut, refused, same, raised].map((listing) => statusOf(listing!))).toEqual([
      'planned',
      'refused',
      'applied',
      'planned',
    ]);
    expect(applied.run).toMatchObject({
      status: 'applying',
      counts: expect.objectContaining({ planned: 2, refused: 1, applied: 1 }),
    });
  });
});
