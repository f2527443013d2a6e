import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ECONOMICS_SETTINGS,
  TAX_REGIME_DEFAULT_PERCENT,
  TAX_REGIME_LABELS,
  defaultFees,
} from './defaults';
import { computeUnitEconomics } from './engine';
import { ECONOMICS_MARKETPLACES, TAX_REGIMES, validateUnitEconomicsInput } from './validate';

describe('economics defaults', () => {
  it.each(ECONOMICS_MARKETPLACES)(
    'has valid fees for %s, a fresh copy each time',
    (marketplace) => {
      const fees = defaultFees(marketplace);
      expect(validateUnitEconomicsInput({ marketplace, costPrice: 0, fees })).toEqual([]);
      fees.commissionPercent = 99;
      expect(defaultFees(marketplace).commissionPercent).not.toBe(99);
    },
  );

  it('labels every regime and gives each a standard rate', () => {
    for (const regime of TAX_REGIMES) {
      expect(TAX_REGIME_LABELS[regime]).toMatch(/УСН|АУСН|ОСНО|НПД/);
      expect(TAX_REGIME_DEFAULT_PERCENT[regime]).toBeGreaterThan(0);
    }
  });

  it('cannot be changed at run time', () => {
    expect(() => {
      (DEFAULT_ECONOMICS_SETTINGS as { taxPercent: number }).taxPercent = 1;
    }).toThrow(TypeError);
    expect(DEFAULT_ECONOMICS_SETTINGS.taxPercent).toBe(6);
  });

  it('takes a regime named alone at its own rates', () => {
    const osno = computeUnitEconomics({
      marketplace: 'ozon',
      price: 1220,
      costPrice: 0,
      fees: { commissionPercent: 0, acquiringPercent: 0, logisticsRub: 0, returnsPercent: 0 },
      settings: { taxRegime: 'osno' },
    });
    // VAT 22 %: 1220 × 22/122 = 220; profit tax 25 % × 1000 = 250.
    expect(osno.settings).toMatchObject({ taxPercent: 25, vatPercent: 22 });
    expect([osno.vatRub, osno.incomeTaxRub, osno.profitRub]).toEqual([220, 250, 750]);
    const npd = computeUnitEconomics({
      marketplace: 'ozon',
      price: 1000,
      costPrice: 0,
      settings: { taxRegime: 'npd' },
    });
    expect(npd.incomeTaxRub).toBe(40);
  });
});
