import { decodePosition, encodePosition } from '../core/cursor';
import type { Reply } from '../core/types';
import { ozonError } from './errors';
import { indexesOf } from './products';
import { indexOfOfferId, indexOfProductId, indexOfSku, SKU_OFFSET, type OzonShop } from './shops';

/** Ozon: 100 product–warehouse pairs per request, each pair at most once in 30 s. */
const PAIRS_PER_REQUEST = 100;
const PAIR_INTERVAL_MS = 30_000;

/** FBO stock lives on Ozon's warehouses; the sandbox invents it from the seed. */
function fboStock(shop: OzonShop, index: number): number {
  return index % 4 === 0 ? 0 : (shop.state.stock(index, 9) % 40) + 1;
}

/** /v4/product/info/stocks: pages by cursor; FBS summed over the seller's warehouses, plus FBO. */
export function productStocks(
  shop: OzonShop,
  body: {
    cursor?: string;
    filter: { offer_id?: string[]; product_id?: (string | number)[] };
    limit: number;
  },
): Reply {
  if (body.limit < 1 || body.limit > 1000)
    return ozonError(400, 3, 'limit must be between 1 and 1000');
  const start = decodePosition(body.cursor);
  if (start === undefined) return ozonError(400, 3, 'invalid cursor');
  const chosen = indexesOf(shop, body.filter);
  const total = chosen?.length ?? shop.state.listings;
  const end = Math.min(total, start + body.limit);
  const items = [];
  for (let i = start; i < end; i += 1) {
    const index = chosen ? chosen[i]! : i;
    const sku = shop.productIdBase + index + SKU_OFFSET;
    const sum = (f: (w: number) => number) =>
      shop.warehouseIds.reduce((acc, _, w) => acc + f(w), 0);
    items.push({
      product_id: shop.productIdBase + index,
      offer_id: shop.state.product(index).article,
      stocks: [
        {
          type: 'fbs',
          sku,
          present: sum((w) => shop.state.stock(index, w)),
          reserved: sum((w) => shop.state.reserved(index, w)),
          shipment_type: 'SHIPMENT_TYPE_GENERAL',
          warehouse_ids: shop.warehouseIds.map(String),
        },
        {
          type: 'fbo',
          sku,
          present: fboStock(shop, index),
          reserved: 0,
          shipment_type: 'SHIPMENT_TYPE_GENERAL',
          warehouse_ids: [],
        },
      ],
    });
  }
  return { status: 200, body: { items, cursor: end < total ? encodePosition(end) : '', total } };
}

/** /v1/product/info/stocks-by-warehouse/fbs: one row per sku and seller warehouse. */
export function stocksByWarehouse(shop: OzonShop, body: { sku: (string | number)[] }): Reply {
  if (body.sku.length > 500) return ozonError(400, 3, 'sku: at most 500 items');
  const result = body.sku.flatMap((sku) => {
    const index = indexOfSku(shop, sku);
    if (index === undefined) return [];
    return shop.warehouseIds.map((warehouseId, w) => ({
      sku: Number(sku),
      product_id: shop.productIdBase + index,
      warehouse_id: warehouseId,
      warehouse_name: shop.state.warehouses[w]!.name,
      present: shop.state.stock(index, w),
      reserved: shop.state.reserved(index, w),
    }));
  });
  return { status: 200, body: { result } };
}

interface StockItem {
  offer_id?: string;
  product_id?: number;
  stock: number;
  warehouse_id: number;
}

/** /v2/products/stocks: 200 with `updated` and `errors` per pair. */
export function writeStocks(shop: OzonShop, body: { stocks: StockItem[] }, now: Date): Reply {
  if (body.stocks.length > PAIRS_PER_REQUEST) {
    return ozonError(
      400,
      3,
      `stocks: at most ${PAIRS_PER_REQUEST} product-warehouse pairs per request`,
    );
  }
  const result = body.stocks.map((item) => {
    const index =
      item.offer_id !== undefined && item.offer_id !== ''
        ? indexOfOfferId(shop, item.offer_id)
        : indexOfProductId(shop, item.product_id);
    const w = shop.warehouseIds.indexOf(Number(item.warehouse_id));
    const echo = {
      offer_id: index === undefined ? (item.offer_id ?? '') : shop.state.product(index).article,
      product_id: index === undefined ? (item.product_id ?? 0) : shop.productIdBase + index,
      warehouse_id: item.warehouse_id,
    };
    const fail = (code: string, message: string) => ({
      ...echo,
      updated: false,
      errors: [{ code, message }],
    });
    if (index === undefined) return fail('NOT_FOUND', 'Product not found');
    if (w < 0) return fail('WAREHOUSE_NOT_FOUND', 'Warehouse not found');
    if (!Number.isInteger(item.stock) || item.stock < 0)
      return fail('INVALID_STOCK', 'Stock must be a non-negative integer');
    const last = shop.state.lastStockWrite(index, w);
    if (last !== undefined && now.getTime() - last < PAIR_INTERVAL_MS) {
      return fail(
        'TOO_MANY_REQUESTS',
        'Stock of a product on a warehouse can be updated once in 30 seconds',
      );
    }
    shop.state.setStock(index, w, item.stock, now.getTime());
    return { ...echo, updated: true, errors: [] };
  });
  return { status: 200, body: { result } };
}
