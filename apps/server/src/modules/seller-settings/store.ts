/**
 * The seller's unit-economics settings as stored (one row per account): read by the catalog's
 * margins, the product card and the price guardrails alike.
 */
import {
  DEFAULT_ECONOMICS_SETTINGS,
  type SellerEconomicsSettings,
  type TaxRegime,
} from '@marketpult/shared/economics/index';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { sellerSettings } from '../../db/schema';

/** The account's saved settings, or null when it never saved any. */
export async function storedSettings(
  db: DbExecutor,
  userId: string,
): Promise<SellerEconomicsSettings | null> {
  const [row] = await db.select().from(sellerSettings).where(eq(sellerSettings.userId, userId));
  if (!row) return null;
  return {
    taxRegime: row.taxRegime as TaxRegime,
    taxPercent: Number(row.taxPercent),
    vatPercent: Number(row.vatPercent),
    otherCostsRub: Number(row.otherCostsRub),
    otherCostsPercent: Number(row.otherCostsPercent),
  };
}

/** The settings every margin of the account is computed with: the saved ones or the defaults. */
export async function economicsSettingsOf(
  db: DbExecutor,
  userId: string,
): Promise<SellerEconomicsSettings> {
  return (await storedSettings(db, userId)) ?? { ...DEFAULT_ECONOMICS_SETTINGS };
}
