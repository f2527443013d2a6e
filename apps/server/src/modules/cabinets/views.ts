import type {
  Cabinet,
  CabinetStatus,
  ConnectedMarketplaceKey,
  SyncRun,
} from '@marketpult/shared/contracts/cabinets';
import type { CabinetRow, SyncRunRow } from './repository';

/** A key that ends within this many days shows as 'token_expiring' (WB tokens last 180 days). */
const TOKEN_EXPIRING_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function syncRunView(run: SyncRunRow): SyncRun {
  return {
    id: run.id,
    kind: run.kind as SyncRun['kind'],
    status: run.status as SyncRun['status'],
    trigger: run.trigger as SyncRun['trigger'],
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    listingsDone: run.listingsDone,
    listingsTotal: run.listingsTotal,
    ordersDone: run.ordersDone,
    error: run.error,
  };
}

/** 'disabled' and 'token_expiring' are derived here, not stored: they follow time and switches. */
function statusOf(row: CabinetRow, now: Date): CabinetStatus {
  if (!row.enabled) return 'disabled';
  const stored = row.status as CabinetStatus;
  if (
    stored === 'active' &&
    row.tokenExpiresAt &&
    row.tokenExpiresAt.getTime() - now.getTime() < TOKEN_EXPIRING_DAYS * DAY_MS
  ) {
    return 'token_expiring';
  }
  return stored;
}

/** What the seller sees of a cabinet; never its key, only the mask. */
export function cabinetView(row: CabinetRow, lastRun: SyncRunRow | null, now: Date): Cabinet {
  return {
    id: row.id,
    marketplace: row.marketplace as ConnectedMarketplaceKey,
    name: row.name,
    shopExternalId: row.shopExternalId,
    status: statusOf(row, now),
    sandbox: row.sandbox,
    credentialsMasked: row.credentialsMask,
    scopes: row.scopes,
    tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    listingsCount: row.listingsCount,
    ordersCount: row.ordersCount,
    lastRun: lastRun ? syncRunView(lastRun) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
