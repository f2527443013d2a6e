import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import {
  PRICE_ERROR_CODES,
  type CreatePriceRunRequest,
  type ExplicitChange,
  type PriceRunResponse,
} from '@marketpult/shared/contracts/prices';
import {
  checkPriceChange,
  checkStockChange,
  type GuardedMarketplace,
  type GuardrailReason,
  type GuardrailResult,
} from '@marketpult/shared/domain/price-guardrails';
import type { SellerEconomicsSettings } from '@marketpult/shared/economics/index';
import type { Database } from '../../db/client';
import { priceRuns } from '../../db/schema';
import { ApiError } from '../../http/errors';
import {
  insertPlannedChanges,
  ownedListings,
  priceSendsSince,
  stocksOf,
  type OwnedListing,
  type PlannedChangeRow,
  type PriceRunRow,
} from './repository';
import { plannedChange, runViewOf } from './views';
import { PRICE_MESSAGES } from './ru-messages';
import { wantedByRule, type WantedPrice } from './rule-values';
import { economicsSettingsOf } from '../seller-settings/store';
import { feesOfListing } from '../catalog/listing-fees';
import { economicsOf } from './economics';
import { moneyText, num, priceValues, stockValues } from './values';

const HOUR_MS = 60 * 60 * 1000;

interface PlanContext {
  runId: string;
  now: Date;
  sendsLastHour: Map<number, number>;
  stocks: Map<number, Map<string, number>>;
  /** The seller's tax and other costs: the break-even price and margin after depend on them. */
  settings: SellerEconomicsSettings;
}

/**
 * Makes a dry run: every change with its guardrails' verdict, stored as 'planned', nothing
 * sent. A listing the account does not own (or that does not exist) makes the whole call a
 * 404 and stores nothing.
 */
export async function planRun(
  deps: { db: Database; clock: { now(): Date } },
  userId: string,
  body: CreatePriceRunRequest,
): Promise<string> {
  return (await storePlan(deps, userId, body)).run.id;
}

/**
 * A dry run as `planRun` makes it, answered from what it just stored: reading the run's 10,000
 * changes back (with their listings' labels and counts) cost as much as storing them. The same
 * view as `priceRunOf` gives of the run (a test compares them).
 */
export async function planRunView(
  deps: { db: Database; clock: { now(): Date } },
  userId: string,
  body: CreatePriceRunRequest,
): Promise<PriceRunResponse> {
  const { run, rows, listings } = await storePlan(deps, userId, body);
  return runViewOf(run, rows.map(plannedChange), listings);
}

interface StoredPlan {
  run: PriceRunRow;
  rows: PlannedChangeRow[];
  listings: Map<number, OwnedListing>;
}

async function storePlan(
  deps: { db: Database; clock: { now(): Date } },
  userId: string,
  body: CreatePriceRunRequest,
): Promise<StoredPlan> {
  const ids = body.mode === 'explicit' ? body.changes.map((c) => c.listingId) : body.listingIds;
  if (new Set(ids).size !== ids.length) {
    throw new ApiError(422, PRICE_ERROR_CODES.duplicateListing, PRICE_MESSAGES.duplicateListing);
  }
  const owned = await ownedListings(deps.db, userId, ids);
  if (owned.length !== new Set(ids).size) {
    throw new ApiError(404, ERROR_CODES.notFound, PRICE_MESSAGES.listingNotFound);
  }
  const byId = new Map(owned.map((listing) => [listing.id, listing]));
  const now = deps.clock.now();
  const context: PlanContext = {
    runId: randomUUID(),
    now,
    sendsLastHour: await priceSendsSince(deps.db, ids, new Date(now.getTime() - HOUR_MS)),
    // Only stock changes look at the warehouses: a rule run (prices only) skips the read.
    stocks: asksForStock(body) ? await stocksOf(deps.db, ids) : new Map(),
    settings: await economicsSettingsOf(deps.db, userId),
  };
  const rows: PlannedChangeRow[] = [];
  if (body.mode === 'explicit') {
    for (const change of body.changes) {
      rows.push(...explicitRows(context, byId.get(change.listingId)!, change));
    }
  } else {
    for (const id of body.listingIds) {
      const listing = byId.get(id)!;
      const outcome = wantedByRule(listing, body.rule);
      rows.push(
        'refusal' in outcome
          ? refusedPriceRow(context, listing, outcome.refusal)
          : priceRow(context, listing, outcome.wanted),
      );
    }
  }
  const run: PriceRunRow = {
    id: context.runId,
    userId,
    source: body.source,
    status: 'draft',
    createdAt: now,
    appliedAt: null,
    finishedAt: null,
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(priceRuns).values(run);
    await insertPlannedChanges(tx, rows);
  });
  return { run, rows, listings: byId };
}

