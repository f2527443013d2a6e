import {
  PRICE_CHANGE_STATUSES,
  PRICE_RUN_PAGE_SIZE,
  PRICE_VERDICTS,
  type PriceChange,
  type PriceRun,
  type PriceRunResponse,
  type PriceRunSource,
} from '@marketpult/shared/contracts/prices';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import type { GuardrailCode } from '@marketpult/shared/domain/price-guardrails';
import type { PlannedChangeRow, PriceChangeRow, PriceRunRow } from './repository';
import { num } from './values';

/** A run's changes counted per status and per guardrail verdict (RunCounts of countsOf). */
export interface RunCounts {
  statuses: Record<string, number>;
  verdicts: Record<string, number>;
}

const NO_COUNTS: RunCounts = { statuses: {}, verdicts: {} };

export function priceRunView(run: PriceRunRow, counts: RunCounts = NO_COUNTS): PriceRun {
  return {
    id: run.id,
    source: run.source as PriceRunSource,
    status: run.status as PriceRun['status'],
    createdAt: run.createdAt.toISOString(),
    appliedAt: run.appliedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    counts: Object.fromEntries(
      PRICE_CHANGE_STATUSES.map((status) => [status, counts.statuses[status] ?? 0]),
    ) as PriceRun['counts'],
    verdicts: Object.fromEntries(
      PRICE_VERDICTS.map((verdict) => [verdict, counts.verdicts[verdict] ?? 0]),
    ) as PriceRun['verdicts'],
  };
}

export interface ListingLabel {
  marketplace: string;
  offerId: string;
  name: string;
}

export function priceChangeView(
  change: PriceChangeRow,
  source: string,
  listing: ListingLabel | undefined,
): PriceChange {
  return {
    id: change.id,
    runId: change.runId,
    source: source as PriceRunSource,
    listingId: change.listingId,
    cabinetId: change.cabinetId,
    marketplace: (listing?.marketplace ?? 'ozon') as ConnectedMarketplaceKey,
    offerId: listing?.offerId ?? '',
    name: listing?.name ?? '',
    kind: change.kind as PriceChange['kind'],
    warehouseId: change.warehouseId,
    before: change.before,
    wanted: change.wanted,
    marginAfterPercent: num(change.marginAfterPercent),
    verdict: change.verdict as PriceChange['verdict'],
    reasons: change.reasons.map((reason) => ({ ...reason, code: reason.code as GuardrailCode })),
    override: change.override,
    status: change.status as PriceChange['status'],
    sentAt: change.sentAt?.toISOString() ?? null,
    answer: change.answer,
    readBack: change.readBack,
    error: change.error,
    createdAt: change.createdAt.toISOString(),
  };
}

/**
 * A run as the code that just wrote its changes holds them: the counts `countsOf` would give
 * and the first page of every change in the order `pageOfRun` reads them (creation time, then
 * the id: a uuid compares in PostgreSQL byte by byte, as its lower-case text does here). The
 * view `priceRunOf` reads back, without reading a run's 10,000 changes again.
 */
export function runViewOf(
  run: PriceRunRow,
  changes: readonly PriceChangeRow[],
  listings: ReadonlyMap<number, ListingLabel>,
): PriceRunResponse {
  const counts: RunCounts = { statuses: {}, verdicts: {} };
  for (const change of changes) {
    counts.statuses[change.status] = (counts.statuses[change.status] ?? 0) + 1;
    counts.verdicts[change.verdict] = (counts.verdicts[change.verdict] ?? 0) + 1;
  }
  return {
    run: priceRunView(run, counts),
    changes: firstPageOf(changes).map((change) =>
      priceChangeView(change, run.source, listings.get(change.listingId)),
    ),
    page: { view: 'all', offset: 0, limit: PRICE_RUN_PAGE_SIZE, total: changes.length },
  };
}

/** The changes the first page of 'all' shows, in the run's order. */
export function firstPageOf<Change extends PriceChangeRow>(changes: readonly Change[]): Change[] {
  return [...changes].sort(inRunOrder).slice(0, PRICE_RUN_PAGE_SIZE);
}

function inRunOrder(a: PriceChangeRow, b: PriceChangeRow): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A change just planned as its row reads back: the columns it did not set at their defaults. */
export function plannedChange(row: PlannedChangeRow): PriceChangeRow {
  return {
    ...row,
    warehouseId: row.warehouseId ?? null,
    marginAfterPercent: row.marginAfterPercent ?? null,
    override: false,
    attempts: 0,
    sentAt: null,
    answer: null,
    taskId: null,
    readBack: null,
    error: null,
    finishedAt: null,
  };
}
