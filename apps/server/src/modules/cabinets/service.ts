import { randomUUID } from 'node:crypto';
import {
  CABINET_ERROR_CODES,
  MAX_CABINETS_PER_ACCOUNT,
  type Cabinet,
  type CabinetCredentials,
  type CabinetDetailResponse,
  type CheckCabinetResponse,
  type CreateCabinetRequest,
  type SyncRun,
  type UpdateCabinetRequest,
} from '@marketpult/shared/contracts/cabinets';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { CredentialCheck, ShopChoice } from '@marketpult/marketplaces';
import { ApiError } from '../../http/errors';
import { askMarketplace, missingScopeError } from './connector-errors';
import { secretOf, type CabinetDeps } from './context';
import { maskSecret } from './credentials-vault';
import {
  addedShopIds,
  cabinetsWithLastRun,
  countCabinetsOf,
  deleteOwnedCabinet,
  findOwnedCabinet,
  insertCabinet,
  productsSoldIn,
  recentRunsOf,
  updateOwnedCabinet,
  type CabinetRow,
} from './repository';
import { cabinetListCacheFor, cabinetsChanged } from './list-cache';
import { CABINET_MESSAGES } from './ru-messages';
import { refreshProductSummaries } from '../catalog/linking';
import { catalogChanged } from '../catalog/total-cache';
import { requestSync } from './sync/request-sync';
import { cabinetView, syncRunView } from './views';

const RECENT_RUNS = 20;

function notFound(): ApiError {
  return new ApiError(404, ERROR_CODES.notFound, CABINET_MESSAGES.notFound);
}

/** A live check; a key lacking a scope the product needs is refused with that scope's name. */
async function checkLive(
  deps: CabinetDeps,
  credentials: CabinetCredentials,
  limiterKey: string,
  shopExternalId?: string,
): Promise<CredentialCheck> {
  // Inside askMarketplace: the registry itself throws a ConnectorError for a marketplace
  // whose connector is not there.
  const check = await askMarketplace(() =>
    deps
      .connect(credentials, { limiterKey, ...(shopExternalId ? { shopExternalId } : {}) })
      .checkCredentials(),
  );
  const [missing] = check.missingScopes;
  if (missing) throw missingScopeError(missing.scope, missing.title);
  return check;
}

export async function checkCabinetCredentials(
  deps: CabinetDeps,
  userId: string,
  credentials: CabinetCredentials,
): Promise<CheckCabinetResponse> {
  const check = await checkLive(deps, credentials, `check:${userId}`);
  const added = await addedShopIds(deps.db, userId, credentials.marketplace);
  return {
    shops: check.shops.map((shop) => ({
      externalId: shop.externalId,
      name: shop.name,
      alreadyAdded: added.has(shop.externalId),
    })),
    scopes: [...check.scopes],
    expiresAt: check.expiresAt,
  };
}

/** The shop the seller picked, or the only one the key sees. */
function chosenShop(check: CredentialCheck, wanted: string | undefined): ShopChoice {
  const refuse = (message: string) =>
    new ApiError(422, CABINET_ERROR_CODES.shopNotAvailable, message);
  if (check.shops.length === 0) throw refuse(CABINET_MESSAGES.noShops);
  if (wanted === undefined) {
    if (check.shops.length > 1) throw refuse(CABINET_MESSAGES.chooseShop);
    return check.shops[0]!;
  }
  const shop = check.shops.find((candidate) => candidate.externalId === wanted);
  if (!shop) throw refuse(CABINET_MESSAGES.shopNotAvailable);
  return shop;
}

function alreadyExists(): ApiError {
  return new ApiError(
    409,
    CABINET_ERROR_CODES.cabinetAlreadyExists,
    CABINET_MESSAGES.alreadyExists,
  );
}

function expiryOf(check: CredentialCheck): Date | null {
  return check.expiresAt ? new Date(check.expiresAt) : null;
}

/**
 * Checks the key live, then stores the cabinet with its key encrypted and queues the first
 * (full) sync. Refusals: the limit per account, a shop the key does not see, one already added.
 */
export async function createCabinet(
  deps: CabinetDeps,
  userId: string,
  body: CreateCabinetRequest,
): Promise<Cabinet> {
  if ((await countCabinetsOf(deps.db, userId)) >= MAX_CABINETS_PER_ACCOUNT) {
    throw new ApiError(
      409,
      CABINET_ERROR_CODES.cabinetLimitReached,
      CABINET_MESSAGES.limitReached(MAX_CABINETS_PER_ACCOUNT),
    );
  }
  const { credentials } = body;
  const check = await checkLive(deps, credentials, `check:${userId}`, body.shopExternalId);
  const shop = chosenShop(check, body.shopExternalId);
  if ((await addedShopIds(deps.db, userId, credentials.marketplace)).has(shop.externalId)) {
    throw alreadyExists();
  }
  const id = randomUUID();
  const inserted = await insertCabinet(deps.db, {
    id,
    userId,
    marketplace: credentials.marketplace,
    name: body.name.trim(),
    shopExternalId: shop.externalId,
    businessId: shop.businessId ?? null,
    credentialsCiphertext: deps.vault.encrypt(credentials, { userId, cabinetId: id }),
    credentialsMask: maskSecret(secretOf(credentials)),
    scopes: [...check.scopes],
    status: 'active',
    tokenExpiresAt: expiryOf(check),
    sandbox: deps.isSandbox(credentials.marketplace),
    createdAt: deps.clock.now(),
  });
  // A parallel request added the same shop between the check above and this insert.
  if (!inserted) throw alreadyExists();
  await requestSync(deps, id, 'created');
  cabinetsChanged(deps.db, userId);
  return cabinetOf(deps, userId, id);
}

