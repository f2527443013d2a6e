import { API_PATHS } from '@marketpult/shared/api-paths';
import { cabinetListResponseSchema, type Cabinet } from '@marketpult/shared/contracts/cabinets';
import { getJson } from '../lib/http';
import { useDebounced } from '../lib/use-debounced';
import { useLoaded } from '../lib/use-loaded';
import { useAccountBrands } from './account-brands';

/** How long a list waits after the last keystroke in its search or brand field before it asks. */
export const SEARCH_PAUSE_MS = 300;

/** What the shop filters offer, and the brand the list asks for. */
export interface ShopFilterOptions {
  cabinets: readonly Cabinet[];
  brands: readonly string[];
  /**
   * What to send as `brand`: the typed text once the seller pauses, in the account's own
   * spelling when one of its brands matches (brandToFilter). A string, so the brands' arrival
   * changes a list's query only when it changes the brand asked.
   */
  brand: string;
}

const NO_CABINETS: readonly Cabinet[] = [];

const loadCabinets = (signal: AbortSignal) =>
  getJson(API_PATHS.cabinets, cabinetListResponseSchema, { signal }).then(
    (answer) => answer.cabinets,
  );

/**
 * Loads the cabinets and the brands once per screen. A failed call leaves its list empty: the
 * cabinet filter then offers «Все» only, the brand field takes typed text with no suggestions.
 */
export function useShopFilterOptions(typedBrand: string): ShopFilterOptions {
  const { state } = useLoaded(loadCabinets);
  const cabinets = state.status === 'ready' ? state.data : NO_CABINETS;
  const brands = useAccountBrands();
  const brand = brandToFilter(useDebounced(typedBrand, SEARCH_PAUSE_MS), brands);
  return { cabinets, brands, brand };
}

/**
 * The brand to filter by for what the seller typed: the account's own spelling when the
 * letters match whatever their case («гжель» → «Гжель»), since the server matches a brand
 * exactly; otherwise the typed text, trimmed.
 */
function brandToFilter(typed: string, brands: readonly string[]): string {
  const wanted = typed.trim();
  if (!wanted) return '';
  const folded = wanted.toLocaleLowerCase('ru');
  return brands.find((brand) => brand.toLocaleLowerCase('ru') === folded) ?? wanted;
}
