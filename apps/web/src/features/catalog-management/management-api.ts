import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  catalogListingSelectionSchema,
  catalogListingsPageSchema,
  type CatalogListingFilterInput,
  type CatalogListingsQueryInput,
} from '@marketpult/shared/contracts/catalog-listings';
import {
  PRICE_RUN_PAGE_SIZE,
  priceRunListResponseSchema,
  priceRunQuerySchema,
  priceRunResponseSchema,
  type ApplyPriceRunRequest,
  type CreatePriceRunRequest,
  type PriceRunQueryInput,
} from '@marketpult/shared/contracts/prices';
import { getJson, postJson, type RequestOptions } from '../../lib/http';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Only the values set, so the URL stays short. */
function queryString(query: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const fetchListings = (query: CatalogListingsQueryInput, options: RequestOptions = {}) =>
  getJson(`${API_PATHS.catalogListings}${queryString(query)}`, catalogListingsPageSchema, options);

export const fetchSelection = (filter: CatalogListingFilterInput) =>
  getJson(
    `${API_PATHS.catalogListingSelection}${queryString(filter)}`,
    catalogListingSelectionSchema,
  );

/** A dry run: nothing is sent, the answer is the diff with every verdict. */
export const createDryRun = (request: CreatePriceRunRequest) =>
  postJson(API_PATHS.priceRuns, request, priceRunResponseSchema);

/**
 * One page of a run's changes (a view, from an offset). The server's defaults are left out, so
 * the first page of every change is the run's plain address.
 */
export function fetchRun(id: string, query: PriceRunQueryInput = {}, options: RequestOptions = {}) {
  const { view, offset, limit } = priceRunQuerySchema.parse(query);
  const search = queryString({
    view: view === 'all' ? undefined : view,
    offset: offset === 0 ? undefined : String(offset),
    limit: limit === PRICE_RUN_PAGE_SIZE ? undefined : String(limit),
  });
  return getJson(`${withId(API_PATHS.priceRun, id)}${search}`, priceRunResponseSchema, options);
}

export const applyRun = (id: string, overrides: readonly string[]) => {
  const body: ApplyPriceRunRequest = { overrides: [...overrides] };
  return postJson(withId(API_PATHS.priceRunApply, id), body, priceRunResponseSchema);
};

export const fetchRuns = (options: RequestOptions = {}) =>
  getJson(API_PATHS.priceRuns, priceRunListResponseSchema, options);
