import type {
  EconomicsSettingsRequest,
  EconomicsSettingsResponse,
} from '@marketpult/shared/contracts/economics-settings';
import { DEFAULT_ECONOMICS_SETTINGS } from '@marketpult/shared/economics/index';
import type { Database } from '../../db/client';
import { sellerSettings } from '../../db/schema';
import { lockCatalog } from './linking';
import { storedSettings } from '../seller-settings/store';
import { refreshAccountMargins } from './summary';
import { catalogChanged } from './total-cache';

export async function sellerSettingsOf(
  db: Database,
  userId: string,
): Promise<EconomicsSettingsResponse> {
  const stored = await storedSettings(db, userId);
  return stored
    ? { settings: stored, isDefault: false }
    : { settings: { ...DEFAULT_ECONOMICS_SETTINGS }, isDefault: true };
}

/**
 * Saves the settings and, in the same transaction, recomputes the stored margin of every
 * product of the account, so the catalog's column and its «Убыточные» filter agree with the
 * product card at once.
 */
export async function updateSellerSettings(
  db: Database,
  userId: string,
  request: EconomicsSettingsRequest,
): Promise<EconomicsSettingsResponse> {
  const values = {
    taxRegime: request.taxRegime,
    taxPercent: request.taxPercent.toFixed(2),
    vatPercent: request.vatPercent.toFixed(2),
    otherCostsRub: request.otherCostsRub.toFixed(2),
    otherCostsPercent: request.otherCostsPercent.toFixed(2),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await lockCatalog(tx, userId);
    await tx
      .insert(sellerSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: sellerSettings.userId, set: values });
    await refreshAccountMargins(tx, userId);
  });
  catalogChanged(userId);
  return sellerSettingsOf(db, userId);
}
