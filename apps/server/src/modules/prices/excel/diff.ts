import {
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_MAX_CHANGES,
  PRICE_EXCEL_MAX_COST,
  PRICE_EXCEL_PRICE_HEADERS,
  PRICE_EXCEL_SHEETS,
  PRICE_EXCEL_STOCK_HEADERS,
  type ProductCostChange,
} from '@marketpult/shared/contracts/price-excel';
import type { ExplicitChange } from '@marketpult/shared/contracts/prices';
import { ApiError } from '../../../http/errors';
import type { ExcelListing, ExcelStock } from './listings';
import { EXCEL_MESSAGES, type CellPlace } from './messages';
import type { CellNumber, PriceFile, PriceFileRow, StockFileRow } from './read-file';

/** The contract's ceiling for money (explicitChangeSchema) and for a stock amount. */
const MAX_MONEY = 1_000_000_000;
const MAX_STOCK = 1_000_000;

export interface ExcelEdits {
  changes: ExplicitChange[];
  costChanges: ProductCostChange[];
}

const badCell = (message: string) => new ApiError(422, PRICE_EXCEL_ERROR_CODES.badCell, message);

/** Money compared and sent in whole kopecks: Excel's formulas leave 1490.0000000001. */
const kopecks = (value: number) => Math.round(value * 100);
const rounded = (value: CellNumber) => (value === null ? null : kopecks(value) / 100);
const same = (a: CellNumber, b: CellNumber) =>
  a === null || b === null ? a === b : kopecks(a) === kopecks(b);

const pricePlace = (row: number, column: number): CellPlace => ({
  sheet: PRICE_EXCEL_SHEETS.prices,
  row,
  column: PRICE_EXCEL_PRICE_HEADERS[column - 1]!,
});

function checkPrice(value: CellNumber, place: CellPlace): void {
  if (value === null) return;
  if (kopecks(value) <= 0) throw badCell(EXCEL_MESSAGES.notPositive(place));
  if (value >= MAX_MONEY) throw badCell(EXCEL_MESSAGES.tooBig(place));
}

/** One listing's price cells → its explicit price change, or nothing when none differs. */
function priceChange(file: PriceFileRow, listing: ExcelListing): ExplicitChange | undefined {
  const at = (column: number) => pricePlace(file.row, column);
  checkPrice(file.price, at(6));
  checkPrice(file.oldPrice, at(7));
  checkPrice(file.minPrice, at(8));
  if (file.price === null && listing.price !== null) {
    throw badCell(EXCEL_MESSAGES.priceCleared(at(6)));
  }
  const isOzon = listing.marketplace === 'ozon';
  if (!isOzon && file.minPrice !== null) throw badCell(EXCEL_MESSAGES.minPriceNotOzon(at(8)));
  if (isOzon && file.minPrice === null && listing.minPrice !== null) {
    throw badCell(EXCEL_MESSAGES.minPriceCleared(at(8)));
  }
  const priceEdited = !same(file.price, listing.price);
  const oldEdited = !same(file.oldPrice, listing.oldPrice);
  const minEdited = isOzon && !same(file.minPrice, listing.minPrice);
  if (!priceEdited && !oldEdited && !minEdited) return undefined;
  if (file.price === null) throw badCell(EXCEL_MESSAGES.priceMissing(at(6)));
  return {
    listingId: listing.id,
    price: rounded(file.price)!,
    // An old price left as it was stays out: the pipeline keeps it while it is above the price.
    ...(oldEdited && { oldPrice: rounded(file.oldPrice) }),
    ...(minEdited && { minPrice: rounded(file.minPrice)! }),
  };
}

/** One row's cost cell → the product's new cost (undefined: not about a product's cost). */
function costOf(file: PriceFileRow, listing: ExcelListing): CellNumber | undefined {
  const place = pricePlace(file.row, 9);
  if (listing.productId === null) {
    if (file.costPrice !== null) throw badCell(EXCEL_MESSAGES.noProduct(place));
    return undefined;
  }
  if (file.costPrice !== null) {
    if (file.costPrice < 0) throw badCell(EXCEL_MESSAGES.negative(place));
    if (file.costPrice > PRICE_EXCEL_MAX_COST) throw badCell(EXCEL_MESSAGES.tooBig(place));
  }
  return rounded(file.costPrice);
}

