import { API_PATHS } from '@marketpult/shared/api-paths';
import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import type { ListingPriceHistoryResponse, PriceChange } from '@marketpult/shared/contracts/prices';
import type { ReportedFees } from '@marketpult/marketplaces';
import type { Sandbox } from '@marketpult/sandbox';
import { computeUnitEconomics } from '@marketpult/shared/economics/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feesOfListing } from '../../../src/modules/catalog/listing-fees';
import { PRICE_WRITE_JOB } from '../../../src/modules/prices/write-job';
import type { ApiClient } from '../../helpers/api-client';
import type { TestApp } from '../../helpers/test-app';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  apply,
  dryRun,
  getRun,
  type Marketplace,
  runPath,
  sellerWithSandboxShops,
  type StoredListing,
  storedListings,
  WriteProbe,
} from './price-fixtures';

/**
 * The price-write pipeline end to end against the sandbox of each marketplace: dry run with
 * the guardrails' verdicts, apply, the `price.write` job (run here with the queue's runDue),
 * read-back and a result per listing. Writes show in the sandbox's reads 3 s after their OK
 * (on its clock); the pipeline's read-back waits move that clock instead of sleeping.
 */
describe(`price writes against the sandbox on ${TEST_DB_KIND}`, () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let world: PriceSandbox | undefined;
  let client: ApiClient;
  const probe = new WriteProbe();
  const cabinets = {} as Record<Marketplace, Cabinet>;
  const listings = {} as Record<Marketplace, StoredListing[]>;
  /** Each test takes listings of its own: Ozon counts changes per product and hour. */
  const next = { ozon: 0, wildberries: 0, yandex: 0 };
  const take = (marketplace: Marketplace) => listings[marketplace][next[marketplace]++]!;
  /** The read-back waits the jobs made, in order. */
  const waited: number[] = [];

  beforeAll(async () => {
    world = await startPriceSandbox({
      listings: 40,
      applyWritesAfterMs: 3_000,
      connectorFactory: probe.factory,
      timing: { readBackDelaysMs: [5_000, 5_000] },
      wait: async (ms, sandbox) => {
        waited.push(ms);
        sandbox.clock.advance(ms);
      },
    });
    ({ sandbox, testApp } = world);
    const seller = await sellerWithSandboxShops(testApp, sandbox, [
      'ozon',
      'wildberries',
      'yandex',
    ] as const);
    ({ client } = seller);
    Object.assign(cabinets, seller.cabinets);
    Object.assign(listings, seller.listings);
    for (const marketplace of ['ozon', 'wildberries', 'yandex'] as const) {
      expect(listings[marketplace].length).toBeGreaterThan(20);
    }
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  const runJobs = () => testApp.app.prices.queue.idle();
  const byListing = (changes: PriceChange[], id: number) =>
    changes.find((change) => change.listingId === id)!;

  it('applies a price on each marketplace and shows it in the run and the history', async () => {
    const chosen = (['ozon', 'wildberries', 'yandex'] as const).map((marketplace) =>
      take(marketplace),
    );
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: chosen.map((listing) => ({
        listingId: listing.id,
        price: Math.round(listing.price * 1.1),
        oldPrice: null,
      })),
    });
    expect(plan.run.status).toBe('draft');
    for (const listing of chosen) {
      const change = byListing(plan.changes, listing.id);
      expect(change).toMatchObject({
        status: 'planned',
        verdict: 'ok',
        before: { price: listing.price },
        wanted: { price: Math.round(listing.price * 1.1) },
      });
      // Break-even needs the cost price, which the catalogue does not have yet.
      expect(change.reasons.map((reason) => reason.code)).toContain('break_even_unknown');
    }
    // A dry run sends nothing.
    expect(probe.priceSends.size).toBe(0);

    // The storefront price the last sync read (Ozon's marketing_price) belongs to the old price.
    await testApp.app.db.execute(
      sql`update listings set buyer_price = 1 where id = ${chosen[0]!.id}`,
    );
    // …and so does the product's summary the catalog sorts by.
    const productBuyerPrice = async () =>
      (
        await testApp.app.db.execute<{ buyer_price_ozon: string | null }>(
          sql`select p.buyer_price_ozon from products p
            join listings l on l.product_id = p.id where l.id = ${chosen[0]!.id}`,
        )
      ).rows[0]?.buyer_price_ozon;
    await testApp.app.db.execute(
      sql`update products set buyer_price_ozon = 1
        where id = (select product_id from listings where id = ${chosen[0]!.id})`,
    );
    expect(await productBuyerPrice()).toBe('1.00');
    const applied = await apply(client, plan.run.id);
    expect(applied.run.status).toBe('applying');
    await runJobs();
    const done = await getRun(client, plan.run.id);
    expect(done.run.status).toBe('done');
    const buyerPrice = await testApp.app.db.execute<{ buyer_price: string | null }>(
      sql`select buyer_price from listings where id = ${chosen[0]!.id}`,
    );
    // Unknown until the next sync reads what the marketplace now shows a buyer.
    expect(buyerPrice.rows[0]!.buyer_price).toBeNull();
    expect(await productBuyerPrice()).not.toBe('1.00');
    for (const listing of chosen) {
      const change = byListing(done.changes, listing.id);
      expect(change, JSON.stringify(change)).toMatchObject({ status: 'applied', error: null });
      expect(change.readBack?.price).toBeCloseTo(Math.round(listing.price * 1.1), -1);
      expect(change.sentAt).not.toBeNull();
      // The listing holds what the marketplace showed, before any sync: the card shows it.
      const stored = await testApp.app.db.execute<{ price: string }>(
        sql`select price from listings where id = ${listing.id}`,
      );
      expect(Number(stored.rows[0]!.price)).toBe(change.readBack?.price);
    }
    const history = await client.get(runPath(API_PATHS.listingPriceHistory, chosen[0]!.id));
    expect(history.statusCode).toBe(200);
    expect(history.json<ListingPriceHistoryResponse>().changes).toEqual([
      expect.objectContaining({ runId: plan.run.id, status: 'applied', source: 'manual' }),
    ]);
  });

  it('refuses what the guardrails refuse and sends nothing of it', async () => {
    const ozon = take('ozon');
    const wb = take('wildberries');
    const ym = take('yandex');
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'bulk',
      changes: [
        // Below Ozon's own minimum price (80 % of the price in the sandbox): needs an override.
        { listingId: ozon.id, price: Math.round(ozon.price * 0.75), oldPrice: null },
        // A step of +50 %: over the 30 % cap.
        { listingId: wb.id, price: Math.round(wb.price * 1.5) },
        // A crossed-out price below the price: never sent, whatever the override.
        { listingId: ym.id, price: ym.price, oldPrice: Math.round(ym.price * 0.5) },
      ],
    });
    const verdicts = plan.changes.map((change) => [
      change.listingId,
      change.verdict,
      change.reasons.filter((r) => r.severity !== 'info').map((r) => r.code),
    ]);
    expect(verdicts).toEqual(
      expect.arrayContaining([
        [ozon.id, 'needs_override', ['below_min_price']],
        [wb.id, 'needs_override', ['step_too_large']],
        [ym.id, 'refused', ['old_price_not_above']],
      ]),
    );
    const ymChange = byListing(plan.changes, ym.id);
    await apply(client, plan.run.id, [ymChange.id]);
    await runJobs();
    const done = await getRun(client, plan.run.id);
    expect(done.run.status).toBe('done');
    expect(done.changes.map((change) => change.status)).toEqual(['refused', 'refused', 'refused']);
    expect(byListing(done.changes, ozon.id).error).toMatch(/подтверждение/);
    expect(probe.priceSendsOf('ozon', ozon.offerId)).toBeUndefined();
    expect(probe.priceSendsOf('wildberries', wb.offerId)).toBeUndefined();
    expect(probe.priceSendsOf('yandex', ym.offerId)).toBeUndefined();
    const again = await storedListings(testApp.app, cabinets.ozon.id);
    expect(again.find((row) => row.id === ozon.id)?.price).toBe(ozon.price);
  });

  it("takes the product's minimum and cost price from the catalogue", async () => {
    const listing = take('yandex');
    const linked = await testApp.app.db.execute(sql`
      update products set min_price = ${(listing.price * 0.95).toFixed(2)},
        cost_price = ${(listing.price * 0.5).toFixed(2)}
      where id = (select product_id from listings where id = ${listing.id}) returning id`);
    expect(linked.rows).toHaveLength(1);
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price: Math.round(listing.price * 0.9) }],
    });
    const [change] = plan.changes;
    expect(change).toMatchObject({ verdict: 'needs_override' });
    expect(change!.reasons.map((reason) => reason.code)).toEqual(['below_min_price']);
    // The cost price is known: the break-even check ran, and the engine's margin is shown, on
    // the fees Маркет's tariff calculator gave the offer at the sync.
    const cost = Number((listing.price * 0.5).toFixed(2));
    const [stored] = (
      await testApp.app.db.execute<{ reported_fees: ReportedFees | null }>(
        sql`select reported_fees from listings where id = ${listing.id}`,
      )
    ).rows;
    expect(stored?.reported_fees?.marketplace).toBe('yandex');
    const economics = computeUnitEconomics({
      marketplace: 'yandex',
      price: Math.round(listing.price * 0.9),
      costPrice: cost,
      fees: feesOfListing(stored!.reported_fees),
    });
    expect(change!.marginAfterPercent).toBeCloseTo(economics.marginPercent!, 2);
    expect(change!.reasons.map((reason) => reason.code)).not.toContain('break_even_unknown');
    const under = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price: Math.round(listing.price * 0.45) }],
    });
    expect(under.changes[0]!.reasons.map((reason) => reason.code)).toEqual(
      expect.arrayContaining(['below_min_price', 'below_break_even', 'step_too_large']),
    );
  });

  it("ends Ozon's per-item error inside a 200 as 'rejected' with Ozon's reason", async () => {
    const ozon = take('ozon');
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: ozon.id, price: Math.round(ozon.price * 0.75), oldPrice: null }],
    });
    await apply(client, plan.run.id, [plan.changes[0]!.id]);
    await runJobs();
    const [change] = (await getRun(client, plan.run.id)).changes;
    expect(change).toMatchObject({ status: 'rejected', override: true });
    expect(change!.answer).toMatch(/PRICE_IS_LESS_THAN_MIN_PRICE/);
    expect(change!.error).toMatch(/^Маркетплейс отклонил изменение/);
    expect(probe.priceSendsOf('ozon', ozon.offerId)).toBe(1);
  });

  it("ends a Wildberries cut to a quarter as 'quarantine' once the seller overrides it", async () => {
    const wb = take('wildberries');
    const plan = await dryRun(client, {
      mode: 'rule',
      source: 'manual',
      listingIds: [wb.id],
      rule: { kind: 'percent', value: -75 },
    });
    const [planned] = plan.changes;
    expect(planned!.reasons.map((reason) => reason.code)).toEqual(
      expect.arrayContaining(['step_too_large', 'wb_quarantine']),
    );
    await apply(client, plan.run.id, [planned!.id]);
    const from = waited.length;
    await runJobs();
    const [change] = (await getRun(client, plan.run.id)).changes;
    expect(change).toMatchObject({ status: 'quarantine' });
    expect(change!.error).toMatch(/карантин/);
    // Asked about its task once the first read-back did not show it, not after the last wait
    // (the first wait counts from the send's answer: first-wait.test.ts).
    expect(waited.slice(from)).toHaveLength(1);
  });

  it('resumes a crash between send and read-back without sending twice', async () => {
    for (const marketplace of ['ozon', 'wildberries', 'yandex'] as const) {
      const listing = take(marketplace);
      const price = Math.round(listing.price * 1.05);
      const plan = await dryRun(client, {
        mode: 'explicit',
        source: 'repricer',
        changes: [{ listingId: listing.id, price, oldPrice: null }],
      });
      await apply(client, plan.run.id);
      probe.crashAfterPriceSend = true;
      const first = await testApp.app.jobs.runDue({ name: PRICE_WRITE_JOB });
      expect(first).toEqual({ completed: 0, failed: 1 });
      // The change was sent and the process died before it heard back.
      expect((await getRun(client, plan.run.id)).changes[0]!.status).toBe('sending');
      // The retry (due later; run now), as a restarted server would run it.
      const retry = await testApp.app.jobs.runDue(
        { name: PRICE_WRITE_JOB },
        { includeDeferred: true },
      );
      expect(retry).toEqual({ completed: 1, failed: 0 });
      const [change] = (await getRun(client, plan.run.id)).changes;
      expect(change, marketplace).toMatchObject({ status: 'applied' });
      expect(probe.priceSendsOf(marketplace, listing.offerId), marketplace).toBe(1);
    }
  });

  it('slows down under a 429 storm instead of failing', async () => {
    const listing = take('ozon');
    const storm = sandbox.faults.inject({
      marketplace: 'ozon',
      path: '/v1/product/import/prices',
      kind: '429',
      times: 3,
      retryAfterSeconds: 1,
    });
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price: Math.round(listing.price * 1.02), oldPrice: null }],
    });
    await apply(client, plan.run.id);
    await runJobs();
    expect(sandbox.faults.fired(storm.id)).toBe(3);
    const [change] = (await getRun(client, plan.run.id)).changes;
    expect(change).toMatchObject({ status: 'applied' });
    expect(probe.priceSendsOf('ozon', listing.offerId)).toBe(1);
  });

  it('writes stock the same way: batched, read back, a result per listing', async () => {
    const chosen = (['ozon', 'wildberries', 'yandex'] as const).map((marketplace) => {
      const listing = listings[marketplace].find(
        (row, index) =>
          index >= next[marketplace] && row.stocks.some((stock) => stock.warehouseId !== 'fbo'),
      )!;
      next[marketplace] = listings[marketplace].indexOf(listing) + 1;
      return listing;
    });
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'excel',
      changes: chosen.map((listing) => ({
        listingId: listing.id,
        stocks: [
          {
            warehouseId: listing.stocks.find((stock) => stock.warehouseId !== 'fbo')!.warehouseId,
            amount: 42,
          },
        ],
      })),
    });
    expect(plan.changes.every((change) => change.kind === 'stock' && change.verdict === 'ok')).toBe(
      true,
    );
    await apply(client, plan.run.id);
    await runJobs();
    const done = await getRun(client, plan.run.id);
    for (const change of done.changes) {
      expect(change, JSON.stringify(change)).toMatchObject({ status: 'applied' });
      expect(change.readBack?.amount).toBeLessThanOrEqual(42);
      const stored = await testApp.app.db.execute<{ amount: number }>(
        sql`select amount from listing_stocks
          where listing_id = ${change.listingId} and warehouse_id = ${change.warehouseId}`,
      );
      expect(Number(stored.rows[0]!.amount)).toBe(change.readBack?.amount);
    }
  });

  it('lets a manual change in flight win over the repricer', async () => {
    const listing = take('yandex');
    const manual = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price: Math.round(listing.price * 1.05) }],
    });
    await apply(client, manual.run.id);
    const repricer = await dryRun(client, {
      mode: 'rule',
      source: 'repricer',
      listingIds: [listing.id],
      rule: { kind: 'rub', value: -10 },
    });
    const yielded = await apply(client, repricer.run.id);
    expect(yielded.run.status).toBe('done');
    expect(yielded.changes[0]).toMatchObject({ status: 'refused' });
    expect(yielded.changes[0]!.error).toMatch(/Ручное/);
    await runJobs();
    expect((await getRun(client, manual.run.id)).changes[0]).toMatchObject({ status: 'applied' });
  });

  it("replaces the repricer's change still waiting to be sent with a manual one", async () => {
    const listing = take('ozon');
    const repricer = await dryRun(client, {
      mode: 'rule',
      source: 'repricer',
      listingIds: [listing.id],
      rule: { kind: 'rub', value: 5 },
    });
    await apply(client, repricer.run.id);
    const manual = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price: Math.round(listing.price * 1.03), oldPrice: null }],
    });
    await apply(client, manual.run.id);
    await runJobs();
    const replaced = (await getRun(client, repricer.run.id)).changes[0]!;
    expect(replaced).toMatchObject({ status: 'refused' });
    expect(replaced.error).toMatch(/Заменено.*Ручное/);
    expect((await getRun(client, manual.run.id)).changes[0]).toMatchObject({ status: 'applied' });
    expect(probe.priceSendsOf('ozon', listing.offerId)).toBe(1);
  });

  it('answers 409 to a second apply of the same run', async () => {
    const listing = take('yandex');
    const plan = await dryRun(client, {
      mode: 'explicit',
      source: 'manual',
      changes: [{ listingId: listing.id, price: listing.price + 1 }],
    });
    await apply(client, plan.run.id);
    const again = await client.post(runPath(API_PATHS.priceRunApply, plan.run.id), {
      overrides: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ responseStatus: { errorCode: string } }>().responseStatus.errorCode).toBe(
      'PriceRunNotDraft',
    );
    await runJobs();
  });
});
