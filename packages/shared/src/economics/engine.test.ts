import { describe, expect, it } from 'vitest';
import { breakEvenPrice, computeUnitEconomics, priceForMargin } from './engine';
import type {
  MarketplaceFees,
  SellerEconomicsSettings,
  TaxRegime,
  UnitEconomicsInput,
} from './types';
import { TAX_REGIMES, UnitEconomicsInputError } from './validate';

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Priceless = Omit<UnitEconomicsInput, 'price'>;

/** Typical rates per regime, so generated taxes look like real ones. */
const REGIME_RATES: Record<TaxRegime, number[]> = {
  usn_income: [1, 4, 6],
  usn_income_expenses: [5, 7.5, 15],
  ausn_income: [8],
  ausn_income_expenses: [20],
  osno: [25],
  npd: [4, 6],
};

function generate(next: () => number): Priceless {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  // Awkward values on purpose: thirds of a percent, sub-kopeck fractions of a rouble.
  const rub = (max: number) => Math.round(next() * max * 100) / 100;
  const pct = (max: number) => Math.round(next() * max * 1000) / 1000;
  const taxRegime = pick(TAX_REGIMES);
  const lastMile = next() < 0.4;
  const fees: Partial<MarketplaceFees> = {
    commissionPercent: pct(40),
    logisticsRub: rub(400),
    acquiringPercent: pct(3),
    marketplaceDiscountPercent: pct(40),
    returnsPercent: pct(60),
    returnLogisticsRub: rub(200),
    lastMilePercent: lastMile ? pct(8) : 0,
    lastMileMinRub: lastMile ? rub(60) : 0,
    lastMileMaxRub: lastMile ? pick([0, 500]) : 0,
    storageRub: rub(30),
    fulfilmentRub: rub(50),
  };
  const settings: SellerEconomicsSettings = {
    taxRegime,
    taxPercent: pick(REGIME_RATES[taxRegime]),
    vatPercent: pick([0, 0, 5, 7, 10, 22]),
    otherCostsRub: rub(100),
    otherCostsPercent: pct(15),
  };
  return {
    marketplace: pick(['ozon', 'wildberries', 'yandex'] as const),
    costPrice: next() < 0.05 ? 0 : rub(5000),
    fees,
    settings,
  };
}

const CASES = 300;
const kop = (rub: number) => Math.round(rub * 100);
const profitAt = (input: Priceless, price: number) =>
  computeUnitEconomics({ ...input, price }).profitRub!;

describe('computeUnitEconomics, generated inputs', () => {
  const next = random(20261124);
  const inputs = Array.from({ length: CASES }, () => generate(next));
  const prices = inputs.map(() => Math.round(next() * 20000 * 100) / 100);

  it('makes the cost lines add up to price − profit, to the kopeck', () => {
    inputs.forEach((input, i) => {
      const r = computeUnitEconomics({ ...input, price: prices[i]! });
      const lines = [
        r.costPrice!,
        r.commissionRub,
        r.logisticsRub,
        r.lastMileRub,
        r.acquiringRub,
        r.returnsRub,
        r.storageRub,
        r.fulfilmentRub,
        r.otherCostsRub,
        r.vatRub!,
        r.incomeTaxRub!,
      ];
      expect(lines.every(Number.isFinite)).toBe(true);
      expect(lines.reduce((a, b) => a + kop(b), 0)).toBe(kop(r.price) - kop(r.profitRub!));
      expect(kop(r.taxRub!)).toBe(kop(r.vatRub!) + kop(r.incomeTaxRub!));
    });
  });

  it('never lowers profit when the price rises', () => {
    inputs.forEach((input, i) => {
      const p = prices[i]!;
      const steps = [0.01, 0.02, 0.03, 1, 37.77, 1000];
      let last = profitAt(input, p);
      for (const step of steps) {
        const profit = profitAt(input, Math.round((p + step) * 100) / 100);
        expect(profit).toBeGreaterThanOrEqual(last);
        last = profit;
      }
    });
  });

  it('breaks even exactly: profit ≥ 0 at the price, < 0 a kopeck below', () => {
    let found = 0;
    for (const input of inputs) {
      const be = breakEvenPrice(input);
      if (be === null) continue;
      found += 1;
      expect(kop(be) / 100).toBe(be); // whole kopecks
      expect(profitAt(input, be)).toBeGreaterThanOrEqual(0);
      if (be > 0) expect(profitAt(input, Math.round(be * 100 - 1) / 100)).toBeLessThan(0);
    }
    expect(found).toBeGreaterThan(CASES / 2);
  });

  it('finds the lowest price of a wanted margin, and it round-trips', () => {
    const next2 = random(7);
    let found = 0;
    for (const input of inputs) {
      const wanted = Math.round((next2() * 60 - 10) * 100) / 100;
      const price = priceForMargin(input, wanted);
      if (price === null) continue;
      found += 1;
      expect(computeUnitEconomics({ ...input, price }).marginPercent!).toBeGreaterThanOrEqual(
        wanted,
      );
      if (price > 0.01) {
        const below = computeUnitEconomics({ ...input, price: Math.round(price * 100 - 1) / 100 });
        expect(below.marginPercent!).toBeLessThan(wanted);
      }
    }
    expect(found).toBeGreaterThan(CASES / 3);
  });
});

