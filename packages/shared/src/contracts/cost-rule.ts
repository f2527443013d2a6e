import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import type { ApiContract } from './api-contracts';
import { PRICE_EXCEL_MAX_COST, productCostChangeSchema } from './price-excel';
import { MAX_PRICE_RUN_ITEMS, listingIdSchema } from './prices';

/**
 * Cost prices in bulk from /catalog-management's table (README, "Catalog management"). A cost
 * price is the seller's own figure on the product, not a marketplace write, so there is no run:
 *
 * 1. POST cost-rule answers what the rule would make of the cost of every product linked to
 *    the chosen listings (before → after, from the values the server holds) and saves nothing;
 * 2. the seller confirms, and the screen saves exactly those values through POST excel-costs,
 *    the same write (and margin recount) as a spreadsheet's cost column.
 *
 * Another account's listing (or one that does not exist) answers 404 NotFound, as a price run.
 */

/** set a cost, or move each product's current cost by % or by roubles. */
export const costRuleSchema = z
  .object({
    kind: z.enum(['set', 'percent', 'rub']),
    value: z.number().gt(-PRICE_EXCEL_MAX_COST).lt(PRICE_EXCEL_MAX_COST),
  })
  .strict()
  .refine((rule) => rule.kind !== 'set' || rule.value >= 0, {
    message: 'A set cost is zero or more',
  })
  .refine((rule) => rule.kind !== 'percent' || (rule.value >= -100 && rule.value <= 1000), {
    message: 'A percentage is from -100 to 1000',
  });
export type CostRule = z.infer<typeof costRuleSchema>;

export const costRulePreviewRequestSchema = z
  .object({
    listingIds: z.array(listingIdSchema).min(1).max(MAX_PRICE_RUN_ITEMS),
    rule: costRuleSchema,
  })
  .strict();
export type CostRulePreviewRequest = z.infer<typeof costRulePreviewRequestSchema>;

/**
 * The products whose cost the rule changes (one per product, however many of its listings were
 * chosen) and, counted, what it leaves out and why.
 */
export const costRulePreviewResponseSchema = z.object({
  changes: z.array(productCostChangeSchema),
  /** Chosen listings without a linked product: no cost to change. */
  unlinkedListings: z.number().int().min(0),
  /** Products without a cost price, which ±% or ±₽ cannot move. */
  unknownCost: z.number().int().min(0),
  /** Products whose cost would fall below zero (or rise above the maximum): left as they are. */
  outOfRange: z.number().int().min(0),
  /** Products whose cost is already what the rule gives. */
  unchanged: z.number().int().min(0),
});
export type CostRulePreviewResponse = z.infer<typeof costRulePreviewResponseSchema>;

/** Refusals: 400 ValidationError, 401, 403 CsrfTokenInvalid, 404 NotFound, 422 DuplicateListing. */
export const COST_RULE_CONTRACTS = Object.freeze({
  priceCostRulePreview: {
    method: 'POST',
    path: API_PATHS.priceCostRule,
    request: costRulePreviewRequestSchema,
    response: costRulePreviewResponseSchema,
  },
} as const satisfies Record<string, ApiContract>);
