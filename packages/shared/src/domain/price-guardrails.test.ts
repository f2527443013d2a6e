import { describe, expect, it } from 'vitest';
import {
  checkPriceChange,
  checkStockChange,
  oldPriceRules,
  oldPriceForDiscount,
  priceByRule,
  type PriceCheckInput,
} from './price-guardrails';

const base: PriceCheckInput = {
  marketplace: 'ozon',
  before: { price: 1000, oldPrice: null, minPrice: null },
  wanted: { price: 1100, oldPrice: null, minPrice: null },
  breakEvenPrice: 500,
  changesLastHour: 0,
};

const codes = (input: Partial<PriceCheckInput>) =>
  checkPriceChange({ ...base, ...input }).reasons.map((reason) => reason.code);

describe('checkPriceChange', () => {
  it('lets a small step above every floor go', () => {
    expect(checkPriceChange(base)).toEqual({ verdict: 'ok', reasons: [] });
  });

  it('refuses a price that is not positive or absurdly high, whatever the override', () => {
    expect(checkPriceChange({ ...base, wanted: { ...base.wanted, price: 0 } }).verdict).toBe(
      'refused',
    );
    expect(checkPriceChange({ ...base, wanted: { ...base.wanted, price: -5 } }).verdict).toBe(
      'refused',
    );
    expect(codes({ wanted: { ...base.wanted, price: 20_000_000 } })).toContain('price_too_high');
  });

  it('only tells, without holding it, of a floor under a price the change leaves alone', () => {
    const oldPriceOnly: Partial<PriceCheckInput> = {
      before: { price: 400, oldPrice: null, minPrice: 450 },
      wanted: { price: 400, oldPrice: 600, minPrice: null },
    };
    const result = checkPriceChange({ ...base, ...oldPriceOnly });
    expect(result.verdict).toBe('ok');
    expect(result.reasons.map((reason) => [reason.code, reason.severity])).toEqual([
      ['below_min_price', 'info'],
      ['below_break_even', 'info'],
    ]);
    // The same floors hold a change that moves the price.
    const moved = checkPriceChange({
      ...base,
      ...oldPriceOnly,
      wanted: { price: 399, oldPrice: 600, minPrice: null },
    });
    expect(moved.verdict).toBe('needs_override');
  });

  it("blocks a price below the higher of the listing's and the product's minimum", () => {
    const below = { ...base.wanted, price: 900 };
    expect(codes({ wanted: below, before: { ...base.before, minPrice: 950 } })).toEqual([
      'below_min_price',
    ]);
    expect(
      checkPriceChange({
        ...base,
        wanted: below,
        before: { ...base.before, minPrice: 800 },
        productMinPrice: 920,
      }),
    ).toMatchObject({
      verdict: 'needs_override',
      reasons: [{ code: 'below_min_price', message: 'Цена ниже минимальной (920 ₽)' }],
    });
    expect(codes({ wanted: below, before: { ...base.before, minPrice: 800 } })).toEqual([]);
  });

  it('blocks a price below break-even, and says when break-even could not be checked', () => {
    expect(codes({ wanted: { ...base.wanted, price: 900 }, breakEvenPrice: 950 })).toEqual([
      'below_break_even',
    ]);
    const unknown = checkPriceChange({ ...base, breakEvenPrice: null });
    expect(unknown.verdict).toBe('ok');
    expect(unknown.reasons[0]).toMatchObject({ code: 'break_even_unknown', severity: 'info' });
  });

  it('blocks a step over the cap in either direction (30 % by default)', () => {
    expect(codes({ wanted: { ...base.wanted, price: 1301 } })).toEqual(['step_too_large']);
    expect(codes({ wanted: { ...base.wanted, price: 699 } })).toEqual(['step_too_large']);
    expect(codes({ wanted: { ...base.wanted, price: 1300 } })).toEqual([]);
    expect(
      codes({ wanted: { ...base.wanted, price: 1400 }, settings: { maxStepPercent: 50 } }),
    ).toEqual([]);
  });

  it("blocks a Wildberries cut to a third or less (WB's quarantine), not on the others", () => {
    const cut = { ...base.wanted, price: 333 };
    expect(codes({ marketplace: 'wildberries', wanted: cut, breakEvenPrice: 100 })).toEqual([
      'step_too_large',
      'wb_quarantine',
    ]);
    expect(codes({ marketplace: 'ozon', wanted: cut, breakEvenPrice: 100 })).toEqual([
      'step_too_large',
    ]);
    expect(
      codes({ marketplace: 'wildberries', wanted: { ...cut, price: 334 }, breakEvenPrice: 100 }),
    ).toEqual(['step_too_large']);
  });

  it("refuses Ozon's 11th change of a product within the hour", () => {
    expect(checkPriceChange({ ...base, changesLastHour: 9 }).verdict).toBe('ok');
    expect(checkPriceChange({ ...base, changesLastHour: 10 })).toMatchObject({
      verdict: 'refused',
      reasons: [{ code: 'ozon_hourly_limit' }],
    });
    expect(checkPriceChange({ ...base, marketplace: 'yandex', changesLastHour: 50 }).verdict).toBe(
      'ok',
    );
  });

  it('takes a minimum price on Ozon only, and never above the price', () => {
    expect(codes({ wanted: { ...base.wanted, minPrice: 1000 } })).toEqual([]);
    expect(codes({ wanted: { ...base.wanted, minPrice: 1200 } })).toEqual([
      'min_price_above_price',
      'below_min_price',
    ]);
    expect(codes({ marketplace: 'yandex', wanted: { ...base.wanted, minPrice: 1000 } })).toEqual([
      'min_price_unsupported',
    ]);
  });

  it('says when nothing changes', () => {
    expect(codes({ wanted: { price: 1000, oldPrice: null, minPrice: null } })).toEqual([
      'no_change',
    ]);
  });
});