export async function listCabinets(deps: CabinetDeps, userId: string): Promise<Cabinet[]> {
  const load = () => cabinetsWithLastRun(deps.db, userId);
  const cache = cabinetListCacheFor(deps.db);
  const rows = cache ? await cache.rows(userId, load) : await load();
  const now = deps.clock.now();
  return rows.map((row) => cabinetView(row.cabinet, row.lastRun, now));
}

async function cabinetOf(deps: CabinetDeps, userId: string, cabinetId: string): Promise<Cabinet> {
  const [row] = await cabinetsWithLastRun(deps.db, userId, cabinetId);
  if (!row) throw notFound();
  return cabinetView(row.cabinet, row.lastRun, deps.clock.now());
}

export async function cabinetDetail(
  deps: CabinetDeps,
  userId: string,
  cabinetId: string,
): Promise<CabinetDetailResponse> {
  const cabinet = await cabinetOf(deps, userId, cabinetId);
  const runs = await recentRunsOf(deps.db, cabinetId, RECENT_RUNS);
  return { cabinet, runs: runs.map(syncRunView) };
}

export async function updateCabinet(
  deps: CabinetDeps,
  userId: string,
  cabinetId: string,
  body: UpdateCabinetRequest,
): Promise<Cabinet> {
  const patch = {
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
  };
  const found =
    Object.keys(patch).length > 0
      ? await updateOwnedCabinet(deps.db, userId, cabinetId, patch)
      : (await findOwnedCabinet(deps.db, userId, cabinetId)) !== undefined;
  if (!found) throw notFound();
  cabinetsChanged(deps.db, userId);
  return cabinetOf(deps, userId, cabinetId);
}

async function ownedCabinet(
  deps: CabinetDeps,
  userId: string,
  cabinetId: string,
): Promise<CabinetRow> {
  const cabinet = await findOwnedCabinet(deps.db, userId, cabinetId);
  if (!cabinet) throw notFound();
  return cabinet;
}

/** A new key for the same shop: checked live, stored encrypted, then a sync to prove it. */
export async function replaceCredentials(
  deps: CabinetDeps,
  userId: string,
  cabinetId: string,
  credentials: CabinetCredentials,
): Promise<Cabinet> {
  const cabinet = await ownedCabinet(deps, userId, cabinetId);
  if (credentials.marketplace !== cabinet.marketplace) throw anotherShop();
  const check = await checkLive(deps, credentials, cabinet.id, cabinet.shopExternalId);
  if (!check.shops.some((shop) => shop.externalId === cabinet.shopExternalId)) {
    throw anotherShop();
  }
  await updateOwnedCabinet(deps.db, userId, cabinetId, {
    credentialsCiphertext: deps.vault.encrypt(credentials, { userId, cabinetId }),
    credentialsMask: maskSecret(secretOf(credentials)),
    scopes: [...check.scopes],
    tokenExpiresAt: expiryOf(check),
    status: 'active',
  });
  if (cabinet.enabled) await requestSync(deps, cabinetId, 'manual');
  cabinetsChanged(deps.db, userId);
  return cabinetOf(deps, userId, cabinetId);
}

function anotherShop(): ApiError {
  return new ApiError(
    422,
    CABINET_ERROR_CODES.credentialsOfAnotherShop,
    CABINET_MESSAGES.credentialsOfAnotherShop,
  );
}

export async function startSync(
  deps: CabinetDeps,
  userId: string,
  cabinetId: string,
): Promise<SyncRun> {
  const cabinet = await ownedCabinet(deps, userId, cabinetId);
  if (!cabinet.enabled) {
    throw new ApiError(409, CABINET_ERROR_CODES.cabinetDisabled, CABINET_MESSAGES.cabinetDisabled);
  }
  const run = await requestSync(deps, cabinetId, 'manual');
  cabinetsChanged(deps.db, userId);
  return syncRunView(run);
}

export async function deleteCabinet(
  deps: CabinetDeps,
  userId: string,
  cabinetId: string,
): Promise<void> {
  const sold = await productsSoldIn(deps.db, userId, cabinetId);
  if (!(await deleteOwnedCabinet(deps.db, userId, cabinetId))) throw notFound();
  cabinetsChanged(deps.db, userId);
  // Its listings went with it: their products' counts, prices and stock, and the catalog's
  // marketplaces and cabinet filter change.
  await refreshProductSummaries(deps.db, userId, sold);
  catalogChanged(userId);
}
