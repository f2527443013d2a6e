import type { Listing } from '@marketpult/marketplaces';
import type { StoredPriceValues } from '../../db/schema';
import type { PriceChangeRow } from './repository';

/** What the marketplace now shows for a change's listing (and warehouse). */
export function readBackOf(
  change: PriceChangeRow,
  listing: Listing | undefined,
): StoredPriceValues | null {
  if (!listing) return null;
  if (change.kind === 'stock') {
    const stock = listing.stocks.find((row) => row.warehouseId === change.warehouseId);
    return { price: null, oldPrice: null, minPrice: null, amount: stock?.amount ?? null };
  }
  return {
    price: listing.price,
    oldPrice: listing.oldPrice,
    minPrice: listing.minPrice,
    amount: null,
  };
}

/**
 * Whether the read-back shows what the change wanted. Wildberries keeps a whole-rouble price
 * and a whole-per-cent discount, so the buyer's price it shows may differ from the one asked
 * by up to 1 % (at least 1 ₽). Ozon's stock read counts units reserved for orders out, so it
 * may show up to 10 % (at least 1) fewer than were written.
 */
export function matches(
  marketplace: string,
  change: PriceChangeRow,
  read: StoredPriceValues | null,
): boolean {
  if (!read) return false;
  const wanted = change.wanted;
  if (change.kind === 'stock') {
    if (read.amount === null || wanted.amount === null) return false;
    if (marketplace !== 'ozon') return read.amount === wanted.amount;
    const reserve = Math.max(1, Math.ceil(wanted.amount * 0.1));
    return read.amount <= wanted.amount && read.amount >= wanted.amount - reserve;
  }
  const tolerance = (value: number) =>
    marketplace === 'wildberries' ? Math.max(1, value * 0.01) : 0.005;
  const same = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) <= tolerance(b);
  if (!same(read.price, wanted.price)) return false;
  if (!same(read.oldPrice, wanted.oldPrice)) return false;
  if (marketplace === 'ozon' && wanted.minPrice !== null && !same(read.minPrice, wanted.minPrice)) {
    return false;
  }
  return true;
}
