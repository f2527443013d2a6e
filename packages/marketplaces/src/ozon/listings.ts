import type { Listing, Page, ReportedFees, StockByWarehouse } from '../core/connector';
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
  const stockRows = indexStockRows(warehouseStocks);
  return cards.map((card) => toListing(card, priceById.get(toId(card.id)), stockRows));
}

/** The stocks reply's rows by product id and by sku, each list in the reply's order. */
interface StockRows {
  readonly byProduct: ReadonlyMap<string, readonly [number, WarehouseStock][]>;
  readonly bySku: ReadonlyMap<string, readonly [number, WarehouseStock][]>;
  /** Rows without a sku: they go with a card without one, as the plain comparison had it. */
  readonly noSku: readonly [number, WarehouseStock][];
}

/**
 * Looked up per card instead of filtering the whole reply for each card: with 500 cards a page
 * and a row per card and warehouse, the filter was quadratic in the page.
 */
function indexStockRows(rows: readonly WarehouseStock[]): StockRows {
  const byProduct = new Map<string, [number, WarehouseStock][]>();
  const bySku = new Map<string, [number, WarehouseStock][]>();
  const add = (
    map: Map<string, [number, WarehouseStock][]>,
    key: string | null,
    entry: [number, WarehouseStock],
  ) => {
    if (key === null) return;
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  const noSku: [number, WarehouseStock][] = [];
  rows.forEach((row, index) => {
    add(byProduct, toId(row.product_id), [index, row]);
    const sku = toId(row.sku);
    if (sku === null) noSku.push([index, row]);
    else add(bySku, sku, [index, row]);
  });
  return { byProduct, bySku, noSku };
}

/**
 * Given products (≤ 1000 product ids: /v5's filter takes up to 1000): their current prices
 * alone, in one call, for a read-back of price changes (ReadListingsOptions.pricesOnly). The
 * card's fields stay empty and there is no stock, as the read-back needs neither.
 */
export async function ozonPricesByIds(post: OzonPost, ids: readonly string[]): Promise<Listing[]> {
  if (ids.length === 0) return [];
  const prices = await post(
    '/v5/product/info/prices',
    { filter: { product_id: [...ids], visibility: 'ALL' }, limit: ids.length },
    { readOnly: true },
  );
  return (prices.items ?? []).flatMap((item) => {
    const productId = toId(item.product_id);
    if (productId === null) return [];
    const listing: Listing = {
      externalId: productId,
      offerId: item.offer_id ?? '',
      name: '',
      barcodes: [],
      sku: null,
      status: 'unknown',
      ...pricesOf(item),
      stocks: [],
    };
    return [listing];
  });
}

/** A listing's prices from /v5 (`item`), each falling back to the card's own string. */
function pricesOf(item: PriceItem | undefined, card?: InfoItem) {
  const own = item?.price;
  return {
    price: toNumber(own?.price) ?? toNumber(card?.price),
    oldPrice: positiveOrNull(toNumber(own?.old_price) ?? toNumber(card?.old_price)),
    minPrice: positiveOrNull(toNumber(own?.min_price) ?? toNumber(card?.min_price)),
    buyerPrice: positiveOrNull(toNumber(own?.marketing_price) ?? toNumber(card?.marketing_price)),
    currency: own?.currency_code ?? card?.currency_code ?? 'RUB',
  };
}

function toListing(
  card: InfoItem,
  price: PriceItem | undefined,
  warehouseStocks: StockRows,
): Listing {
  const productId = toId(card.id) ?? '';
  const stocks = stocksOf(card, productId, warehouseStocks);
  return {
    externalId: productId,
    offerId: card.offer_id ?? '',
    name: card.name ?? '',
    barcodes: card.barcodes ?? [],
    brand: null,
    sku: toId(card.sku),
    status: card.statuses?.status ?? (card.is_archived ? 'archived' : 'unknown'),
    // /v5 prices are the current ones; the card's own strings are the fallback.
    ...pricesOf(price, card),
    stocks,
    reportedFees: reportedFeesOf(price, stocks),
  };
}

/** The fees /v5 reports for the listing, under the scheme its stock says it sells by. */
function reportedFeesOf(
  item: PriceItem | undefined,
  stocks: readonly StockByWarehouse[],
): ReportedFees | null {
  const price = toNumber(item?.price?.price);
  if (!item?.commissions || price === null || !(price > 0)) return null;
  const onOzon = stocks.some(
    (stock) => stock.warehouseId === FBO_WAREHOUSE.warehouseId && stock.amount > 0,
  );
  const onOwn = stocks.some(
    (stock) => stock.warehouseId !== FBO_WAREHOUSE.warehouseId && stock.amount > 0,
  );
  return {
    marketplace: 'ozon',
    scheme: onOzon && !onOwn ? 'fbo' : 'fbs',
    price,
    acquiring: item.acquiring ?? null,
    commissions: { ...item.commissions },
  };
}

function stocksOf(card: InfoItem, productId: string, rows: StockRows): StockByWarehouse[] {
  // The rows whose product id or sku is the card's, once each, in the reply's order.
  const sku = toId(card.sku);
  const matching = new Map<number, WarehouseStock>([
    ...(rows.byProduct.get(productId) ?? []),
    ...(sku === null ? rows.noSku : (rows.bySku.get(sku) ?? [])),
  ]);
  const stocks: StockByWarehouse[] = [...matching.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => ({
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
