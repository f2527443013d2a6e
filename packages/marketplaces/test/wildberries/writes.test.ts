import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@marketpult/sandbox';
import type { Listing, PriceWrite } from '../../src/core/connector';
import { readAll } from '../support/collect';
import { startWbSandbox, wbConnector } from './sandbox';
import { closeCheckingContract } from '../support/sandbox-contract';

let sandbox: Sandbox;
let listings: Listing[];

// Upload tasks are processed 2 s after upload on the sandbox's clock, which runs here.
const watch = { priceTaskWatch: { polls: 60, intervalMs: 200 } };

beforeAll(async () => {
  sandbox = await startWbSandbox({ limits: 'off', sizes: { demo: { listings: 1_100 } } });
  const connector = wbConnector(sandbox, 'demo');
  listings = (await readAll<Listing>((cursor) => connector.listListings(cursor))).items;
});

afterAll(() => closeCheckingContract(sandbox));

const write = (listing: Listing, price: number, oldPrice?: number | null): PriceWrite => ({
  offerId: listing.offerId,
  externalId: listing.externalId,
  price,
  ...(oldPrice !== undefined && { oldPrice }),
});

describe('Wildberries price uploads (asynchronous tasks, quarantine)', () => {
  it('applies a price, puts a steep cut in quarantine, rejects what WB refuses', async () => {
    // A price of 1,000 ₽ is a fair step (not the third of the price WB quarantines) for this one.
    const normal = listings.find((listing) => listing.price! > 1_000 && listing.price! < 2_900);
    const steep = listings.find((listing) => listing !== normal);
    const connector = wbConnector(sandbox, 'demo', watch);
    const outcomes = await connector.updatePrices([
      write(normal!, 1_000, 1_250),
      write(steep!, Math.floor(steep!.price! / 4)),
      { offerId: 'NOPE-1', externalId: '999', price: 500 },
      { offerId: 'NO-NMID', externalId: '', price: 500 },
    ]);

    expect(outcomes[0]).toMatchObject({ status: 'accepted', taskId: expect.any(String) });
    expect(outcomes[1]).toMatchObject({
      status: 'rejected',
      quarantined: true,
      taskId: outcomes[0]!.status === 'accepted' ? outcomes[0]!.taskId : '',
    });
    // nmID 999 is not the seller's: the task reports it with an error.
    expect(outcomes[2]).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/не найден/),
    });
    expect(outcomes[3]).toMatchObject({ status: 'rejected' });

    const after = await wbConnector(sandbox, 'demo').listListings(null);
    const applied = after.items.find((item) => item.externalId === normal!.externalId)!;
    expect(applied.price).toBe(1_000);
    expect(applied.oldPrice).toBe(1_250);
    const held = after.items.find((item) => item.externalId === steep!.externalId)!;
    expect(held.price).toBe(steep!.price);
  });

  it('more than 1000 goods go as several tasks', async () => {
    const connector = wbConnector(sandbox, 'demo', watch);
    const outcomes = await connector.updatePrices(
      listings.map((listing) => write(listing, listing.price!, listing.oldPrice)),
    );
    expect(outcomes).toHaveLength(1_100);
    const tasks = new Set(outcomes.map((o) => ('taskId' in o ? o.taskId : undefined)));
    expect(tasks.size).toBe(2);
    expect(outcomes.filter((o) => o.status === 'accepted').length).toBeGreaterThanOrEqual(1_098);
    // Two tasks watched in polls of 200 ms: a loaded machine takes more than the default 5 s.
  }, 30_000);
});

describe('Wildberries stock writes (PUT per warehouse)', () => {
  it('writes per warehouse and reads back; refuses what it cannot send', async () => {
    const [a, b] = listings;
    const [w1, w2] = a!.stocks;
    const connector = wbConnector(sandbox, 'demo');
    const outcomes = await connector.updateStocks([
      {
        offerId: a!.offerId,
        externalId: a!.externalId,
        sku: a!.sku,
        warehouseId: w1!.warehouseId,
        amount: 7,
      },
      {
        offerId: b!.offerId,
        externalId: b!.externalId,
        sku: b!.sku,
        warehouseId: w2!.warehouseId,
        amount: 0,
      },
      {
        offerId: b!.offerId,
        externalId: b!.externalId,
        sku: null,
        warehouseId: w1!.warehouseId,
        amount: 1,
      },
      {
        offerId: a!.offerId,
        externalId: a!.externalId,
        sku: a!.sku,
        warehouseId: w2!.warehouseId,
        amount: -1,
      },
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['accepted', 'accepted', 'rejected', 'rejected']);

    const page = await wbConnector(sandbox, 'demo').listListings(null);
    const stockOf = (listing: Listing, warehouseId: string) =>
      page.items
        .find((item) => item.externalId === listing.externalId)!
        .stocks.find((stock) => stock.warehouseId === warehouseId)!.amount;
    expect(stockOf(a!, w1!.warehouseId)).toBe(7);
    expect(stockOf(b!, w2!.warehouseId)).toBe(0);
  });

  it('a size WB does not know refuses its whole call (409), item by item', async () => {
    const [a] = listings;
    const warehouseId = a!.stocks[0]!.warehouseId;
    const outcomes = await wbConnector(sandbox, 'demo').updateStocks([
      { offerId: a!.offerId, externalId: a!.externalId, sku: a!.sku, warehouseId, amount: 5 },
      { offerId: 'GHOST', externalId: '1', sku: '12345', warehouseId, amount: 5 },
    ]);
    expect(outcomes).toEqual([
      expect.objectContaining({ status: 'rejected', reason: expect.stringContaining('12345') }),
      expect.objectContaining({ status: 'rejected', reason: expect.stringContaining('12345') }),
    ]);
  });
});
