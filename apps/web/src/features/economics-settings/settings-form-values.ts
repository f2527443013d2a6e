import {
  MAX_OTHER_COSTS_RUB,
  type EconomicsSettingsRequest,
} from '@marketpult/shared/contracts/economics-settings';
import {
  STANDARD_VAT_PERCENT,
  TAX_REGIME_DEFAULT_PERCENT,
  VAT_FREE_TAX_REGIMES,
  type SellerEconomicsSettings,
  type TaxRegime,
} from '@marketpult/shared/economics/index';

/** The form as typed: numbers stay text until saved, so «6,5» can be typed a key at a time. */
export interface SettingsDraft {
  taxRegime: TaxRegime;
  taxPercent: string;
  vatPercent: number;
  otherCostsRub: string;
  otherCostsPercent: string;
}

const asText = (value: number) => String(value).replace('.', ',');

export const draftOf = (settings: SellerEconomicsSettings): SettingsDraft => ({
  taxRegime: settings.taxRegime,
  taxPercent: asText(settings.taxPercent),
  vatPercent: settings.vatPercent,
  otherCostsRub: asText(settings.otherCostsRub),
  otherCostsPercent: asText(settings.otherCostsPercent),
});

/**
 * Another regime brings its own standard rate and VAT, as the engine reads a regime named
 * alone: ОСНО 25 % with VAT 22 %, АУСН and НПД never with VAT.
 */
export function withRegime(draft: SettingsDraft, taxRegime: TaxRegime): SettingsDraft {
  return {
    ...draft,
    taxRegime,
    taxPercent: asText(TAX_REGIME_DEFAULT_PERCENT[taxRegime]),
    vatPercent: VAT_FREE_TAX_REGIMES.has(taxRegime)
      ? 0
      : taxRegime === 'osno'
        ? STANDARD_VAT_PERCENT
        : draft.vatPercent,
  };
}

/** A decimal as the seller types it (comma or dot, spaces ignored), below `limit`; else undefined. */
function parseDecimal(text: string, limit: number, inclusive: boolean): number | undefined {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  const value = Number(plain);
  return (inclusive ? value <= limit : value < limit) ? value : undefined;
}

export type DraftErrors = Partial<
  Record<'taxPercent' | 'otherCostsRub' | 'otherCostsPercent', true>
>;

/** The request, or which fields are not numbers the server takes. */
export function requestOf(
  draft: SettingsDraft,
): { request: EconomicsSettingsRequest } | { errors: DraftErrors } {
  const taxPercent = parseDecimal(draft.taxPercent, 100, false);
  const otherCostsRub = parseDecimal(draft.otherCostsRub, MAX_OTHER_COSTS_RUB, true);
  const otherCostsPercent = parseDecimal(draft.otherCostsPercent, 100, false);
  if (taxPercent === undefined || otherCostsRub === undefined || otherCostsPercent === undefined) {
    return {
      errors: {
        ...(taxPercent === undefined && { taxPercent: true }),
        ...(otherCostsRub === undefined && { otherCostsRub: true }),
        ...(otherCostsPercent === undefined && { otherCostsPercent: true }),
      },
    };
  }
  return {
    request: {
      taxRegime: draft.taxRegime,
      taxPercent,
      vatPercent: VAT_FREE_TAX_REGIMES.has(draft.taxRegime) ? 0 : draft.vatPercent,
      otherCostsRub,
      otherCostsPercent,
    },
  };
}
