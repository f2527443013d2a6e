import { DEFAULT_ECONOMICS_SETTINGS, ozonListingFees } from '@marketpult/shared/economics/index';
import { describe, expect, it } from 'vitest';
import { economicsOf } from '../../../src/modules/prices/economics';

describe("a price change's economics", () => {
  it("take the listing's reported fees over the typical ones: break-even and margin", () => {
    const typical = economicsOf('ozon', 300, 1000, DEFAULT_ECONOMICS_SETTINGS);
    const fees = ozonListingFees(
      { commissions: { sales_percent_fbs: 40 }, acquiring: 15 },
      'fbs',
      1000,
    );
    const own = economicsOf('ozon', 300, 1000, DEFAULT_ECONOMICS_SETTINGS, fees);
    // A 40 % commission instead of the typical 20 %: a higher break-even, a lower margin.
    expect(own.breakEven!).toBeGreaterThan(typical.breakEven!);
    expect(own.marginPercent!).toBeLessThan(typical.marginPercent!);
    expect(economicsOf('ozon', null, 1000, DEFAULT_ECONOMICS_SETTINGS, fees)).toEqual({
      breakEven: null,
      marginPercent: null,
    });
  });
});
