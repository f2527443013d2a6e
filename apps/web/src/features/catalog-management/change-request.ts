import type { CostRulePreviewRequest } from '@marketpult/shared/contracts/cost-rule';
import type {
  CreatePriceRunRequest,
  PriceRuleField,
  PriceRuleKind,
} from '@marketpult/shared/contracts/prices';
import type { ListingSelection } from './listings-picker';
import { parseNumber } from './parse-number';
import { managementMessages as t } from './ru-messages';

/** What the form changes: a price field of the listings, their stock, or their products' cost. */
export type What = PriceRuleField | 'stock' | 'costPrice';
export type RuleKind = PriceRuleKind;

/** The rules each target offers, in the order of the menu. */
export const RULES_OF: Readonly<Record<Exclude<What, 'stock'>, readonly RuleKind[]>> = {
  price: ['set', 'percent', 'rub'],
  oldPrice: ['set', 'percent', 'rub', 'discount', 'clear'],
  minPrice: ['set', 'percent', 'rub'],
  costPrice: ['set', 'percent', 'rub'],
};

export type BuiltRequest =
  | { request: CreatePriceRunRequest; note?: string }
  | { costRequest: CostRulePreviewRequest }
  | { error: string };

function stockRequest(selection: ListingSelection, value: number): BuiltRequest {
  if (!Number.isInteger(value) || value < 0 || value > 100_000) return { error: t.stockRange };
  const withWarehouses = [...selection].filter(([, warehouses]) => warehouses.length > 0);
  if (withWarehouses.length === 0) return { error: t.noWarehouses };
  const skipped = selection.size - withWarehouses.length;
  return {
    request: {
      mode: 'explicit',
      source: 'bulk',
      changes: withWarehouses.map(([listingId, warehouses]) => ({
        listingId,
        stocks: warehouses.map((warehouseId) => ({ warehouseId, amount: value })),
      })),
    },
    ...(skipped > 0 ? { note: t.someWithoutWarehouses(skipped) } : {}),
  };
}

/** The Russian reason a rule's value does not fit, or undefined when it does. */
function ruleValueError(what: What, rule: RuleKind, value: number): string | undefined {
  if (rule === 'set') {
    if (what === 'costPrice') return value < 0 ? t.costNotNegative : undefined;
    return value <= 0 ? t.priceAboveZero : undefined;
  }
  if (rule === 'percent') {
    const low = what === 'costPrice' ? value < -100 : value <= -100;
    return low || value > 1000 ? t.percentRange : undefined;
  }
  if (rule === 'discount') {
    return Number.isInteger(value) && value >= 1 && value <= 99 ? undefined : t.discountRange;
  }
  return undefined;
}

/** The request for the form's values, or the Russian reason it cannot be made. */
export function buildRequest(
  selection: ListingSelection,
  what: What,
  rule: RuleKind,
  text: string,
): BuiltRequest {
  if (selection.size === 0) return { error: t.nothingSelected };
  const listingIds = [...selection.keys()];
  // «Убрать зачёркнутую цену» takes no number.
  if (what === 'oldPrice' && rule === 'clear') {
    return {
      request: { mode: 'rule', source: 'bulk', listingIds, rule: { field: what, kind: rule } },
    };
  }
  const value = parseNumber(text);
  if (Number.isNaN(value)) return { error: t.enterNumber };
  if (what === 'stock') return stockRequest(selection, value);
  const error = ruleValueError(what, rule, value);
  if (error) return { error };
  if (what === 'costPrice') {
    return {
      costRequest: { listingIds, rule: { kind: rule as 'set' | 'percent' | 'rub', value } },
    };
  }
  return {
    request: {
      mode: 'rule',
      source: 'bulk',
      listingIds,
      // A price rule keeps the shape it always had: no `field`.
      rule: what === 'price' ? { kind: rule, value } : { field: what, kind: rule, value },
    },
  };
}
