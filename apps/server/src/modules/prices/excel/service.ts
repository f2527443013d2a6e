import {
  PRICE_EXCEL_ERROR_CODES,
  PRICE_EXCEL_SHEETS,
  type PriceExcelUploadResponse,
  type SaveExcelCostsRequest,
  type SaveExcelCostsResponse,
} from '@marketpult/shared/contracts/price-excel';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import { lockCatalog } from '../../catalog/linking';
import { refreshSummaries } from '../../catalog/summary';
import { catalogChanged } from '../../catalog/total-cache';
import { planRun } from '../plan';
import { priceRunOf } from '../service';
import { moneyText } from '../values';
import { editsOf } from './diff';
import { listingsByIds, stocksOfListings } from './listings';
import { EXCEL_MESSAGES } from './messages';
import { readPriceFile, type PriceFile } from './read-file';

/** The first row (prices first, then stocks) whose listing the account does not have. */
function firstUnknown(file: PriceFile, owned: ReadonlyMap<number, unknown>) {
  const price = file.prices.find((row) => !owned.has(row.listingId));
  if (price) return { sheet: PRICE_EXCEL_SHEETS.prices, row: price.row, id: price.listingId };
  const stock = file.stocks.find((row) => !owned.has(row.listingId));
  if (stock) return { sheet: PRICE_EXCEL_SHEETS.stocks, row: stock.row, id: stock.listingId };
  return undefined;
}

/**
 * An uploaded template → one dry run of its edited marketplace cells (source 'excel') and the
 * list of cost price edits, which are stored only by saveExcelCosts. A refused file stores
 * nothing: every check runs before the dry run is written.
 */
export async function uploadPriceFile(
  deps: { db: Database; clock: { now(): Date } },
  userId: string,
  body: Buffer,
): Promise<PriceExcelUploadResponse> {
  const file = await readPriceFile(body);
  const ids = [...new Set([...file.prices, ...file.stocks].map((row) => row.listingId))];
  const owned = await listingsByIds(deps.db, userId, ids);
  const unknown = firstUnknown(file, owned);
  if (unknown) {
    // The same answer for another account's listing as for one that never existed.
    throw new ApiError(
      404,
      PRICE_EXCEL_ERROR_CODES.unknownListing,
      EXCEL_MESSAGES.unknownListing(unknown.sheet, unknown.row, unknown.id),
    );
  }
  const stocks = await stocksOfListings(deps.db, [
    ...new Set(file.stocks.map((row) => row.listingId)),
  ]);
  const edits = editsOf(file, owned, stocks);
  if (edits.changes.length === 0) return { run: null, costChanges: edits.costChanges };
  const runId = await planRun(deps, userId, {
    mode: 'explicit',
    source: 'excel',
    changes: edits.changes,
  });
  return { run: await priceRunOf(deps.db, userId, runId), costChanges: edits.costChanges };
}

/**
 * Stores the cost prices of an upload the seller confirmed, all or none: a product of another
 * account (or none at all) refuses the whole call. The catalog's margins follow in the same
 * transaction, as on the product card.
 */
export async function saveExcelCosts(
  db: Database,
  userId: string,
  body: SaveExcelCostsRequest,
): Promise<SaveExcelCostsResponse> {
  const ids = body.changes.map((change) => change.productId);
  if (new Set(ids).size !== ids.length) {
    throw new ApiError(422, PRICE_EXCEL_ERROR_CODES.duplicateRow, EXCEL_MESSAGES.duplicateProduct);
  }
  await db.transaction(async (tx) => {
    await lockCatalog(tx, userId);
    const values = sql.join(
      body.changes.map(
        (change) => sql`(${change.productId}::uuid, ${moneyText(change.costPrice)}::numeric)`,
      ),
      sql`, `,
    );
    const { rows } = await tx.execute<{ id: string }>(sql`update products p
      set cost_price = v.cost, updated_at = now()
      from (values ${values}) as v(id, cost)
      where p.id = v.id and p.user_id = ${userId} returning p.id`);
    if (rows.length !== ids.length) {
      throw new ApiError(
        404,
        PRICE_EXCEL_ERROR_CODES.unknownListing,
        EXCEL_MESSAGES.productNotFound,
      );
    }
    await refreshSummaries(tx, userId, ids);
  });
  // The «нет себестоимости» and «убыточные» totals count cost prices and margins: recount them.
  catalogChanged(userId);
  return { saved: ids.length };
}
