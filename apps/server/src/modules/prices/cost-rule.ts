import type {
  CostRule,
  CostRulePreviewRequest,
  CostRulePreviewResponse,
} from '@marketpult/shared/contracts/cost-rule';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import {
  PRICE_EXCEL_MAX_COST,
  type ProductCostChange,
} from '@marketpult/shared/contracts/price-excel';
import { PRICE_ERROR_CODES } from '@marketpult/shared/contracts/prices';
import { priceByRule } from '@marketpult/shared/domain/price-guardrails';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { listingsByIds } from './excel/listings';
import { PRICE_MESSAGES } from './ru-messages';

/** A product's cost after the rule: null when ±% / ±₽ has nothing to move. */
function costByRule(current: number | null, rule: CostRule): number | null {
  // Percent and roubles round to kopecks the same way for a price and for a cost.
  return priceByRule(current, rule);
}

/**
 * What a cost rule would make of the products linked to the chosen listings; nothing is saved
 * (the seller confirms, then the screen saves these values through saveExcelCosts). Computed
 * from the costs the server holds, so a stale page on the screen cannot skew it.
 */
export async function previewCostRule(
  db: Database,
  userId: string,
  body: CostRulePreviewRequest,
): Promise<CostRulePreviewResponse> {
  const ids = body.listingIds;
  if (new Set(ids).size !== ids.length) {
    throw new ApiError(422, PRICE_ERROR_CODES.duplicateListing, PRICE_MESSAGES.duplicateListing);
  }
  const owned = await listingsByIds(db, userId, ids);
  if (owned.size !== ids.length) {
    throw new ApiError(404, ERROR_CODES.notFound, PRICE_MESSAGES.listingNotFound);
  }
  const answer: CostRulePreviewResponse = {
    changes: [],
    unlinkedListings: 0,
    unknownCost: 0,
    outOfRange: 0,
    unchanged: 0,
  };
  const seen = new Set<string>();
  for (const id of ids) {
    const listing = owned.get(id)!;
    if (listing.productId === null) {
      answer.unlinkedListings += 1;
      continue;
    }
    if (seen.has(listing.productId)) continue;
    seen.add(listing.productId);
    const after = costByRule(listing.costPrice, body.rule);
    if (after === null) answer.unknownCost += 1;
    else if (after < 0 || after > PRICE_EXCEL_MAX_COST) answer.outOfRange += 1;
    else if (after === listing.costPrice) answer.unchanged += 1;
    else answer.changes.push(costChange(listing.productId, listing, after));
  }
  return answer;
}

function costChange(
  productId: string,
  listing: { productArticle: string | null; productName: string | null; costPrice: number | null },
  after: number,
): ProductCostChange {
  return {
    productId,
    article: listing.productArticle ?? '',
    name: listing.productName ?? '',
    before: listing.costPrice,
    after,
  };
}
