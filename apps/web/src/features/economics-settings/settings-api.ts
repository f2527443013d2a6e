import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  economicsSettingsResponseSchema,
  type EconomicsSettingsRequest,
  type EconomicsSettingsResponse,
} from '@marketpult/shared/contracts/economics-settings';
import { getJson, postJson, type RequestOptions } from '../../lib/http';

export function fetchEconomicsSettings(
  options: RequestOptions = {},
): Promise<EconomicsSettingsResponse> {
  return getJson(API_PATHS.economicsSettings, economicsSettingsResponseSchema, options);
}

/** Saves all five; the server recomputes every product's margin before it answers. */
export function saveEconomicsSettings(
  settings: EconomicsSettingsRequest,
): Promise<EconomicsSettingsResponse> {
  return postJson(API_PATHS.economicsSettings, settings, economicsSettingsResponseSchema);
}
