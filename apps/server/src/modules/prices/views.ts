import {
  PRICE_CHANGE_STATUSES,
  type PriceChange,
  type PriceRun,
  type PriceRunResponse,
  type PriceRunSource,
} from '@marketpult/shared/contracts/prices';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import type { GuardrailCode } from '@marketpult/shared/domain/price-guardrails';
import type { PlannedChangeRow, PriceChangeRow, PriceRunRow } from './repository';
import { num } from './values';

export function priceRunView(run: PriceRunRow, counts: Record<string, number> = {}): PriceRun {
  return {
    id: run.id,
    source: run.source as PriceRunSource,
    status: run.status as PriceRun['status'],
    createdAt: run.createdAt.toISOString(),
    appliedAt: run.appliedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    counts: Object.fromEntries(
      PRICE_CHANGE_STATUSES.map((status) => [status, counts[status] ?? 0]),
    ) as PriceRun['counts'],
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
 * A run with its changes as the code that just wrote them holds them, in the order
 * `changesOfRun` reads them (creation time, then the id: a uuid compares in PostgreSQL byte by
 * byte, as its lower-case text does here), with the counts `countsOf` would give: the view
 * `priceRunOf` reads back, without reading a run's 1,000 changes again.
 */
export function runViewOf(
  run: PriceRunRow,
  changes: readonly PriceChangeRow[],
  listings: ReadonlyMap<number, ListingLabel>,
): PriceRunResponse {
  const ordered = [...changes].sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const counts: Record<string, number> = {};
  for (const change of ordered) counts[change.status] = (counts[change.status] ?? 0) + 1;
  return {
    run: priceRunView(run, counts),
    changes: ordered.map((change) =>
      priceChangeView(change, run.source, listings.get(change.listingId)),
    ),
  };
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
