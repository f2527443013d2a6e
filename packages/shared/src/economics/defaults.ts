import type {
  EconomicsMarketplace,
  MarketplaceFees,
  SellerEconomicsSettings,
  TaxRegime,
} from './types';

/**
 * Typical fees per marketplace, used only where the listing's own figures (reported by the
 * marketplace) are missing. Each value's source, or "assumption" where the research is silent,
 * is in README.md «Defaults».
 */
const NO_LAST_MILE = { lastMilePercent: 0, lastMileMinRub: 0, lastMileMaxRub: 0 } as const;

const DEFAULT_FEES: Readonly<Record<EconomicsMarketplace, Readonly<MarketplaceFees>>> =
  Object.freeze({
    wildberries: Object.freeze({
      commissionPercent: 25,
      logisticsRub: 70.4,
      acquiringPercent: 1.5,
      marketplaceDiscountPercent: 0,
      returnsPercent: 10,
      returnLogisticsRub: 50,
      ...NO_LAST_MILE,
      storageRub: 0,
      fulfilmentRub: 0,
    }),
    ozon: Object.freeze({
      commissionPercent: 20,
      logisticsRub: 60.2,
      acquiringPercent: 1.5,
      marketplaceDiscountPercent: 0,
      returnsPercent: 5,
      returnLogisticsRub: 60.2,
      ...NO_LAST_MILE,
      storageRub: 0,
      fulfilmentRub: 0,
    }),
    yandex: Object.freeze({
      commissionPercent: 15,
      logisticsRub: 60,
      acquiringPercent: 1.8,
      marketplaceDiscountPercent: 0,
      returnsPercent: 5,
      returnLogisticsRub: 60,
      ...NO_LAST_MILE,
      storageRub: 0,
      fulfilmentRub: 0,
    }),
  });

/** A fresh copy of the marketplace's typical fees. */
export function defaultFees(marketplace: EconomicsMarketplace): MarketplaceFees {
  return { ...DEFAULT_FEES[marketplace] };
}

/** Each regime's standard rate, %: what taxPercent is when the seller names only the regime. */
export const TAX_REGIME_DEFAULT_PERCENT: Readonly<Record<TaxRegime, number>> = Object.freeze({
  usn_income: 6,
  usn_income_expenses: 15,
  ausn_income: 8,
  ausn_income_expenses: 20,
  osno: 25, // profit tax from 2025
  npd: 4, // sales to individuals, which marketplace buyers are
});

/** АУСН and НПД exclude VAT by law: the seller is not a VAT payer, so vatPercent is 0. */
export const VAT_FREE_TAX_REGIMES: ReadonlySet<TaxRegime> = new Set([
  'ausn_income',
  'ausn_income_expenses',
  'npd',
]);

/** The standard VAT rate from 2026; ОСНО sellers pay it unless they set another rate. */
export const STANDARD_VAT_PERCENT = 22;

/** What sellers see: the names they know from the tax office. */
export const TAX_REGIME_LABELS: Readonly<Record<TaxRegime, string>> = Object.freeze({
  usn_income: 'УСН «Доходы»',
  usn_income_expenses: 'УСН «Доходы минус расходы»',
  ausn_income: 'АУСН «Доходы»',
  ausn_income_expenses: 'АУСН «Доходы минус расходы»',
  osno: 'ОСНО',
  npd: 'НПД (самозанятый)',
});

/** УСН «Доходы» 6 % without VAT and no other costs: the commonest small seller. */
export const DEFAULT_ECONOMICS_SETTINGS: Readonly<SellerEconomicsSettings> = Object.freeze({
  taxRegime: 'usn_income',
  taxPercent: TAX_REGIME_DEFAULT_PERCENT.usn_income,
  vatPercent: 0,
  otherCostsRub: 0,
  otherCostsPercent: 0,
});
