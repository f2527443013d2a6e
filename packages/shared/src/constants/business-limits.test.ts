import { describe, expect, it } from 'vitest';
import { BUSINESS_LIMITS } from './business-limits';

// Spec §9, row by row.
const SPEC_ROWS: ReadonlyArray<[keyof typeof BUSINESS_LIMITS, number]> = [
  ['ordersLookbackDays', 90],
  ['salesSummaryLookbackDays', 60],
  ['statusChangeBatchSize', 10],
  ['scenarioProductsExcelSize', 50],
  ['pricingModelTemplateExcelSize', 3],
  ['maxScenarioProducts', 100],
  ['maxPricingModelProducts', 50],
  ['maxProductsMatchingCount', 20],
  ['maxCabinetCatalogCount', 20],
  ['maxProductsMatchingCatalogCount', 30],
  ['maxDocumentsFetched', 2000],
  ['maxMarketplaceActionProducts', 20],
];

describe('BUSINESS_LIMITS', () => {
  it.each(SPEC_ROWS)('%s is %i', (name, value) => {
    expect(BUSINESS_LIMITS[name]).toBe(value);
  });

  it('holds exactly the limits of spec §9', () => {
    expect(Object.keys(BUSINESS_LIMITS).sort()).toEqual(SPEC_ROWS.map(([name]) => name).sort());
  });

  it('cannot be changed at run time', () => {
    expect(() => {
      (BUSINESS_LIMITS as Record<string, number>).ordersLookbackDays = 1;
    }).toThrow(TypeError);
    expect(BUSINESS_LIMITS.ordersLookbackDays).toBe(90);
  });
});