function stockAmount(file: StockFileRow): number {
  const place: CellPlace = {
    sheet: PRICE_EXCEL_SHEETS.stocks,
    row: file.row,
    column: PRICE_EXCEL_STOCK_HEADERS[6],
  };
  if (file.amount === null) throw badCell(EXCEL_MESSAGES.stockCleared(place));
  if (file.amount < 0) throw badCell(EXCEL_MESSAGES.negative(place));
  if (!Number.isInteger(file.amount)) throw badCell(EXCEL_MESSAGES.notWhole(place));
  if (file.amount > MAX_STOCK) throw badCell(EXCEL_MESSAGES.tooBig(place));
  return file.amount;
}

function duplicate(sheet: string, row: number, first: number): ApiError {
  return new ApiError(
    422,
    PRICE_EXCEL_ERROR_CODES.duplicateRow,
    EXCEL_MESSAGES.duplicateRow(sheet, row, first),
  );
}

/**
 * Compares the file with the current values and keeps exactly the edited cells: the listings'
 * price and stock changes (one explicit change per listing) and the products' cost changes.
 * `owned` must hold every listing id of the file (the caller refuses unknown ones first).
 */
export function editsOf(
  file: PriceFile,
  owned: ReadonlyMap<number, ExcelListing>,
  stocks: readonly ExcelStock[],
): ExcelEdits {
  const byListing = new Map<number, ExplicitChange>();
  const firstRow = new Map<number, number>();
  const costs = new Map<string, { row: number; value: CellNumber; listing: ExcelListing }>();
  for (const row of file.prices) {
    const seen = firstRow.get(row.listingId);
    if (seen !== undefined) throw duplicate(PRICE_EXCEL_SHEETS.prices, row.row, seen);
    firstRow.set(row.listingId, row.row);
    const listing = owned.get(row.listingId)!;
    const change = priceChange(row, listing);
    if (change) byListing.set(listing.id, change);
    const cost = costOf(row, listing);
    if (cost === undefined || listing.productId === null) continue;
    const earlier = costs.get(listing.productId);
    if (earlier && !same(earlier.value, cost)) {
      throw new ApiError(
        422,
        PRICE_EXCEL_ERROR_CODES.duplicateRow,
        EXCEL_MESSAGES.duplicateCost(row.row, earlier.row),
      );
    }
    if (!earlier) costs.set(listing.productId, { row: row.row, value: cost, listing });
  }

  const current = new Map(stocks.map((s) => [`${s.listingId}\u0000${s.warehouseId}`, s.amount]));
  const stockRows = new Map<string, number>();
  for (const row of file.stocks) {
    const key = `${row.listingId}\u0000${row.warehouseId}`;
    const seen = stockRows.get(key);
    if (seen !== undefined) throw duplicate(PRICE_EXCEL_SHEETS.stocks, row.row, seen);
    stockRows.set(key, row.row);
    const before = current.get(key);
    if (before === undefined) {
      throw new ApiError(
        404,
        PRICE_EXCEL_ERROR_CODES.unknownListing,
        EXCEL_MESSAGES.unknownWarehouse(row.row, row.warehouseId),
      );
    }
    const amount = stockAmount(row);
    if (amount === before) continue;
    const change = byListing.get(row.listingId) ?? { listingId: row.listingId };
    change.stocks = [...(change.stocks ?? []), { warehouseId: row.warehouseId, amount }];
    byListing.set(row.listingId, change);
  }

  const costChanges: ProductCostChange[] = [];
  for (const [productId, { value, listing }] of costs) {
    if (same(value, listing.costPrice)) continue;
    costChanges.push({
      productId,
      article: listing.productArticle ?? '',
      name: listing.productName ?? '',
      before: listing.costPrice,
      after: value,
    });
  }
  const changes = [...byListing.values()];
  if (changes.length > PRICE_EXCEL_MAX_CHANGES) {
    throw new ApiError(
      422,
      PRICE_EXCEL_ERROR_CODES.tooManyChanges,
      EXCEL_MESSAGES.tooManyChanges(changes.length),
    );
  }
  if (changes.length === 0 && costChanges.length === 0) {
    throw new ApiError(422, PRICE_EXCEL_ERROR_CODES.noChanges, EXCEL_MESSAGES.noChanges);
  }
  return { changes, costChanges };
}
