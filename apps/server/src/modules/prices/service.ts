import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type {
  ListingPriceHistoryResponse,
  PriceRunListResponse,
  PriceRunResponse,
} from '@marketpult/shared/contracts/prices';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import {
  changesOfRun,
  countsOf,
  findOwnedRun,
  historyOf,
  labelsOf,
  ownedListings,
  runsOf,
} from './repository';
import { PRICE_MESSAGES } from './ru-messages';
import { priceChangeView, priceRunView } from './views';

const LISTED_RUNS = 50;
const HISTORY_LENGTH = 200;

/** A run with its changes: the dry run's diff, or the applied run's results. */
export async function priceRunOf(
  db: Database,
  userId: string,
  runId: string,
): Promise<PriceRunResponse> {
  const run = await findOwnedRun(db, userId, runId);
  if (!run) throw new ApiError(404, ERROR_CODES.notFound, PRICE_MESSAGES.runNotFound);
  const changes = await changesOfRun(db, runId);
  const labels = await labelsOf(db, changes);
  const counts = await countsOf(db, [runId]);
  return {
    run: priceRunView(run, counts.get(runId)),
    changes: changes.map((change) =>
      priceChangeView(change, run.source, labels.get(change.listingId)),
    ),
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
