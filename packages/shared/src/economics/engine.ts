import { exactLines, exactProfit, prepare, proportionalPart, toKopecks } from './exact';
import type { Prepared } from './exact';
import * as F from './rational';
import type { Fraction } from './rational';
import { roundLines } from './rounding';
import type { UnitEconomicsInput, UnitEconomicsResult } from './types';
import {
  mergeFees,
  mergeSettings,
  UnitEconomicsInputError,
  validateUnitEconomicsInput,
} from './validate';

type PricelessInput = Omit<UnitEconomicsInput, 'price'>;

/** Searches stop at a billion roubles: a price beyond it is "unreachable" for a seller. */
export const MAX_SEARCH_PRICE_RUB = 1_000_000_000;
const MAX_SEARCH_KOPECKS = BigInt(MAX_SEARCH_PRICE_RUB) * 100n;

const rub = (kopecks: bigint): number => Number(kopecks) / 100;
const ratioPercent = (a: Fraction, b: Fraction): number =>
  F.toNumber(F.div(F.mul(a, F.int(100)), b));

/**
 * Profit and its parts for one unit at `input.price`. Throws UnitEconomicsInputError for inputs
 * that would give a wrong number (negative, NaN, percent out of range); see README.md.
 */
export function computeUnitEconomics(input: UnitEconomicsInput): UnitEconomicsResult {
  const problems = validateUnitEconomicsInput(input);
  if (problems.length > 0) throw new UnitEconomicsInputError(problems);
  const fees = mergeFees(input.marketplace, input.fees);
  const settings = mergeSettings(input.settings);
  const prepared = prepare(fees, settings);
  const priceKop = toKopecks(input.price);
  const price = F.int(priceKop);
  const cost = input.costPrice === null ? null : F.int(toKopecks(input.costPrice));
  const exact = exactLines(prepared, price, cost);
  const known = Object.fromEntries(Object.entries(exact).filter(([, v]) => v !== null));
  const lines = roundLines(known as Record<string, Fraction>);
  const line = (key: keyof typeof exact): number | null =>
    lines[key] === undefined ? null : rub(lines[key]);
  const vatRub = line('vat');
  const incomeTaxRub = line('incomeTax');
  const taxRub =
    vatRub === null || incomeTaxRub === null ? null : rub(lines.vat! + lines.incomeTax!);
  const profit = exactProfit(prepared, price, cost);
  const total = Object.values(lines).reduce((a, b) => a + b, 0n);
  const costPrice = line('costPrice');
  return {
    price: rub(priceKop),
    fees,
    settings,
    costPrice,
    commissionRub: line('commission')!,
    logisticsRub: line('logistics')!,
    lastMileRub: line('lastMile')!,
    acquiringRub: line('acquiring')!,
    returnsRub: line('returns')!,
    storageRub: line('storage')!,
    fulfilmentRub: line('fulfilment')!,
    taxRub,
    vatRub,
    incomeTaxRub,
    otherCostsRub: line('otherCosts')!,
    profitRub: profit === null ? null : rub(priceKop - total),
    marginPercent: profit === null || priceKop === 0n ? null : ratioPercent(profit, price),
    markupPercent: cost === null || cost.n === 0n ? null : ratioPercent(F.sub(price, cost), cost),
    roiPercent:
      profit === null || cost === null || cost.n === 0n ? null : ratioPercent(profit, cost),
    breakEvenPrice: cost === null ? null : searchPrice(prepared, cost, F.ZERO),
  };
}

/**
 * The lowest whole-kopeck price at which profit ≥ wanted share × price, or null.
 *
 * Why a search is exact here: with every amount ≥ 0, profit is piecewise linear in the price
 * and each piece is a·price − b with b ≥ 0, so profit ÷ price = a − b ÷ price never falls as
 * the price rises (whatever the sign of a); once the target holds it holds at every higher
 * price. Margin tends to the slope at the top, so a target at or above it is never reached.
 * The lowest slope (every percent in full) bounds the search when it beats the target.
 */
