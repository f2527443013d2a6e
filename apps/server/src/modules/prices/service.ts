import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type {
  ListingPriceHistoryResponse,
  PriceRunListResponse,
  PriceRunResponse,
} from '@marketpult/shared/contracts/prices';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cabinets, listings } from '../../db/schema';
import { ApiError } from '../../http/errors';
import {
  anyOf,
  changesOfRun,
  countsOf,
  findOwnedRun,
  historyOf,
  ownedListings,
  runsOf,
  type PriceChangeRow,
} from './repository';
import { PRICE_MESSAGES } from './ru-messages';
import { priceChangeView, priceRunView, type ListingLabel } from './views';

const LISTED_RUNS = 50;
const HISTORY_LENGTH = 200;

async function labelsOf(
  db: Database,
  changes: readonly PriceChangeRow[],
): Promise<Map<number, ListingLabel>> {
  const ids = [...new Set(changes.map((change) => change.listingId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: listings.id,
      marketplace: cabinets.marketplace,
      offerId: listings.offerId,
      name: listings.name,
    })
    .from(listings)
    .innerJoin(cabinets, eq(cabinets.id, listings.cabinetId))
    .where(anyOf(listings.id, ids, 'bigint'));
  return new Map(rows.map((row) => [row.id, row]));
}

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
