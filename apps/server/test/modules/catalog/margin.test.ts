import { computeUnitEconomics } from '@marketpult/shared/economics/index';
import { describe, expect, it } from 'vitest';
import { marginPercentOf, worstMarginOf } from '../../../src/modules/catalog/margin';

describe('the catalog margin', () => {
  it("is the engine's margin after fees, in hundredths", () => {
    const engine = computeUnitEconomics({ marketplace: 'ozon', price: 1990, costPrice: 700 });
    expect(marginPercentOf('ozon', 1990, 700)).toBe(Math.round(engine.marginPercent! * 100) / 100);
  });

  it('is unknown without a cost price or a positive price, and held within the column', () => {
    expect(marginPercentOf('ozon', 1000, null)).toBeNull();
    expect(marginPercentOf('ozon', 0, 10)).toBeNull();
    expect(marginPercentOf('yandex', 0.01, 1e9)).toBe(-9_999_999.99);
    expect(worstMarginOf(100, { ozon: null, wildberries: null, yandex: null })).toBeNull();
  });

  it('takes the worst marketplace', () => {
    const prices = { ozon: 2000, wildberries: 900, yandex: null };
    expect(worstMarginOf(600, prices)).toBe(marginPercentOf('wildberries', 900, 600));
  });
});
