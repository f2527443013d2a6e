import { describe, expect, it } from 'vitest';
import { breakEvenPrice, computeUnitEconomics, priceForMargin } from './engine';
import type { UnitEconomicsInput } from './types';

/*
 * One realistic listing per marketplace, every line worked out by hand (exact fractions, then
 * the engine's rounding: lines to whole kopecks adding up to the exact costs rounded up, so the
 * profit is the exact profit rounded down; README.md «Rounding»). Sources:
 *   [WBC]  WB commission is on the seller's price after the seller's discount, not after СПП:
 *          datamp.ru/journal/komissii-wildberries-dlya-sellerov-za-chto-i-skolko-nuzhno-platit,
 *          delo.modulbank.ru/marketplaces/procent-wildberries-s-prodazh.
 *   [WBA]  WB acquiring is on the price after СПП: shared/docs/marketplaces-research.md,
 *          «Unit-economics calculator inputs».
 *   [WBT]  WB logistics = first litre + each additional litre, per warehouse; the example
 *          tariffs 48 ₽ and 11.20 ₽ are the ones in WB's tariffs API (boxDeliveryBase,
 *          boxDeliveryLiter in shared/marketplace-apis/wildberries/10-tariffs.yaml).
 *   [OZP]  Ozon reports per listing sales_percent_fbo, fbo_direct_flow_trans_*_amount,
 *          fbo_deliv_to_customer_amount (last mile), fbo_return_flow_amount and acquiring in
 *          /v5/product/info/prices (shared/marketplace-apis/ozon-seller-swagger.json).
 *   [OZA]  Ozon acquiring is at most 1.5 % of the order: oborot.ru news i168567 (2022).
 *   [YMT]  Yandex Market reports per offer FEE, PAYMENT_TRANSFER, DELIVERY_TO_CUSTOMER,
 *          SORTING… in roubles from POST /v2/tariffs/calculate (shared/marketplace-apis/
 *          yandex-market, CalculatedTariffType); FEE is a share of the seller's price.
 *   [VAT]  From 2026: VAT 22 %; УСН sellers above 20 M ₽ a year pay VAT 5 % or 7 % without
 *          deductions, or 22 % with them (Federal law 425-ФЗ of 28.11.2025, as summarised by
 *          tochka.promo.page and dzen.ru/a/aVKTbLKXRRwLZpUA). Profit tax 25 % from 2025.
 * Fees not reported by the marketplace in these examples are the seller's own figures.
 */

