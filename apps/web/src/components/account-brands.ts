import { API_PATHS } from '@marketpult/shared/api-paths';
import { catalogBrandsResponseSchema } from '@marketpult/shared/contracts/catalog';
import { getJson } from '../lib/http';
import { useLoaded } from '../lib/use-loaded';

const NONE: readonly string[] = [];

const loadBrands = (signal: AbortSignal) =>
  getJson(API_PATHS.catalogBrands, catalogBrandsResponseSchema, { signal }).then(
    (answer) => answer.brands,
  );

/**
 * The account's brands (GET /api/catalog/brands), loaded once per screen, for a brand field's
 * suggestions. Until they come, or if the call fails, none: the field takes typed text only.
 */
export function useAccountBrands(): readonly string[] {
  const { state } = useLoaded(loadBrands);
  return state.status === 'ready' ? state.data : NONE;
}
