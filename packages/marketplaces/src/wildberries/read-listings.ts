import { chunk } from '../core/batches';
import type { Listing, ListingRef, ReadListingsOptions, StockByWarehouse } from '../core/connector';
import type { Good, GoodsReply, Warehouse, WbReply } from './api';
import type { WbRequest } from './http';
import { WB_BATCH } from './limits';

/**
 * Up to this many listings are read one call each (filterNmID); more are found by paging the
 * whole price list (1000 a call), which costs fewer calls at WB's 10 calls per 6 s.
 */
const ONE_BY_ONE_MAX = 10;

/**
 * The current price and FBS stock of the given cards. WB's price list has no filter by a list
 * of nmIDs, so a few are asked for one by one and more are looked for page by page; stock is
 * read per seller warehouse for the cards' chrtIDs (the listing's sku). With `onPart`, each
 * page's cards are read for stock and handed over as soon as the page is read: the list's
 * pages are paced at 10 calls per 6 s, and the caller stores the first pages meanwhile.
 * Prices only: the stock calls are left out.
 */
export async function readWbListings(
  request: WbRequest,
  refs: readonly ListingRef[],
  options: ReadListingsOptions = {},
): Promise<Listing[]> {
  const wanted = refs.filter((ref) => /^\d+$/.test(ref.externalId));
  if (wanted.length === 0) return [];
  const byNmId = new Map(wanted.map((ref) => [Number(ref.externalId), ref]));
  const onPart = options.onPart;
  const listings = new Map<string, Listing>();
  const warehouses = lazyWarehouses(request);
  // Prices only: no stock is read (nor the warehouses, asked only for stock).
  const stocksFor = (refs: readonly ListingRef[]) =>
    stocksOf(request, warehouses, options.pricesOnly ? [] : refs);
  const goods = await goodsOf(
    request,
    [...byNmId.keys()],
    onPart &&
      (async (page) => {
        const part = page.flatMap((good) => byNmId.get(good.nmID!) ?? []);
        const read = listingsOf(part, page, await stocksFor(part));
        for (const listing of read) listings.set(listing.externalId, listing);
        if (read.length > 0) onPart(read);
      }),
  );
  const rest = wanted.filter((ref) => !listings.has(ref.externalId));
  const stocks = await stocksFor(rest);
  for (const listing of listingsOf(rest, goods, stocks)) {
    listings.set(listing.externalId, listing);
  }
  return wanted.flatMap((ref) => listings.get(ref.externalId) ?? []);
}

function listingsOf(
  refs: readonly ListingRef[],
  goods: Iterable<Good>,
  stocks: ReadonlyMap<number, StockByWarehouse[]>,
): Listing[] {
  const byNmId = new Map<number, Good>();
  for (const good of goods) if (good.nmID !== undefined) byNmId.set(good.nmID, good);
  return refs.flatMap((ref) => {
    const good = byNmId.get(Number(ref.externalId));
    if (!good) return [];
    const size = good.sizes?.[0];
    const listing: Listing = {
      externalId: ref.externalId,
      offerId: good.vendorCode ?? ref.offerId,
      name: '',
      barcodes: [],
      sku: ref.sku,
      status: 'active',
      price: size ? size.discountedPrice : null,
      oldPrice: size && (good.discount ?? 0) > 0 ? size.price : null,
      minPrice: null,
      currency: good.currencyIsoCode4217 ?? 'RUB',
      stocks: ref.sku === null ? [] : (stocks.get(Number(ref.sku)) ?? []),
    };
    return [listing];
  });
}

/** The seller's warehouses, asked once per read and only if some stock is read. */
function lazyWarehouses(request: WbRequest): () => Promise<Warehouse[]> {
  let warehouses: Promise<Warehouse[]> | undefined;
  return () =>
    (warehouses ??= request<Warehouse[]>({
      method: 'GET',
      path: '/api/v3/warehouses',
      group: 'marketplace',
      readOnly: true,
    }));
}

/** The wanted cards' goods; with `onPage`, the wanted goods of each page as it is read. */
async function goodsOf(
  request: WbRequest,
  nmIds: readonly number[],
  onPage?: (goods: Good[]) => Promise<void>,
): Promise<Good[]> {
  const found = new Map<number, Good>();
  const ask = (query: Record<string, number>) =>
    request<GoodsReply>({
      method: 'GET',
      path: '/api/v2/list/goods/filter',
      group: 'prices',
      readOnly: true,
      query,
    });
  if (nmIds.length <= ONE_BY_ONE_MAX) {
    for (const nmId of nmIds) {
      const reply = await ask({ limit: 1, filterNmID: nmId });
      for (const good of reply.data?.listGoods ?? []) if (good.nmID === nmId) found.set(nmId, good);
    }
    return [...found.values()];
  }
  const wanted = new Set(nmIds);
  for (let offset = 0; found.size < wanted.size; offset += WB_BATCH.goods) {
    const goods = (await ask({ limit: WB_BATCH.goods, offset })).data?.listGoods ?? [];
    const page: Good[] = [];
    for (const good of goods) {
      if (good.nmID !== undefined && wanted.has(good.nmID) && !found.has(good.nmID)) {
        found.set(good.nmID, good);
        page.push(good);
      }
    }
    if (onPage && page.length > 0) await onPage(page);
    if (goods.length < WB_BATCH.goods) break;
  }
  return [...found.values()];
}

async function stocksOf(
  request: WbRequest,
  warehousesOf: () => Promise<Warehouse[]>,
  refs: readonly ListingRef[],
): Promise<Map<number, StockByWarehouse[]>> {
  const chrtIds = refs.flatMap((ref) =>
    ref.sku && /^\d+$/.test(ref.sku) ? [Number(ref.sku)] : [],
  );
  const byChrt = new Map<number, StockByWarehouse[]>();
  if (chrtIds.length === 0) return byChrt;
  const warehouses = await warehousesOf();
  for (const warehouse of warehouses) {
    if (warehouse.id === undefined) continue;
    for (const batch of chunk(chrtIds, WB_BATCH.stocks)) {
      const reply = await request<WbReply<'/api/v3/stocks/{warehouseId}', 'post'>>({
        method: 'POST',
        path: `/api/v3/stocks/${warehouse.id}`,
        group: 'marketplace',
        readOnly: true,
        body: { chrtIds: batch },
      });
      for (const row of reply.stocks ?? []) {
        if (row.chrtId === undefined) continue;
        byChrt.set(row.chrtId, [
          ...(byChrt.get(row.chrtId) ?? []),
          {
            warehouseId: String(warehouse.id),
            warehouseName: warehouse.name ?? '',
            amount: row.amount ?? 0,
          },
        ]);
      }
    }
  }
  return byChrt;
}
