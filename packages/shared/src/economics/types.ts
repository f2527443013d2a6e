/**
 * The unit-economics engine's contract: one sold unit of one listing at one price. The catalog
 * (margin at the current price), the price calculator and the promotion rules all call the same
 * engine, so the same price always gives the same profit everywhere. Formulas: README.md.
 */

/** The marketplaces the engine has fee rules for. */
export type EconomicsMarketplace = 'ozon' | 'wildberries' | 'yandex';

/**
 * The seller's tax regime (система налогообложения). A closed set of what marketplace sellers in
 * Russia use; how each is computed per unit is in README.md.
 * - `usn_income`: УСН «Доходы», taxPercent of the income (6 % by default, regions may lower it).
 * - `usn_income_expenses`: УСН «Доходы минус расходы», taxPercent (15 %) of income − expenses.
 * - `ausn_income`: АУСН «Доходы», 8 % of the income.
 * - `ausn_income_expenses`: АУСН «Доходы минус расходы», 20 % of income − expenses.
 * - `osno`: ОСНО, profit tax (taxPercent, 25 % from 2025) on income − expenses, net of VAT.
 * - `npd`: НПД (самозанятый), 4 % of the income from individuals.
 * VAT (НДС) is `vatPercent` in the settings, for ОСНО and for УСН above the VAT threshold.
 */
export type TaxRegime =
  'usn_income' | 'usn_income_expenses' | 'ausn_income' | 'ausn_income_expenses' | 'osno' | 'npd';

/**
 * The marketplace's charges for one unit. Percentages are of the seller's price (see
 * `UnitEconomicsInput.price`); amounts are roubles per sold unit unless said otherwise.
 */
export interface MarketplaceFees {
  /** Sales commission (комиссия), % of the price. */
  commissionPercent: number;
  /** Forward logistics to the buyer (логистика), roubles per delivered unit. */
  logisticsRub: number;
  /** Acquiring (эквайринг), % of the buyer's payment: price × (1 − marketplaceDiscountPercent). */
  acquiringPercent: number;
  /**
   * The discount the marketplace gives the buyer at its own cost (WB's СПП), % of the price. It
   * lowers only the base of acquiring; the seller's income and commission stay on the price.
   */
  marketplaceDiscountPercent: number;
  /**
   * Share of dispatched units that come back (невыкуп and returns), %. 100 − buyout rate
   * (процент выкупа). Each returned unit costs its forward and return logistics.
   */
  returnsPercent: number;
  /** Return logistics (обратная логистика), roubles per returned unit. */
  returnLogisticsRub: number;
  /** Ozon's last mile (последняя миля), % of the price, within the min/max below. 0 if none. */
  lastMilePercent: number;
  /** Lower bound of the last mile, roubles. */
  lastMileMinRub: number;
  /** Upper bound of the last mile, roubles; 0 means no upper bound. */
  lastMileMaxRub: number;
  /** Storage (хранение) per sold unit, roubles. */
  storageRub: number;
  /** Acceptance, assembly or processing of the shipment (приёмка, сборка, обработка), roubles. */
  fulfilmentRub: number;
}

/** The seller's own settings, shared by all listings unless a listing overrides them. */
export interface SellerEconomicsSettings {
  taxRegime: TaxRegime;
  /** The rate of the regime's own tax (6 for УСН «Доходы», 25 for ОСНО's profit tax…), %. */
  taxPercent: number;
  /** VAT rate (НДС) charged on sales, %: 0 when the seller pays none. Prices include VAT. */
  vatPercent: number;
  /** Other costs per unit (packaging, labels, delivery to the warehouse…), roubles. */
  otherCostsRub: number;
  /** Other costs as a share of the price (advertising, ДРР…), %. */
  otherCostsPercent: number;
}

export interface UnitEconomicsInput {
  marketplace: EconomicsMarketplace;
  /**
   * The seller's price of one unit in roubles: the price after the seller's own discount, before
   * discounts the marketplace pays for itself (WB's СПП, Ozon's co-financed promotions).
   */
  price: number;
  /** Cost price (себестоимость) of one unit in roubles; null when the seller has not given it. */
  costPrice: number | null;
  /** The listing's own fees as the marketplace reports them; the rest come from defaultFees. */
  fees?: Partial<MarketplaceFees>;
  /** The seller's settings; the rest come from DEFAULT_ECONOMICS_SETTINGS. */
  settings?: Partial<SellerEconomicsSettings>;
}

/**
 * All amounts in roubles with whole kopecks. The cost lines (costPrice … otherCostsRub) add up
 * to price − profitRub exactly. Amounts that need the cost price are null without it.
 */
export interface UnitEconomicsResult {
  price: number;
  /** The fees used: the defaults with the listing's own figures laid over them. */
  fees: MarketplaceFees;
  settings: SellerEconomicsSettings;
  costPrice: number | null;
  commissionRub: number;
  /** Forward logistics, without the last mile. */
  logisticsRub: number;
  lastMileRub: number;
  acquiringRub: number;
  /** Logistics of the returned units, spread over the sold ones. */
  returnsRub: number;
  storageRub: number;
  fulfilmentRub: number;
  /** All taxes: vatRub + incomeTaxRub. */
  taxRub: number | null;
  vatRub: number | null;
  /** The regime's own tax (УСН, АУСН, НПД or profit tax). */
  incomeTaxRub: number | null;
  otherCostsRub: number;
  /** Profit (прибыль) after every cost and tax. */
  profitRub: number | null;
  /** Margin (маржа, маржинальность): profit ÷ price, %. */
  marginPercent: number | null;
  /** Markup (наценка): (price − cost price) ÷ cost price, %. */
  markupPercent: number | null;
  /** Return on the cost price (ROI): profit ÷ cost price, %. */
  roiPercent: number | null;
  /** Break-even price (точка безубыточности) with the same fees and settings. */
  breakEvenPrice: number | null;
}