describe('Wildberries, FBW: a cotton T-shirt on УСН «Доходы» 6 %', () => {
  const input: Omit<UnitEconomicsInput, 'price'> = {
    marketplace: 'wildberries',
    costPrice: 420,
    fees: {
      commissionPercent: 24.5, // the category's FBW rate from /api/v1/tariffs/commission
      logisticsRub: 70.4, // 3 litres: 48 + 2 × 11.20 [WBT]
      acquiringPercent: 1.5,
      marketplaceDiscountPercent: 20, // СПП seen on the storefront
      returnsPercent: 25, // buyout (выкуп) 75 %
      returnLogisticsRub: 50,
      storageRub: 3.2,
    },
    settings: { taxRegime: 'usn_income', taxPercent: 6, otherCostsRub: 35 },
  };

  it('computes every line at 1 490 ₽', () => {
    const r = computeUnitEconomics({ ...input, price: 1490 });
    // себестоимость                                   420.00
    // комиссия     1490 × 24.5 % [WBC]                 365.05
    // логистика    48 + 2 × 11.20 [WBT]                 70.40
    // эквайринг    1490 × (1 − 20 %) × 1.5 % [WBA]      17.88
    // возвраты     25/75 × (70.40 + 50) = 40.1333…      40.14 (takes the missing kopeck)
    // хранение                                           3.20
    // прочее       упаковка, бирки                      35.00
    // налог        УСН 6 % × 1490                       89.40
    // costs 1041.0633… → 1041.07; прибыль 1490 − 1041.07 = 448.93 (exact 448.9366…)
    expect(r).toMatchObject({
      costPrice: 420,
      commissionRub: 365.05,
      logisticsRub: 70.4,
      lastMileRub: 0,
      acquiringRub: 17.88,
      returnsRub: 40.14,
      storageRub: 3.2,
      fulfilmentRub: 0,
      otherCostsRub: 35,
      vatRub: 0,
      incomeTaxRub: 89.4,
      taxRub: 89.4,
      profitRub: 448.93,
    });
    expect(r.marginPercent).toBeCloseTo(30.13, 2); // 448.9366… ÷ 1490
    expect(r.markupPercent).toBeCloseTo(254.76, 2); // (1490 − 420) ÷ 420
    expect(r.roiPercent).toBeCloseTo(106.89, 2); // 448.9366… ÷ 420
  });

  it('breaks even at 832.70 ₽', () => {
    // fixed 420 + 70.40 + 40.1333… + 3.20 + 35 = 568.7333…;
    // percents 24.5 + 1.5 × 0.8 + 6 = 31.7 %; 568.7333… ÷ 0.683 = 832.6988… → 832.70
    expect(breakEvenPrice(input)).toBe(832.7);
    expect(computeUnitEconomics({ ...input, price: 1490 }).breakEvenPrice).toBe(832.7);
  });

  it('reaches a 20 % margin at 1 177.51 ₽', () => {
    // profit = 0.683·P − 568.7333… ≥ 0.20·P ⇔ P ≥ 568.7333… ÷ 0.483 = 1177.5017… → 1177.51
    const price = priceForMargin(input, 20)!;
    expect(price).toBe(1177.51);
    expect(computeUnitEconomics({ ...input, price }).marginPercent).toBeGreaterThanOrEqual(20);
  });
});

describe('Ozon, FBO: wireless headphones on УСН «Доходы минус расходы» 15 % with VAT 5 %', () => {
  const input: Omit<UnitEconomicsInput, 'price'> = {
    marketplace: 'ozon',
    costPrice: 1100,
    fees: {
      commissionPercent: 19, // sales_percent_fbo [OZP]
      logisticsRub: 63, // fbo_direct_flow_trans_max_amount [OZP]
      lastMilePercent: 5.5, // last mile 5.5 % within 20–500 ₽ (Ozon's 2024 rule; an assumption)
      lastMileMinRub: 20,
      lastMileMaxRub: 500,
      acquiringPercent: 1.5, // [OZA]
      returnsPercent: 4,
      returnLogisticsRub: 50, // fbo_return_flow_amount [OZP]
    },
    settings: {
      taxRegime: 'usn_income_expenses',
      taxPercent: 15,
      vatPercent: 5, // [VAT]
      otherCostsRub: 25,
      otherCostsPercent: 5, // advertising, ДРР
    },
  };

  it('computes every line at 2 990 ₽', () => {
    const r = computeUnitEconomics({ ...input, price: 2990 });
    // себестоимость                                      1100.00
    // комиссия       2990 × 19 % [OZP]                     568.10
    // логистика      магистраль [OZP]                       63.00
    // последняя миля 2990 × 5.5 % = 164.45 (in 20–500)     164.45
    // эквайринг      2990 × 1.5 % [OZA]                     44.85
    // возвраты       4/96 × (63 + 50) = 4.7083…              4.71
    // прочее         25 + 2990 × 5 %                       174.50
    // costs before tax C = 2119.6083…
    // НДС 5 % without deduction: 2990 × 5/105 = 142.3809…  142.38
    // УСН 15 % × (2990 − 142.3809… − C) = 15 % × 728.0107… = 109.2016… → 109.21
    // all lines 2371.1908… → 2371.20; прибыль 2990 − 2371.20 = 618.80 (exact 618.8091…)
    expect(r).toMatchObject({
      commissionRub: 568.1,
      logisticsRub: 63,
      lastMileRub: 164.45,
      acquiringRub: 44.85,
      returnsRub: 4.71,
      otherCostsRub: 174.5,
      vatRub: 142.38,
      incomeTaxRub: 109.21,
      taxRub: 251.59,
      profitRub: 618.8,
    });
    expect(r.marginPercent).toBeCloseTo(20.696, 3);
  });

  it('caps the last mile at 500 ₽ and floors it at 20 ₽', () => {
    expect(computeUnitEconomics({ ...input, price: 12000 }).lastMileRub).toBe(500);
    expect(computeUnitEconomics({ ...input, price: 300 }).lastMileRub).toBe(20);
  });

  it('breaks even at 1 856.70 ₽', () => {
    // profit ≥ 0 ⇔ income net of VAT ≥ costs (the tax is 0 below that):
    // P/1.05 − (19 + 5.5 + 1.5 + 5) %·P ≥ 1100 + 63 + 4.7083… + 25 = 1192.7083…
    // P ≥ 1192.7083… ÷ (0.952380… − 0.31) = 1856.6994… → 1856.70 (last mile 102.12, in bounds)
    expect(breakEvenPrice(input)).toBe(1856.7);
  });
});

