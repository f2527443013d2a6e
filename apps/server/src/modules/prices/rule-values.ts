import type { PriceRule } from '@marketpult/shared/contracts/prices';
import {
  oldPriceForDiscount,
  priceByRule,
  type GuardedMarketplace,
  type GuardrailReason,
} from '@marketpult/shared/domain/price-guardrails';
import type { OwnedListing } from './repository';
import { PRICE_MESSAGES } from './ru-messages';
import { num } from './values';

/** What one listing's price would become: explicit values, or a rule's result. */
export interface WantedPrice {
  price: number | null;
  /** undefined: keep the listing's crossed-out price if it still fits. */
  oldPrice?: number | null;
  minPrice?: number;
}

/** A rule's result for one listing, or why the rule cannot be applied to it (said in the diff). */
export type RuleOutcome = { wanted: WantedPrice } | { refusal: GuardrailReason };

const refusal = (code: GuardrailReason['code'], message: string): RuleOutcome => ({
  refusal: { code, severity: 'refuse', message },
});

/**
 * A rule applied to the listing's current values, as the server knows them (the client may hold
 * a stale page). The old and minimum price keep the listing's price, so the guardrails check
 * the new pair against it; a value the rule needs and the listing lacks refuses that listing.
 */
export function wantedByRule(listing: OwnedListing, rule: PriceRule): RuleOutcome {
  const price = num(listing.price);
  const field = rule.field ?? 'price';
  const move = { kind: rule.kind as 'set' | 'percent' | 'rub', value: rule.value ?? 0 };
  if (field === 'price') return { wanted: { price: priceByRule(price, move) } };
  if (price === null) return refusal('price_unknown', PRICE_MESSAGES.priceUnknown);
  if (field === 'minPrice') {
    // Only Ozon keeps a listing's own minimum price (min_price of /v1/product/import/prices).
    if (listing.marketplace !== 'ozon') {
      return refusal('min_price_unsupported', PRICE_MESSAGES.minPriceUnsupported);
    }
    const minPrice = priceByRule(num(listing.minPrice), move);
    if (minPrice === null) return refusal('price_unknown', PRICE_MESSAGES.minPriceUnknown);
    return { wanted: { price, minPrice } };
  }
  if (rule.kind === 'clear') return { wanted: { price, oldPrice: null } };
  if (rule.kind === 'discount') {
    const marketplace = listing.marketplace as GuardedMarketplace;
    return { wanted: { price, oldPrice: oldPriceForDiscount(marketplace, price, move.value) } };
  }
  const oldPrice = priceByRule(num(listing.oldPrice), move);
  if (oldPrice === null) return refusal('price_unknown', PRICE_MESSAGES.oldPriceUnknown);
  return { wanted: { price, oldPrice } };
}