function asksForStock(body: CreatePriceRunRequest): boolean {
  return (
    body.mode === 'explicit' && body.changes.some((change) => (change.stocks ?? []).length > 0)
  );
}

function explicitRows(
  context: PlanContext,
  listing: OwnedListing,
  change: ExplicitChange,
): PlannedChangeRow[] {
  const rows: PlannedChangeRow[] = [];
  if (change.price !== undefined) {
    rows.push(
      priceRow(context, listing, {
        price: change.price,
        ...(change.oldPrice !== undefined && { oldPrice: change.oldPrice }),
        ...(change.minPrice !== undefined && { minPrice: change.minPrice }),
      }),
    );
  }
  const seen = new Set<string>();
  for (const stock of change.stocks ?? []) {
    if (seen.has(stock.warehouseId)) {
      throw new ApiError(422, PRICE_ERROR_CODES.duplicateListing, PRICE_MESSAGES.duplicateListing);
    }
    seen.add(stock.warehouseId);
    rows.push(stockRow(context, listing, stock.warehouseId, stock.amount));
  }
  return rows;
}

function baseRow(context: PlanContext, listing: OwnedListing) {
  return {
    id: randomUUID(),
    runId: context.runId,
    listingId: listing.id,
    cabinetId: listing.cabinetId,
    status: 'planned',
    createdAt: context.now,
  };
}

function priceRow(
  context: PlanContext,
  listing: OwnedListing,
  wanted: WantedPrice,
): PlannedChangeRow {
  const before = priceValues(num(listing.price), num(listing.oldPrice), num(listing.minPrice));
  if (wanted.price === null) {
    return refusedPriceRow(context, listing, {
      code: 'price_unknown',
      severity: 'refuse',
      message: PRICE_MESSAGES.priceUnknown,
    });
  }
  const price = wanted.price;
  // Left out, the crossed-out price stays while it is still above the new price.
  const oldPrice =
    wanted.oldPrice !== undefined
      ? wanted.oldPrice
      : before.oldPrice !== null && before.oldPrice > price
        ? before.oldPrice
        : null;
  const minPrice = wanted.minPrice ?? null;
  const marketplace = listing.marketplace as GuardedMarketplace;
  const economics = economicsOf(
    marketplace,
    num(listing.costPrice),
    price,
    context.settings,
    feesOfListing(listing.reportedFees),
  );
  const verdict: GuardrailResult = checkPriceChange({
    marketplace,
    before,
    wanted: { price, oldPrice, minPrice },
    productMinPrice: num(listing.productMinPrice),
    breakEvenPrice: economics.breakEven,
    changesLastHour: context.sendsLastHour.get(listing.id) ?? 0,
  });
  return {
    ...baseRow(context, listing),
    kind: 'price',
    before,
    wanted: priceValues(price, oldPrice, minPrice ?? before.minPrice),
    marginAfterPercent: moneyText(economics.marginPercent),
    verdict: verdict.verdict,
    reasons: [...verdict.reasons],
  };
}

/** A price change that cannot even be planned (nothing to apply the rule to): refused, said why. */
function refusedPriceRow(
  context: PlanContext,
  listing: OwnedListing,
  reason: GuardrailReason,
): PlannedChangeRow {
  return {
    ...baseRow(context, listing),
    kind: 'price',
    before: priceValues(num(listing.price), num(listing.oldPrice), num(listing.minPrice)),
    wanted: priceValues(null, null, null),
    verdict: 'refused',
    reasons: [reason],
  };
}

function stockRow(
  context: PlanContext,
  listing: OwnedListing,
  warehouseId: string,
  amount: number,
): PlannedChangeRow {
  const known = context.stocks.get(listing.id);
  const before = known?.get(warehouseId);
  // Ozon's own warehouses (FBO) are Ozon's to fill; only the seller's can be written.
  const writable = before !== undefined && warehouseId !== 'fbo';
  const verdict: GuardrailResult = writable
    ? checkStockChange({ before, wanted: amount })
    : {
        verdict: 'refused',
        reasons: [
          {
            code: 'unknown_warehouse',
            severity: 'refuse',
            message: PRICE_MESSAGES.unknownWarehouse,
          },
        ],
      };
  return {
    ...baseRow(context, listing),
    kind: 'stock',
    warehouseId,
    before: stockValues(before ?? null),
    wanted: stockValues(amount),
    verdict: verdict.verdict,
    reasons: [...verdict.reasons],
  };
}