describe('oldPriceRules', () => {
  it('wants the old price above the price everywhere', () => {
    for (const marketplace of ['ozon', 'wildberries', 'yandex'] as const) {
      expect(oldPriceRules(marketplace, 1000, 1000).map((r) => r.code)).toEqual([
        'old_price_not_above',
      ]);
    }
  });

  it("keeps Ozon's gaps: > 20 ₽ up to 400 ₽, > 5 % up to 10 000 ₽, > 500 ₽ above, < 90 %", () => {
    expect(oldPriceRules('ozon', 300, 320)).toHaveLength(1);
    expect(oldPriceRules('ozon', 300, 321)).toEqual([]);
    expect(oldPriceRules('ozon', 1000, 1050)).toHaveLength(1);
    expect(oldPriceRules('ozon', 1000, 1100)).toEqual([]);
    expect(oldPriceRules('ozon', 20_000, 20_500)).toHaveLength(1);
    expect(oldPriceRules('ozon', 20_000, 21_000)).toEqual([]);
    expect(oldPriceRules('ozon', 1000, 10_000).map((r) => r.code)).toEqual([
      'old_price_gap_too_big',
    ]);
  });

  it('keeps Yandex Market discounts within 5–99 %', () => {
    expect(oldPriceRules('yandex', 1000, 1020)).toHaveLength(1);
    expect(oldPriceRules('yandex', 1000, 1100)).toEqual([]);
  });
});

describe('checkStockChange', () => {
  it('takes whole units from 0 to 100 000', () => {
    expect(checkStockChange({ before: 5, wanted: 7 }).verdict).toBe('ok');
    expect(checkStockChange({ before: 5, wanted: 0 }).verdict).toBe('ok');
    expect(checkStockChange({ before: 5, wanted: -1 }).verdict).toBe('refused');
    expect(checkStockChange({ before: 5, wanted: 1.5 }).verdict).toBe('refused');
    expect(checkStockChange({ before: 5, wanted: 100_001 }).verdict).toBe('refused');
  });
});

describe('priceByRule', () => {
  it('sets a value or moves the current price by % or roubles, to the kopeck', () => {
    expect(priceByRule(1000, { kind: 'set', value: 999.999 })).toBe(1000);
    expect(priceByRule(1000, { kind: 'percent', value: -7.5 })).toBe(925);
    expect(priceByRule(999.99, { kind: 'rub', value: 0.02 })).toBe(1000.01);
    expect(priceByRule(null, { kind: 'percent', value: 10 })).toBeNull();
  });
});

describe('oldPriceForDiscount', () => {
  it('gives the crossed-out price of a discount, in whole roubles for Wildberries', () => {
    expect(oldPriceForDiscount('ozon', 1000, 20)).toBe(1250);
    expect(oldPriceForDiscount('yandex', 999, 30)).toBe(1427.14);
    expect(oldPriceForDiscount('wildberries', 999, 30)).toBe(1427);
    // WB then computes its own whole-per-cent discount from it: the same 30 %.
    expect(Math.round((1 - 999 / 1427) * 100)).toBe(30);
  });
});
