import type { Listing, Page, StockByWarehouse } from '../core/connector';
import { toId, toNumber } from '../core/numbers';
import type { OzonReply } from './api';
import { isRecord, readCursor } from '../core/cursor';
import type { OzonPost } from './http';

/** Cursor of the listings stream: Ozon's own last_id of /v3/product/list. */
interface ListingsCursor {
  readonly lastId: string;
}

const isListingsCursor = (value: unknown): value is ListingsCursor =>
  isRecord(value) && typeof value['lastId'] === 'string';

type InfoItem = NonNullable<OzonReply<'/v3/product/info/list'>['items']>[number];
type PriceItem = NonNullable<OzonReply<'/v5/product/info/prices'>['items']>[number];
type WarehouseStock = NonNullable<
  OzonReply<'/v1/product/info/stocks-by-warehouse/fbs'>['result']
>[number];

/** Ozon's own warehouses (FBO) are one figure per product in the info reply, not per warehouse. */
const FBO_WAREHOUSE = { warehouseId: 'fbo', warehouseName: 'Склады Ozon (FBO)' } as const;

/**
 * One page of listings: a page of product ids (last_id pagination), then their cards, prices
 * and per-warehouse stocks fetched for exactly those ids, joined by product_id.
 */
export async function listOzonListings(
  post: OzonPost,
  cursor: string | null,
  pageSize: number,
): Promise<Page<Listing>> {
  const lastId = readCursor(cursor, isListingsCursor)?.lastId ?? '';
  const list = await post(
    '/v3/product/list',
    { filter: { visibility: 'ALL' }, last_id: lastId, limit: pageSize },
    { readOnly: true },
  );
  const ids = (list.result?.items ?? []).map((item) => toId(item.product_id)).filter(isString);
  const total = toNumber(list.result?.total) ?? undefined;
  if (ids.length === 0) return { items: [], nextCursor: null, total };

  const items = await ozonListingsByIds(post, ids);
  const nextLastId = list.result?.last_id ?? '';
  const done = ids.length < pageSize || nextLastId === '';
  return {
    items,
    nextCursor: done ? null : JSON.stringify({ lastId: nextLastId } satisfies ListingsCursor),
    total,
  };
}

/**
 * Given products (≤ 500 product ids: the stocks read's limit of skus): their cards, current prices and per-warehouse stocks,
 * joined by product_id. The listings page and the read-back after a write both use it.
 */
export async function ozonListingsByIds(
  post: OzonPost,
  ids: readonly string[],
): Promise<Listing[]> {
  if (ids.length === 0) return [];
  const [info, prices] = await Promise.all([
    post('/v3/product/info/list', { product_id: [...ids] }, { readOnly: true }),
    post(
      '/v5/product/info/prices',
      { filter: { product_id: [...ids], visibility: 'ALL' }, limit: ids.length },
      { readOnly: true },
    ),
  ]);
  const cards = info.items ?? [];
  const skus = cards.map((card) => toId(card.sku)).filter(isString);
  const warehouseStocks =
    skus.length === 0
      ? []
      : ((await post('/v1/product/info/stocks-by-warehouse/fbs', { sku: skus }, { readOnly: true }))
          .result ?? []);

  const priceById = new Map((prices.items ?? []).map((item) => [toId(item.product_id), item]));
  return cards.map((card) => toListing(card, priceById.get(toId(card.id)), warehouseStocks));
}

function toListing(
  card: InfoItem,
  price: PriceItem | undefined,
  warehouseStocks: readonly WarehouseStock[],
): Listing {
  const productId = toId(card.id) ?? '';
  return {
    externalId: productId,
    offerId: card.offer_id ?? '',
    name: card.name ?? '',
    barcodes: card.barcodes ?? [],
    sku: toId(card.sku),
    status: card.statuses?.status ?? (card.is_archived ? 'archived' : 'unknown'),
    // /v5 prices are the current ones; the card's own strings are the fallback.
    price: toNumber(price?.price?.price) ?? toNumber(card.price),
    oldPrice: positiveOrNull(toNumber(price?.price?.old_price) ?? toNumber(card.old_price)),
    minPrice: positiveOrNull(toNumber(price?.price?.min_price) ?? toNumber(card.min_price)),
    currency: price?.price?.currency_code ?? card.currency_code ?? 'RUB',
    stocks: stocksOf(card, productId, warehouseStocks),
  };
}

function stocksOf(
  card: InfoItem,
  productId: string,
  warehouseStocks: readonly WarehouseStock[],
): StockByWarehouse[] {
  const stocks: StockByWarehouse[] = warehouseStocks
    .filter((row) => toId(row.product_id) === productId || toId(row.sku) === toId(card.sku))
    .map((row) => ({
      warehouseId: toId(row.warehouse_id) ?? '',
      warehouseName: row.warehouse_name ?? '',
      amount: available(row.present, row.reserved),
    }));
  const fbo = (card.stocks?.stocks ?? []).filter((row) => row.source === 'fbo');
  if (fbo.length > 0) {
    const amount = fbo.reduce((sum, row) => sum + available(row.present, row.reserved), 0);
    stocks.push({ ...FBO_WAREHOUSE, amount });
  }
  return stocks;
}

/** Ozon's "present" includes units reserved for orders; what can be sold is the rest. */
function available(present: unknown, reserved: unknown): number {
  return Math.max(0, (toNumber(present) ?? 0) - (toNumber(reserved) ?? 0));
}

/** Ozon sends 0 (or "0") for "no old price / no minimum". */
function positiveOrNull(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}

function isString(value: string | null): value is string {
  return value !== null;
}