function searchPrice(p: Prepared, cost: Fraction, share: Fraction): number | null {
  const probe = F.int(MAX_SEARCH_KOPECKS);
  const slopeOf = (atTop: boolean): Fraction =>
    F.div(exactProfit(proportionalPart(p, atTop), probe, F.ZERO)!, probe);
  // At or below the top slope the percents and taxes take what a higher price brings.
  if (F.compare(slopeOf(true), share) <= 0) return null;
  const slope = slopeOf(false);
  // How far the price is above the target (≥ 0 once reached); non-decreasing in the price.
  const surplus = (kopecks: bigint): Fraction => {
    const price = F.int(kopecks);
    return F.sub(exactProfit(p, price, cost)!, F.mul(share, price));
  };
  const from = F.compare(share, F.ZERO) === 0 ? 0n : 1n;
  const atFrom = surplus(from);
  if (F.compare(atFrom, F.ZERO) >= 0) return rub(from);
  let hi = MAX_SEARCH_KOPECKS;
  const gain = F.sub(slope, share);
  if (F.compare(gain, F.ZERO) > 0) {
    // The surplus grows by at least `gain` per kopeck, so it is ≥ 0 by this price.
    const bound = from + F.ceil(F.div(F.sub(F.ZERO, atFrom), gain));
    if (bound < hi) hi = bound;
  }
  const atHi = surplus(hi);
  if (F.compare(atHi, F.ZERO) < 0) return null;
  return rub(firstNonNegative(surplus, from, hi, atHi));
}

/**
 * The least k in (lo, hi] with f(k) ≥ 0, for a piecewise-linear f whose sign changes once,
 * from f(lo) < 0 to f(hi) ≥ 0. Each step evaluates a pair of neighbours, which both decides
 * whether the root lies between them and gives the local slope; a Newton step along that
 * slope lands on the root whenever it lies on the same linear piece (the tax's max(0, …) kinks
 * exactly at the break-even, and both pieces meeting there point at it). A step that fails to
 * halve the interval is followed by a bisection, so the search stays logarithmic in any case.
 */
function firstNonNegative(
  f: (k: bigint) => Fraction,
  lo: bigint,
  hi: bigint,
  atHi: Fraction,
): bigint {
  if (hi - lo <= 1n) return hi;
  // The pair at the top end starts the first Newton step.
  let f0 = f(hi - 1n);
  if (F.compare(f0, F.ZERO) < 0) return hi;
  let slope = F.sub(atHi, f0);
  let x0 = hi - 1n;
  hi = x0;
  let bisect = false;
  while (hi - lo > 1n) {
    const width = hi - lo;
    let x = lo + width / 2n;
    if (!bisect && F.compare(slope, F.ZERO) > 0) {
      x = x0 + F.ceil(F.div(F.sub(F.ZERO, f0), slope));
    }
    x = x <= lo ? lo + 1n : x >= hi ? hi - 1n : x;
    const fx = f(x);
    if (F.compare(fx, F.ZERO) >= 0) {
      const before = f(x - 1n);
      if (x - 1n === lo || F.compare(before, F.ZERO) < 0) return x;
      [hi, x0, f0, slope] = [x - 1n, x - 1n, before, F.sub(fx, before)];
    } else {
      if (x + 1n === hi) return hi;
      const after = f(x + 1n);
      if (F.compare(after, F.ZERO) >= 0) return x + 1n;
      [lo, x0, f0, slope] = [x + 1n, x + 1n, after, F.sub(after, fx)];
    }
    bisect = (hi - lo) * 2n > width;
  }
  return hi;
}

function searchInput(input: PricelessInput, marginPercent: number): number | null {
  if (validateUnitEconomicsInput(input).length > 0 || input.costPrice === null) return null;
  if (!Number.isFinite(marginPercent) || marginPercent >= 100) return null;
  const prepared = prepare(mergeFees(input.marketplace, input.fees), mergeSettings(input.settings));
  const cost = F.int(toKopecks(input.costPrice));
  return searchPrice(prepared, cost, F.percent(marginPercent));
}

/** The lowest price (in whole kopecks, rounded up) at which profit ≥ 0; null when the cost price is unknown or no price breaks even. */
export function breakEvenPrice(input: PricelessInput): number | null {
  return searchInput(input, 0);
}

/** The lowest price reaching the wanted margin (% of price); null when unknown/unreachable. */
export function priceForMargin(input: PricelessInput, marginPercent: number): number | null {
  return searchInput(input, marginPercent);
}
