import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { TAX_REGIMES, VAT_FREE_TAX_REGIMES, type TaxRegime } from '../economics/index';
import type { ApiContract } from './api-contracts';
import { economicsSettingsSchema } from './product-card';

/**
 * The seller's own unit-economics settings: tax regime and rate, VAT, other costs per unit.
 * Every margin of the account (the catalog's column, the product card, the price guardrails'
 * break-even price) is computed with them; without saved ones, the engine's defaults apply.
 */

/** The VAT rates a Russian seller charges (2026): none, УСН's reduced 5 % and 7 %, 10 %, 22 %. */
export const VAT_RATES = Object.freeze([0, 5, 7, 10, 22] as const);
/** Other costs per unit above this are surely a typo (a unit's cost, not a month's). */
export const MAX_OTHER_COSTS_RUB = 1_000_000;

/** Whole hundredths: the stored columns keep two decimals, so a third would be lost silently. */
const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const percent = z.number().min(0).lt(100).refine(hundredths, { message: 'Two decimals at most' });

/** POST /api/settings/economics: the settings as the seller sets them, all five at once. */
export const economicsSettingsRequestSchema = z
  .object({
    taxRegime: z.enum(TAX_REGIMES as [TaxRegime, ...TaxRegime[]]),
    taxPercent: percent,
    vatPercent: z.number().refine((value) => (VAT_RATES as readonly number[]).includes(value), {
      message: 'VAT is one of 0, 5, 7, 10, 22',
    }),
    otherCostsRub: z
      .number()
      .min(0)
      .max(MAX_OTHER_COSTS_RUB)
      .refine(hundredths, { message: 'Whole kopecks' }),
    otherCostsPercent: percent,
  })
  .strict()
  .refine(
    (settings) => !VAT_FREE_TAX_REGIMES.has(settings.taxRegime) || settings.vatPercent === 0,
    {
      message: 'АУСН and НПД pay no VAT',
      path: ['vatPercent'],
    },
  );
export type EconomicsSettingsRequest = z.infer<typeof economicsSettingsRequestSchema>;

/** GET and POST answer: the settings in force, and whether the seller saved them or they are the defaults. */
export const economicsSettingsResponseSchema = z.object({
  settings: economicsSettingsSchema,
  isDefault: z.boolean(),
});
export type EconomicsSettingsResponse = z.infer<typeof economicsSettingsResponseSchema>;

/** Refusals: 400 ValidationError, 401, 403 CsrfTokenInvalid. */
export const ECONOMICS_SETTINGS_CONTRACTS = Object.freeze({
  read: {
    method: 'GET',
    path: API_PATHS.economicsSettings,
    response: economicsSettingsResponseSchema,
  },
  update: {
    method: 'POST',
    path: API_PATHS.economicsSettings,
    request: economicsSettingsRequestSchema,
    response: economicsSettingsResponseSchema,
  },
} as const satisfies Record<string, ApiContract>);