describe('computeUnitEconomics, edges', () => {
  const base: Priceless = {
    marketplace: 'wildberries',
    costPrice: 100,
    fees: { returnsPercent: 0 },
  };

  it('gives null break-even and target prices when percents eat every extra rouble', () => {
    const greedy: Priceless = {
      ...base,
      fees: { commissionPercent: 60, acquiringPercent: 0, returnsPercent: 0 },
      settings: { taxRegime: 'usn_income', taxPercent: 6, otherCostsPercent: 34 },
    };
    expect(breakEvenPrice(greedy)).toBeNull();
    expect(priceForMargin(greedy, 10)).toBeNull();
    expect(computeUnitEconomics({ ...greedy, price: 1000 }).breakEvenPrice).toBeNull();
    expect(computeUnitEconomics({ ...greedy, price: 1000 }).profitRub).toBeLessThan(0);
  });

  it('finds a break-even that only a capped last mile allows', () => {
    // 80 % commission + 25 % last mile lose 5 kopecks per rouble until the last mile reaches
    // its 50 ₽ cap at 200 ₽; above it profit = 0.2·P − 150, zero at 750 ₽.
    const capped: Priceless = {
      marketplace: 'ozon',
      costPrice: 100,
      fees: {
        commissionPercent: 80,
        acquiringPercent: 0,
        logisticsRub: 0,
        returnsPercent: 0,
        lastMilePercent: 25,
        lastMileMaxRub: 50,
      },
      settings: { taxPercent: 0 },
    };
    expect(profitAt(capped, 100)).toBeLessThan(profitAt(capped, 10));
    expect(breakEvenPrice(capped)).toBe(750);
    expect(profitAt(capped, 749.99)).toBeLessThan(0);
    expect(priceForMargin(capped, 10)).toBe(1500); // 0.2·P − 150 ≥ 0.1·P
    expect(priceForMargin(capped, 20)).toBeNull(); // margin only tends to 20 %
  });

  it('gives null for a margin the percents never allow, and for 100 % or more', () => {
    const input: Priceless = { ...base, fees: { commissionPercent: 50, returnsPercent: 0 } };
    expect(priceForMargin(input, 45)).toBeNull(); // at most 50 − 1.5 − 6 = 42.5 %
    expect(priceForMargin(input, 100)).toBeNull();
    expect(priceForMargin(input, Number.NaN)).toBeNull();
  });

  it('gives null for a cost price it does not know', () => {
    expect(breakEvenPrice({ ...base, costPrice: null })).toBeNull();
    expect(priceForMargin({ ...base, costPrice: null }, 10)).toBeNull();
  });

  it('breaks even at 0 when nothing costs anything', () => {
    const free: Priceless = {
      marketplace: 'ozon',
      costPrice: 0,
      fees: { logisticsRub: 0, returnLogisticsRub: 0, returnsPercent: 0 },
    };
    expect(breakEvenPrice(free)).toBe(0);
    expect(computeUnitEconomics({ ...free, price: 0 }).marginPercent).toBeNull();
  });

  it.each<[string, UnitEconomicsInput]>([
    ['a negative price', { ...base, price: -1 }],
    ['a NaN price', { ...base, price: Number.NaN }],
    ['a price past 10¹² ₽', { ...base, price: 2e12 }],
    ['an infinite cost price', { ...base, price: 10, costPrice: Number.POSITIVE_INFINITY }],
    ['a negative fee', { ...base, price: 10, fees: { logisticsRub: -5 } }],
    ['a commission over 100 %', { ...base, price: 10, fees: { commissionPercent: 101 } }],
    ['returns of 100 %', { ...base, price: 10, fees: { returnsPercent: 100 } }],
    ['a tax of 100 %', { ...base, price: 10, settings: { taxPercent: 100 } }],
    ['an unknown regime', { ...base, price: 10, settings: { taxRegime: 'patent' as TaxRegime } }],
    [
      'a last-mile cap below its floor',
      { ...base, price: 10, fees: { lastMileMinRub: 50, lastMileMaxRub: 10 } },
    ],
  ])('rejects %s with UnitEconomicsInputError, and searches give null', (_, input) => {
    expect(() => computeUnitEconomics(input)).toThrow(UnitEconomicsInputError);
    if (Number.isFinite(input.price) && input.price >= 0) {
      expect(breakEvenPrice(input)).toBeNull();
      expect(priceForMargin(input, 10)).toBeNull();
    }
  });

  it('counts awkward amounts without drift: 0.1 + 0.2 roubles are 30 kopecks', () => {
    const r = computeUnitEconomics({
      marketplace: 'yandex',
      price: 0.3,
      costPrice: 0.1,
      fees: {
        commissionPercent: 0,
        acquiringPercent: 0,
        logisticsRub: 0.2,
        returnsPercent: 0,
      },
      settings: { taxPercent: 0 },
    });
    expect(r.profitRub).toBe(0);
    expect(r.marginPercent).toBe(0);
  });

  it('keeps kopecks exact at the largest and smallest prices', () => {
    const input: Priceless = { marketplace: 'wildberries', costPrice: 999_999_999_999.99 };
    const r = computeUnitEconomics({ ...input, price: 1_000_000_000_000 });
    expect(r.commissionRub).toBe(250_000_000_000); // 25 %
    expect(kop(r.price) - kop(r.profitRub!)).toBe(
      [r.costPrice!, r.commissionRub, r.logisticsRub, r.acquiringRub, r.returnsRub, r.taxRub!]
        .map(kop)
        .reduce((a, b) => a + b, 0),
    );
    const tiny = computeUnitEconomics({ ...input, costPrice: 0, price: 0.01 });
    expect(tiny.commissionRub + tiny.acquiringRub + tiny.incomeTaxRub!).toBeLessThanOrEqual(0.01);
  });

  it('rounds a third of a kopeck so that the lines still add up', () => {
    // 1 ₽ × 33⅓ %: exact 33.333… kopecks; costs round up to 34, profit down to 66.
    const r = computeUnitEconomics({
      marketplace: 'ozon',
      price: 1,
      costPrice: 0,
      fees: {
        commissionPercent: 33.333333,
        acquiringPercent: 0,
        logisticsRub: 0,
        returnsPercent: 0,
      },
      settings: { taxPercent: 0 },
    });
    expect(r.commissionRub).toBe(0.34);
    expect(r.profitRub).toBe(0.66);
  });

  it('ignores VAT on АУСН and НПД, which exclude it by law', () => {
    for (const taxRegime of ['npd', 'ausn_income'] as const) {
      const r = computeUnitEconomics({
        ...base,
        price: 1000,
        settings: { taxRegime, taxPercent: 4, vatPercent: 22 },
      });
      expect(r.vatRub).toBe(0);
      expect(r.settings.vatPercent).toBe(0);
      expect(r.incomeTaxRub).toBe(40);
    }
  });

  it('lets the listing override the defaults, leaving the other fees alone', () => {
    const r = computeUnitEconomics({ ...base, price: 1000, fees: { commissionPercent: 10 } });
    expect(r.fees.commissionPercent).toBe(10);
    expect(r.commissionRub).toBe(100);
    expect(r.fees.logisticsRub).toBeGreaterThan(0);
  });
});
