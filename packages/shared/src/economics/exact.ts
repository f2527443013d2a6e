import * as F from './rational';
import type { Fraction } from './rational';
import type { MarketplaceFees, SellerEconomicsSettings, TaxRegime } from './types';

/**
 * The exact (unrounded) computation of one unit, in kopecks as fractions. Everything here is a
 * pure function of the price, so the searches for break-even and target prices call it freely.
 */

/** Regimes whose tax base is income − expenses; the rest tax the income. */
const EXPENSE_REGIMES: ReadonlySet<TaxRegime> = new Set([
  'usn_income_expenses',
  'ausn_income_expenses',
  'osno',
]);

/** УСН's special VAT rates, charged on the whole price without deducting input VAT. */
const NON_DEDUCTIBLE_VAT_PERCENTS: ReadonlySet<number> = new Set([5, 7]);

/** The fees and settings turned into exact rates and kopeck amounts, once per listing. */
export interface Prepared {
  readonly commission: Fraction;
  /** Acquiring rate on the seller's price: acquiring % × (1 − marketplace discount %). */
  readonly acquiring: Fraction;
  readonly lastMileRate: Fraction;
  readonly lastMileMin: Fraction;
  /** null: no upper bound. */
  readonly lastMileMax: Fraction | null;
  readonly logistics: Fraction;
  /** Forward and return logistics of the returned units, per sold unit. */
  readonly returns: Fraction;
  readonly storage: Fraction;
  readonly fulfilment: Fraction;
  readonly otherFixed: Fraction;
  readonly otherRate: Fraction;
  readonly taxRate: Fraction;
  readonly vatRate: Fraction;
  readonly vatDeductible: boolean;
  readonly taxesExpenses: boolean;
}

/** Whole kopecks of a rouble amount; inputs with finer fractions round to the nearest kopeck. */
export function toKopecks(rub: number): bigint {
  return BigInt(Math.round(rub * 100));
}

const kop = (rub: number): Fraction => F.int(toKopecks(rub));

export function prepare(fees: MarketplaceFees, settings: SellerEconomicsSettings): Prepared {
  const returned = F.percent(fees.returnsPercent);
  // r of the dispatched units come back: each sold unit carries r / (1 − r) returned ones.
  const returnedPerSold = F.div(returned, F.sub(F.ONE, returned));
  return {
    commission: F.percent(fees.commissionPercent),
    acquiring: F.mul(
      F.percent(fees.acquiringPercent),
      F.sub(F.ONE, F.percent(fees.marketplaceDiscountPercent)),
    ),
    lastMileRate: F.percent(fees.lastMilePercent),
    lastMileMin: kop(fees.lastMileMinRub),
    lastMileMax: fees.lastMileMaxRub > 0 ? kop(fees.lastMileMaxRub) : null,
    logistics: kop(fees.logisticsRub),
    returns: F.mul(returnedPerSold, F.add(kop(fees.logisticsRub), kop(fees.returnLogisticsRub))),
    storage: kop(fees.storageRub),
    fulfilment: kop(fees.fulfilmentRub),
    otherFixed: kop(settings.otherCostsRub),
    otherRate: F.percent(settings.otherCostsPercent),
    taxRate: F.percent(settings.taxPercent),
    vatRate: F.percent(settings.vatPercent),
    vatDeductible:
      settings.taxRegime === 'osno' || !NON_DEDUCTIBLE_VAT_PERCENTS.has(settings.vatPercent),
    taxesExpenses: EXPENSE_REGIMES.has(settings.taxRegime),
  };
}

/**
 * The same listing with every fixed amount at zero, so profit ∝ price: with `atTop`, the slope
 * at very high prices (a capped last mile is fixed there); without, the lowest slope anywhere
 * (every percent applies in full).
 */
export function proportionalPart(p: Prepared, atTop: boolean): Prepared {
  return {
    ...p,
    lastMileRate: atTop && p.lastMileMax !== null ? F.ZERO : p.lastMileRate,
    lastMileMin: F.ZERO,
    lastMileMax: null,
    logistics: F.ZERO,
    returns: F.ZERO,
    storage: F.ZERO,
    fulfilment: F.ZERO,
    otherFixed: F.ZERO,
  };
}

/** The cost lines in the order the result shows them. */
export const LINE_KEYS = [
  'costPrice',
  'commission',
  'logistics',
  'lastMile',
  'acquiring',
  'returns',
  'storage',
  'fulfilment',
  'otherCosts',
  'vat',
  'incomeTax',
] as const;
export type LineKey = (typeof LINE_KEYS)[number];

/** Exact lines; a line is null when it needs the unknown cost price. */
export type ExactLines = Record<LineKey, Fraction | null>;

export function exactLines(p: Prepared, price: Fraction, cost: Fraction | null): ExactLines {
  const lastMileRaw = F.max(F.mul(price, p.lastMileRate), p.lastMileMin);
  const lastMile = p.lastMileMax ? F.min(lastMileRaw, p.lastMileMax) : lastMileRaw;
  const fees = {
    commission: F.mul(price, p.commission),
    logistics: p.logistics,
    lastMile,
    acquiring: F.mul(price, p.acquiring),
    returns: p.returns,
    storage: p.storage,
    fulfilment: p.fulfilment,
    otherCosts: F.add(p.otherFixed, F.mul(price, p.otherRate)),
  };
  const costs = cost === null ? null : F.add(cost, F.sum(Object.values(fees)));
  // Prices include VAT: the VAT inside an amount A is A × v / (1 + v).
  const vatShare = F.div(p.vatRate, F.add(F.ONE, p.vatRate));
  const netOfVat = (amount: Fraction): Fraction => F.sub(amount, F.mul(amount, vatShare));
  let vat: Fraction | null;
  if (!p.vatDeductible) vat = F.mul(price, vatShare);
  else vat = costs === null ? null : F.mul(F.sub(price, costs), vatShare);
  const income = netOfVat(price);
  let incomeTax: Fraction | null;
  if (!p.taxesExpenses) incomeTax = F.mul(income, p.taxRate);
  else if (costs === null) incomeTax = null;
  else {
    // Input VAT that is deducted is not an expense; VAT that is not deducted is.
    const expenses = p.vatDeductible ? netOfVat(costs) : costs;
    incomeTax = F.mul(F.max(F.ZERO, F.sub(income, expenses)), p.taxRate);
  }
  return { costPrice: cost, ...fees, vat, incomeTax };
}

/** Price minus every line; null without the cost price. */
export function exactProfit(p: Prepared, price: Fraction, cost: Fraction | null): Fraction | null {
  const lines = Object.values(exactLines(p, price, cost));
  if (lines.some((line) => line === null)) return null;
  return F.sub(price, F.sum(lines as Fraction[]));
}