describe('Yandex Market, FBY: an electric kettle on ОСНО, VAT 22 % and profit tax 25 %', () => {
  const input: Omit<UnitEconomicsInput, 'price'> = {
    marketplace: 'yandex',
    costPrice: 1650, // bought from a VAT payer, so its VAT is deducted
    fees: {
      commissionPercent: 12, // FEE ÷ price [YMT]
      acquiringPercent: 1.8, // PAYMENT_TRANSFER ÷ price [YMT]
      logisticsRub: 150, // DELIVERY_TO_CUSTOMER [YMT]
      fulfilmentRub: 30, // SORTING [YMT]
      returnsPercent: 3,
      returnLogisticsRub: 150,
    },
    settings: { taxRegime: 'osno', taxPercent: 25, vatPercent: 22, otherCostsRub: 40 },
  };

  it('computes every line at 3 490 ₽', () => {
    const r = computeUnitEconomics({ ...input, price: 3490 });
    // себестоимость                                   1650.00
    // комиссия     3490 × 12 % [YMT]                    418.80
    // логистика    [YMT]                                150.00
    // эквайринг    3490 × 1.8 % [YMT]                    62.82
    // возвраты     3/97 × (150 + 150) = 9.2783…           9.28
    // обработка    [YMT]                                 30.00
    // прочее                                             40.00
    // C = 2360.8983…
    // НДС 22 % on the value added: (3490 − C) × 22/122 = 203.6084… → 203.61
    // налог на прибыль 25 % × (3490 − C)/1.22 = 231.3732… → 231.38
    // all lines 2795.8801… → 2795.89; прибыль 3490 − 2795.89 = 694.11 (exact 694.1198…)
    expect(r).toMatchObject({
      commissionRub: 418.8,
      logisticsRub: 150,
      acquiringRub: 62.82,
      returnsRub: 9.28,
      fulfilmentRub: 30,
      otherCostsRub: 40,
      vatRub: 203.61,
      incomeTaxRub: 231.38,
      taxRub: 434.99,
      profitRub: 694.11,
    });
    expect(r.marginPercent).toBeCloseTo(19.889, 3);
  });

  it('breaks even at 2 180.14 ₽', () => {
    // On ОСНО profit = (P − C)(1 − 25 %)/1.22, zero when P = C:
    // P (1 − 13.8 %) = 1650 + 150 + 9.2783… + 30 + 40 → P = 2180.1373… → 2180.14
    expect(breakEvenPrice(input)).toBe(2180.14);
  });

  it('has no tax or profit without the cost price', () => {
    const r = computeUnitEconomics({ ...input, costPrice: null, price: 3490 });
    expect(r).toMatchObject({ commissionRub: 418.8, taxRub: null, vatRub: null, profitRub: null });
    expect(r.breakEvenPrice).toBeNull();
  });
});
