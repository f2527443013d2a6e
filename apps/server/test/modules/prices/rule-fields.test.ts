import { API_PATHS } from '@marketpult/shared/api-paths';
import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { PriceChange } from '@marketpult/shared/contracts/prices';
import type { Sandbox } from '@marketpult/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { expectRefusal } from '../cabinets/cabinet-fixtures';
import {
  apply,
  dryRun,
  getRun,
  type Marketplace,
  sellerWithSandboxShops,
  type StoredListing,
  WriteProbe,
} from './price-fixtures';

const MARKETPLACES = ['ozon', 'wildberries', 'yandex'] as const;

/**
 * A rule's other targets (contracts/prices.ts `field`): the old (crossed-out) price and the
 * minimum price, each computed by the server from the listing's current values, with a verdict
 * per listing where the marketplace cannot take the field, through apply against the sandbox.
 */
describe(`price rules on the old and minimum price on ${TEST_DB_KIND}`, () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let world: PriceSandbox | undefined;
  let client: ApiClient;
  const probe = new WriteProbe();
  const cabinets = {} as Record<Marketplace, Cabinet>;
  const listings = {} as Record<Marketplace, StoredListing[]>;
  const next = { ozon: 0, wildberries: 0, yandex: 0 };
  const take = (marketplace: Marketplace) => listings[marketplace][next[marketplace]++]!;
  const takeAll = () => MARKETPLACES.map((marketplace) => take(marketplace));

  beforeAll(async () => {
    world = await startPriceSandbox({
      listings: 20,
      applyWritesAfterMs: 3_000,
      connectorFactory: probe.factory,
      timing: { readBackDelaysMs: [5_000, 5_000] },
    });
    ({ sandbox, testApp } = world);
    const seller = await sellerWithSandboxShops(testApp, sandbox, MARKETPLACES);
    ({ client } = seller);
    Object.assign(cabinets, seller.cabinets);
    Object.assign(listings, seller.listings);
    for (const marketplace of MARKETPLACES) {
      expect(listings[marketplace].length).toBeGreaterThan(8);
    }
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  const runJobs = () => testApp.app.prices.queue.idle();
  const byListing = (changes: PriceChange[], id: number) =>
    changes.find((change) => change.listingId === id)!;
  const ruleRun = (listingIds: number[], rule: object) =>
    dryRun(client, { mode: 'rule', source: 'bulk', listingIds, rule });

  it('sets a discount as the old price each marketplace takes, keeps the price, applies it', async () => {
    const chosen = takeAll();
    const plan = await ruleRun(
      chosen.map((listing) => listing.id),
      { field: 'oldPrice', kind: 'discount', value: 20 },
    );
    for (const listing of chosen) {
      const change = byListing(plan.changes, listing.id);
      const exact = listing.price / 0.8;
      expect(change.verdict, JSON.stringify(change.reasons)).toBe('ok');
      expect(change.wanted.price).toBe(listing.price);
      // Wildberries takes a whole-rouble price before discount; the others kopecks.
      expect(change.wanted.oldPrice).toBe(
        cabinets.wildberries.id === change.cabinetId
          ? Math.round(exact)
          : Math.round(exact * 100) / 100,
      );
    }
    await apply(client, plan.run.id);
    await runJobs();
    const done = await getRun(client, plan.run.id);
    for (const listing of chosen) {
      const change = byListing(done.changes, listing.id);
      expect(change.status, JSON.stringify(change)).toBe('applied');
      expect(change.readBack?.oldPrice).toBeCloseTo(listing.price / 0.8, -1);
    }
  });

  it('sets a minimum price on Ozon and refuses it, listing by listing, elsewhere', async () => {
    const chosen = takeAll();
    const ozon = chosen[0]!;
    const minPrice = Math.round(ozon.price * 0.8);
    const plan = await ruleRun(
      chosen.map((listing) => listing.id),
      { field: 'minPrice', kind: 'set', value: minPrice },
    );
    expect(plan.changes).toHaveLength(3);
    expect(byListing(plan.changes, ozon.id)).toMatchObject({
      verdict: 'ok',
      wanted: { price: ozon.price, minPrice },
    });
    for (const other of chosen.slice(1)) {
      const change = byListing(plan.changes, other.id);
      expect(change.verdict).toBe('refused');
      expect(change.reasons).toEqual([
        expect.objectContaining({
          code: 'min_price_unsupported',
          message: expect.stringMatching(/Ozon/),
        }),
      ]);
    }
    await apply(client, plan.run.id);
    await runJobs();
    const done = await getRun(client, plan.run.id);
    expect(byListing(done.changes, ozon.id)).toMatchObject({
      status: 'applied',
      readBack: { minPrice },
    });
    for (const other of chosen.slice(1)) {
      expect(byListing(done.changes, other.id).status).toBe('refused');
      expect(
        probe.priceSendsOf(other.id === chosen[1]!.id ? 'wildberries' : 'yandex', other.offerId),
      ).toBeUndefined();
    }
  });

  it('refuses a minimum price above the price, and ±% of a minimum price the listing lacks', async () => {
    const ozon = take('ozon');
    const above = await ruleRun([ozon.id], {
      field: 'minPrice',
      kind: 'set',
      value: Math.round(ozon.price * 2),
    });
    expect(above.changes[0]).toMatchObject({ verdict: 'refused' });
    expect(above.changes[0]!.reasons.map((reason) => reason.code)).toContain(
      'min_price_above_price',
    );
    const moved = await ruleRun([ozon.id], { field: 'minPrice', kind: 'percent', value: -10 });
    if (ozon.minPrice === null) {
      expect(moved.changes[0]).toMatchObject({ verdict: 'refused', wanted: { price: null } });
      expect(moved.changes[0]!.reasons[0]!.message).toMatch(/нет минимальной цены/);
    } else {
      expect(moved.changes[0]!.wanted.minPrice).toBeCloseTo(ozon.minPrice * 0.9, 2);
    }
  });

  it('moves the old price by a rule and refuses an old price that falls to the price', async () => {
    const [ozon, wb] = [take('ozon'), take('wildberries')];
    // First give both a crossed-out price 50 % above the price, then cut it.
    const seeded = await ruleRun([ozon.id, wb.id], {
      field: 'oldPrice',
      kind: 'discount',
      value: 34,
    });
    await apply(client, seeded.run.id);
    await runJobs();
    const cut = await ruleRun([ozon.id, wb.id], { field: 'oldPrice', kind: 'percent', value: -50 });
    for (const change of cut.changes) {
      expect(change.verdict).toBe('refused');
      expect(change.reasons.map((reason) => reason.code)).toContain('old_price_not_above');
      expect(change.wanted.oldPrice).toBeLessThan(change.wanted.price!);
    }
    const raised = await ruleRun([ozon.id], { field: 'oldPrice', kind: 'rub', value: 100 });
    const before = raised.changes[0]!.before.oldPrice!;
    expect(raised.changes[0]).toMatchObject({
      verdict: 'ok',
      wanted: { price: ozon.price, oldPrice: before + 100 },
    });
  });

  it('clears the crossed-out price; a listing without one has nothing to change', async () => {
    const [ozon, yandex] = [take('ozon'), take('yandex')];
    const seeded = await ruleRun([ozon.id], { field: 'oldPrice', kind: 'discount', value: 25 });
    await apply(client, seeded.run.id);
    await runJobs();
    const cleared = await ruleRun([ozon.id, yandex.id], { field: 'oldPrice', kind: 'clear' });
    const ozonChange = byListing(cleared.changes, ozon.id);
    expect(ozonChange).toMatchObject({
      verdict: 'ok',
      wanted: { price: ozon.price, oldPrice: null },
    });
    expect(ozonChange.before.oldPrice).not.toBeNull();
    await apply(client, cleared.run.id);
    await runJobs();
    const done = await getRun(client, cleared.run.id);
    expect(byListing(done.changes, ozon.id)).toMatchObject({
      status: 'applied',
      readBack: { oldPrice: null },
    });
    expect(byListing(done.changes, yandex.id).status).toBe('applied');
  });

  it('keeps the old rule shape a price rule', async () => {
    const yandex = take('yandex');
    const plan = await ruleRun([yandex.id], { kind: 'rub', value: 10 });
    expect(plan.changes[0]!.wanted.price).toBeCloseTo(yandex.price + 10, 2);
  });

  it('refuses a rule the contract does not take with a 400, another account’s listing with a 404', async () => {
    const listing = take('ozon');
    for (const rule of [
      { field: 'price', kind: 'discount', value: 10 },
      { field: 'minPrice', kind: 'clear' },
      { field: 'oldPrice', kind: 'discount', value: 100 },
      { field: 'oldPrice', kind: 'discount', value: 12.5 },
      { field: 'oldPrice', kind: 'set' },
      { field: 'costPrice', kind: 'set', value: 10 },
    ]) {
      expectRefusal(
        await client.post(API_PATHS.priceRuns, {
          mode: 'rule',
          source: 'bulk',
          listingIds: [listing.id],
          rule,
        }),
        400,
        ERROR_CODES.validationError,
      );
    }
    const { client: intruder } = await signedInClient(testApp);
    expectRefusal(
      await intruder.post(API_PATHS.priceRuns, {
        mode: 'rule',
        source: 'bulk',
        listingIds: [listing.id],
        rule: { field: 'oldPrice', kind: 'clear' },
      }),
      404,
      ERROR_CODES.notFound,
    );
  });
});
