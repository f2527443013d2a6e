import {
  DEFAULT_ECONOMICS_SETTINGS,
  STANDARD_VAT_PERCENT,
  TAX_REGIME_DEFAULT_PERCENT,
  VAT_FREE_TAX_REGIMES,
  defaultFees,
} from './defaults';
import type {
  EconomicsMarketplace,
  MarketplaceFees,
  SellerEconomicsSettings,
  TaxRegime,
  UnitEconomicsInput,
} from './types';

export const ECONOMICS_MARKETPLACES: readonly EconomicsMarketplace[] = Object.freeze([
  'ozon',
  'wildberries',
  'yandex',
]);

export const TAX_REGIMES: readonly TaxRegime[] = Object.freeze([
  'usn_income',
  'usn_income_expenses',
  'ausn_income',
  'ausn_income_expenses',
  'osno',
  'npd',
]);

/** Thrown by computeUnitEconomics for inputs that would give a wrong number; lists the fields. */
export class UnitEconomicsInputError extends RangeError {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid unit-economics input: ${problems.join('; ')}`);
    this.name = 'UnitEconomicsInputError';
  }
}

/** Percent fields and the largest value each may take; `open` means the bound itself is out. */
const FEE_PERCENT_LIMITS: Partial<Record<keyof MarketplaceFees, { max: number; open: boolean }>> = {
  commissionPercent: { max: 100, open: false },
  acquiringPercent: { max: 100, open: false },
  marketplaceDiscountPercent: { max: 100, open: false },
  lastMilePercent: { max: 100, open: false },
  // At 100 % nothing is ever bought out, so no sold unit carries the cost.
  returnsPercent: { max: 100, open: true },
};

/**
 * The largest amount taken, roubles: its kopecks (10¹⁴) are still exact integers in a double
 * (below 2⁵³ ≈ 9·10¹⁵), so reading an input never loses a kopeck.
 */
export const MAX_AMOUNT_RUB = 1_000_000_000_000;

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT_RUB;

function checkPercent(name: string, value: number, max: number, open: boolean): string | null {
  if (!isAmount(value)) return `${name} must be a finite number ≥ 0`;
  if (open ? value >= max : value > max) return `${name} must be ${open ? '<' : '≤'} ${max}`;
  return null;
}

export function isEconomicsMarketplace(value: unknown): value is EconomicsMarketplace {
  return ECONOMICS_MARKETPLACES.includes(value as EconomicsMarketplace);
}

export function isTaxRegime(value: unknown): value is TaxRegime {
  return TAX_REGIMES.includes(value as TaxRegime);
}

/** The marketplace's defaults with the listing's own figures laid over them. */
export function mergeFees(marketplace: EconomicsMarketplace, own?: Partial<MarketplaceFees>) {
  const fees = defaultFees(marketplace);
  for (const key of Object.keys(fees) as (keyof MarketplaceFees)[]) {
    const value = own?.[key];
    if (value !== undefined) fees[key] = value;
  }
  return fees;
}

/**
 * The seller's settings over the defaults. A regime named without a rate takes the regime's
 * standard rate (ОСНО alone means profit tax 25 % and VAT 22 %), not the default regime's 6 %;
 * АУСН and НПД always have VAT 0.
 */
export function mergeSettings(own?: Partial<SellerEconomicsSettings>): SellerEconomicsSettings {
  const taxRegime = own?.taxRegime ?? DEFAULT_ECONOMICS_SETTINGS.taxRegime;
  const settings: SellerEconomicsSettings = {
    ...DEFAULT_ECONOMICS_SETTINGS,
    taxRegime,
    taxPercent: TAX_REGIME_DEFAULT_PERCENT[taxRegime] ?? DEFAULT_ECONOMICS_SETTINGS.taxPercent,
    vatPercent: taxRegime === 'osno' ? STANDARD_VAT_PERCENT : 0,
  };
  for (const key of ['taxPercent', 'vatPercent', 'otherCostsRub', 'otherCostsPercent'] as const) {
    const value = own?.[key];
    if (value !== undefined) settings[key] = value;
  }
  if (VAT_FREE_TAX_REGIMES.has(taxRegime)) settings.vatPercent = 0;
  return settings;
}

/**
 * What is wrong with an input, one message per field; empty when it can be computed. `price`
 * is checked only when present, so the same check serves break-even and target-price inputs.
 */
export function validateUnitEconomicsInput(
  input: Omit<UnitEconomicsInput, 'price'> & { price?: number },
): string[] {
  const problems: string[] = [];
  if (!isEconomicsMarketplace(input.marketplace)) return ['marketplace is not supported'];
  if (input.price !== undefined && !isAmount(input.price)) {
    problems.push('price must be a finite number from 0 to 10¹²');
  }
  if (input.costPrice !== null && !isAmount(input.costPrice)) {
    problems.push('costPrice must be null or a finite number from 0 to 10¹²');
  }
  const fees = mergeFees(input.marketplace, input.fees);
  for (const key of Object.keys(fees) as (keyof MarketplaceFees)[]) {
    const limit = FEE_PERCENT_LIMITS[key];
    const problem = limit
      ? checkPercent(`fees.${key}`, fees[key], limit.max, limit.open)
      : isAmount(fees[key])
        ? null
        : `fees.${key} must be a finite number from 0 to 10¹²`;
    if (problem) problems.push(problem);
  }
  if (fees.lastMileMaxRub > 0 && fees.lastMileMaxRub < fees.lastMileMinRub) {
    problems.push('fees.lastMileMaxRub must be 0 (no bound) or ≥ fees.lastMileMinRub');
  }
  const settings = mergeSettings(input.settings);
  if (!isTaxRegime(settings.taxRegime)) problems.push('settings.taxRegime is not supported');
  const settingProblems = [
    checkPercent('settings.taxPercent', settings.taxPercent, 100, true),
    checkPercent('settings.vatPercent', settings.vatPercent, 100, true),
    checkPercent('settings.otherCostsPercent', settings.otherCostsPercent, 100, false),
    isAmount(settings.otherCostsRub)
      ? null
      : 'settings.otherCostsRub must be a finite number from 0 to 10¹²',
  ];
  return [...problems, ...settingProblems.filter((p): p is string => p !== null)];
}
