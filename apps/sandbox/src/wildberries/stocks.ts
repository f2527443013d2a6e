import type { Reply } from '../core/types';
import { wbMarketplaceError } from './errors';
import { indexOfChrtId, type WbShop } from './shops';

/** GET /api/v3/warehouses: the seller's own (FBS) warehouses. */
export function warehouses(shop: WbShop): Reply {
  return {
    status: 200,
    body: shop.state.warehouses.map((warehouse) => ({
      name: warehouse.name,
      officeId: 300 + warehouse.index,
      id: shop.warehouseIds[warehouse.index]!,
      cargoType: 1,
      deliveryType: 1,
      isDeleting: false,
      isProcessing: false,
    })),
  };
}

function warehouseIndex(shop: WbShop, warehouseId: string | undefined): number | undefined {
  const index = shop.warehouseIds.indexOf(Number(warehouseId));
  return index < 0 ? undefined : index;
}

/** POST /api/v3/stocks/{warehouseId}: units per size (chrtId); unknown sizes are left out. */
export function readStocks(
  shop: WbShop,
  body: { chrtIds: number[] },
  warehouseId: string | undefined,
): Reply {
  const warehouse = warehouseIndex(shop, warehouseId);
  if (warehouse === undefined) return wbMarketplaceError(404, 'NotFound', 'Склад не найден');
  const stocks = body.chrtIds.flatMap((chrtId) => {
    const index = indexOfChrtId(shop, chrtId);
    if (index === undefined) return [];
    const amount = Math.max(
      0,
      shop.state.stock(index, warehouse) - shop.state.reserved(index, warehouse),
    );
    return [{ chrtId, amount }];
  });
  return { status: 200, body: { stocks } };
}

interface StocksBody {
  stocks: { chrtId?: number; sku?: string; amount?: number }[];
}

/**
 * PUT /api/v3/stocks/{warehouseId}: all or nothing, as WB does it: one unknown size refuses
 * the whole call with 409 and the items it concerns; otherwise 204.
 */
export function writeStocks(
  shop: WbShop,
  body: StocksBody,
  warehouseId: string | undefined,
  now: Date,
): Reply {
  const warehouse = warehouseIndex(shop, warehouseId);
  if (warehouse === undefined) return wbMarketplaceError(404, 'NotFound', 'Склад не найден');
  const unknown = body.stocks.filter((row) => indexOfChrtId(shop, row.chrtId) === undefined);
  if (unknown.length > 0) {
    return {
      status: 409,
      body: [
        {
          code: 'NotFound',
          message: `Размеры не найдены у продавца: ${unknown.map((row) => row.chrtId ?? row.sku).join(', ')}`,
          data: unknown.map((row) => ({
            sku: String(row.chrtId ?? row.sku),
            amount: row.amount ?? 0,
          })),
        },
      ],
    };
  }
  for (const row of body.stocks) {
    const index = indexOfChrtId(shop, row.chrtId)!;
    // What the seller sets is what is for sale: reserved units are on top of it.
    const amount = (row.amount ?? 0) + shop.state.reserved(index, warehouse);
    shop.state.setStock(index, warehouse, amount, now.getTime());
  }
  // null, not undefined: the validator reads a 204 without content as a null body (Node sends none).
  return { status: 204, body: null };
}
