import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  MAX_PRICE_RUN_ITEMS,
  PRICE_RUN_PAGE_MAX,
  PRICE_RUN_PAGE_SIZE,
  type PriceRunResponse,
} from '@marketpult/shared/contracts/prices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceChanges } from '../../../src/db/schema';
import type { ApiClient } from '../../helpers/api-client';
import { TEST_DB_KIND } from '../../helpers/test-db';
import type { TestApp } from '../../helpers/test-app';
import {
  apply,
  dryRun,
  runPath,
  sellerWithSandboxShops,
  type StoredListing,
  WriteProbe,
} from './price-fixtures';
import { startPriceSandbox, type PriceSandbox } from './price-sandbox';

/**
 * A run bigger than a page (MAX_PRICE_RUN_ITEMS is 10,000; a page PRICE_RUN_PAGE_SIZE): the
 * dry run and the apply answer the totals of every change and the first page; the seller pages
 * through the rest and through the views of the blocked and the refused ones, and an override
 * found on any page goes out.
 */
describe(`a run's diff in pages on ${TEST_DB_KIND}`, () => {
  let world: PriceSandbox | undefined;
  let testApp: TestApp;
  let client: ApiClient;
  let listings: StoredListing[];
  let plan: PriceRunResponse;
  const BLOCKED = 3;
  const REFUSED = 2;

  const page = async (query: string): Promise<PriceRunResponse> => {
    const response = await client.get(`${runPath(API_PATHS.priceRun, plan.run.id)}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PriceRunResponse>();
  };

  beforeAll(async () => {
    world = await startPriceSandbox({
      only: ['ozon'],
      listings: 240,
      applyWritesAfterMs: 1_000,
      connectorFactory: new WriteProbe().factory,
      timing: { readBackDelaysMs: [1_000] },
    });
    ({ testApp } = world);
    const seller = await sellerWithSandboxShops(testApp, world.sandbox, ['ozon']);
    ({ client } = seller);
    listings = seller.listings.ozon;
    expect(listings.length).toBeGreaterThan(2 * PRICE_RUN_PAGE_SIZE);
    // Most +1 %; three +50 % (over the step cap: blocked); two whose old price is not above
    // the price (refused outright).
    plan = await dryRun(client, {
      mode: 'explicit',
      source: 'bulk',
      changes: listings.map((listing, index) => {
        const price = Math.round(listing.price * (index < BLOCKED ? 1.5 : 1.01));
        return index >= BLOCKED && index < BLOCKED + REFUSED
          ? { listingId: listing.id, price, oldPrice: price }
          : { listingId: listing.id, price };
      }),
    });
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it('answers the totals of every change and the first page of them', () => {
    const total = listings.length;
    expect(plan.page).toEqual({ view: 'all', offset: 0, limit: PRICE_RUN_PAGE_SIZE, total });
    expect(plan.changes).toHaveLength(PRICE_RUN_PAGE_SIZE);
    expect(plan.run.counts.planned).toBe(total);
    expect(plan.run.verdicts).toEqual({
      ok: total - BLOCKED - REFUSED,
      needs_override: BLOCKED,
      refused: REFUSED,
    });
  });

  it('pages through every change once, the first page as the dry run answered it', async () => {
    const pages: PriceRunResponse[] = [];
    for (let offset = 0; offset < plan.page.total; offset += PRICE_RUN_PAGE_SIZE) {
      pages.push(await page(`offset=${offset}`));
    }
    expect(pages[0]).toEqual(plan);
    const ids = pages.flatMap((one) => one.changes.map((change) => change.id));
    expect(new Set(ids).size).toBe(listings.length);
    expect(pages.at(-1)!.changes).toHaveLength(listings.length % PRICE_RUN_PAGE_SIZE);
    const wide = await page(`offset=${PRICE_RUN_PAGE_SIZE}&limit=${PRICE_RUN_PAGE_MAX}`);
    expect(wide.changes.map((change) => change.id)).toEqual(ids.slice(PRICE_RUN_PAGE_SIZE));
    expect((await page(`offset=${listings.length}`)).changes).toEqual([]);
  });

  it('lists the blocked and the refused changes in views of their own', async () => {
    const blocked = await page('view=needs_override');
    expect(blocked.page.total).toBe(BLOCKED);
    expect(blocked.changes.map((change) => change.verdict)).toEqual(
      Array(BLOCKED).fill('needs_override'),
    );
    expect(blocked.run).toEqual(plan.run);
    const refused = await page('view=refused');
    expect(refused.changes.map((change) => change.reasons[0]?.code)).toEqual(
      Array(REFUSED).fill('old_price_not_above'),
    );
    expect((await page('view=problems')).page.total).toBe(0);
  });

  it('refuses a malformed page with a 400 and a code', async () => {
    for (const query of [
      'limit=0',
      `limit=${PRICE_RUN_PAGE_MAX + 1}`,
      'offset=-1',
      'offset=1.5',
      'view=everything',
      'page=2',
    ]) {
      const response = await client.get(`${runPath(API_PATHS.priceRun, plan.run.id)}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json<{ responseStatus: { errorCode: string } }>().responseStatus.errorCode,
      ).toBe('ValidationError');
    }
  });

  it('refuses a run of more listings than one run takes', async () => {
    const response = await client.post(API_PATHS.priceRuns, {
      mode: 'rule',
      source: 'bulk',
      listingIds: Array.from({ length: MAX_PRICE_RUN_ITEMS + 1 }, (_, index) => index + 1),
      rule: { kind: 'percent', value: 1 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends an override the seller found in the blocked view, and only that one', async () => {
    const blocked = await page('view=needs_override');
    const chosen = blocked.changes[1]!.id;
    const applied = await apply(client, plan.run.id, [chosen]);
    expect(applied.run.status).toBe('applying');
    expect(applied.page.total).toBe(listings.length);
    expect(applied.run.counts.refused).toBe(BLOCKED - 1 + REFUSED);
    const rows = await testApp.app.db
      .select({ id: priceChanges.id, status: priceChanges.status, override: priceChanges.override })
      .from(priceChanges)
      .where(eq(priceChanges.runId, plan.run.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(chosen)).toMatchObject({ override: true });
    expect(byId.get(chosen)!.status).not.toBe('refused');
    for (const change of blocked.changes.filter((one) => one.id !== chosen)) {
      expect(byId.get(change.id)!.status).toBe('refused');
    }
  });
});
