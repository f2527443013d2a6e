import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  candidatesResponseSchema,
  catalogPageSchema,
  conflictsResponseSchema,
  listingResponseSchema,
  unlinkedPageSchema,
  type CatalogQueryInput,
  type LinkRequest,
} from '@marketpult/shared/contracts/catalog';
import { getJson, postJson, type RequestOptions } from '../../lib/http';

const withId = (path: string, id: string | number) =>
  path.replace(':id', encodeURIComponent(String(id)));

/** The query string of a catalog view: only the values set, so the URL stays short. */
export function catalogQueryString(query: CatalogQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 'false') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const fetchProducts = (query: CatalogQueryInput, options: RequestOptions = {}) =>
  getJson(`${API_PATHS.catalogProducts}${catalogQueryString(query)}`, catalogPageSchema, options);

/** The Excel file of the current view: the browser downloads it from this address. */
export const exportHref = (query: CatalogQueryInput) => {
  const { page: _page, pageSize: _pageSize, ...view } = query;
  return `${API_PATHS.catalogExport}${catalogQueryString(view)}`;
};

export const fetchUnlinked = (page: number, options: RequestOptions = {}) =>
  getJson(
    `${API_PATHS.catalogUnlinked}${page > 0 ? `?page=${page}` : ''}`,
    unlinkedPageSchema,
    options,
  );

export const fetchCandidates = (listingId: number, search: string, options: RequestOptions = {}) =>
  getJson(
    `${withId(API_PATHS.catalogCandidates, listingId)}${
      search.trim() ? `?search=${encodeURIComponent(search.trim())}` : ''
    }`,
    candidatesResponseSchema,
    options,
  );

export const linkListing = (listingId: number, productId: string) => {
  const body: LinkRequest = { productId };
  return postJson(withId(API_PATHS.catalogLink, listingId), body, listingResponseSchema);
};

export const unlinkListing = (listingId: number) =>
  postJson(withId(API_PATHS.catalogUnlink, listingId), {}, listingResponseSchema);

export const fetchConflicts = (options: RequestOptions = {}) =>
  getJson(API_PATHS.catalogConflicts, conflictsResponseSchema, options);
