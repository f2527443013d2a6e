import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import {
  priceRunQuerySchema,
  type ListingPriceHistoryResponse,
  type PriceRunListResponse,
  type PriceRunQuery,
  type PriceRunResponse,
} from '@marketpult/shared/contracts/prices';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import {
  countsOf,
  findOwnedRun,
  historyOf,
  labelsOf,
  ownedListings,
  pageOfRun,
  runsOf,
} from './repository';
import { PRICE_MESSAGES } from './ru-messages';
import { priceChangeView, priceRunView } from './views';

const LISTED_RUNS = 50;
const HISTORY_LENGTH = 200;

const FIRST_PAGE: PriceRunQuery = priceRunQuerySchema.parse({});

/**
 * A run with its counts and one page of its changes: the dry run's diff, or the applied run's
 * results (the first page of every change unless asked otherwise).
 */
export async function priceRunOf(
  db: Database,
  userId: string,
  runId: string,
  query: PriceRunQuery = FIRST_PAGE,
): Promise<PriceRunResponse> {
  const run = await findOwnedRun(db, userId, runId);
  if (!run) throw new ApiError(404, ERROR_CODES.notFound, PRICE_MESSAGES.runNotFound);
  const [page, counts] = await Promise.all([pageOfRun(db, runId, query), countsOf(db, [runId])]);
  const labels = await labelsOf(db, page.changes);
  return {
    run: priceRunView(run, counts.get(runId)),
    changes: page.changes.map((change) =>
      priceChangeView(change, run.source, labels.get(change.listingId)),
    ),
    page: { view: query.view, offset: query.offset, limit: query.limit, total: page.total },
  };
}

export async function priceRunsOf(db: Database, userId: string): Promise<PriceRunListResponse> {
  const runs = await runsOf(db, userId, LISTED_RUNS);
  const counts = await countsOf(
    db,
    runs.map((run) => run.id),
  );
  return { runs: runs.map((run) => priceRunView(run, counts.get(run.id))) };
}

/** Every change of one listing that was applied (dry runs left out), newest first. */
export async function listingHistory(
  db: Database,
  userId: string,
  listingId: number,
): Promise<ListingPriceHistoryResponse> {
  const [listing] = await ownedListings(db, userId, [listingId]);
  if (!listing) throw new ApiError(404, ERROR_CODES.notFound, PRICE_MESSAGES.listingNotFound);
  const rows = await historyOf(db, listingId, HISTORY_LENGTH);
  const label = { marketplace: listing.marketplace, offerId: listing.offerId, name: listing.name };
  return { changes: rows.map((row) => priceChangeView(row.change, row.source, label)) };
}
