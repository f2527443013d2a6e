import {
  PRICE_CHANGE_STATUSES,
  type PriceChange,
  type PriceRun,
  type PriceRunSource,
} from '@marketpult/shared/contracts/prices';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import type { GuardrailCode } from '@marketpult/shared/domain/price-guardrails';
import type { PriceChangeRow, PriceRunRow } from './repository';
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
