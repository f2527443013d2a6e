import { API_PATHS } from '@marketpult/shared/api-paths';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { linkAccountListings } from '../../../src/modules/catalog/linking';
import {
  insertCabinet,
  insertListing,
  insertProduct,
} from '../../modules/catalog/catalog-fixtures';
import { urlsFor, type FuzzTarget, type GeneratedUrl } from './fuzz-cases';
import { hostileString } from './hostile-values';
import type { FuzzWorld } from './fuzz-world';

const LIMIT = 4 * 1024;
const answered200 = (response: LightMyRequestResponse) => response.statusCode === 200;

/** The catalog rows the fuzzer aims at: the signed-in account's, and another account's. */
export interface CatalogFixture {
  productId: string;
  listingId: number;
  foreignProductId: string;
  foreignListingId: number;
}

export async function plantCatalog(world: FuzzWorld): Promise<CatalogFixture> {
  const db = world.app.db;
  const stranger = (
    await world.app.db.execute<{ user_id: string }>(
      // The fuzz world's other account owns the foreign cabinet.
      (await import('drizzle-orm'))
        .sql`select user_id from cabinets where id = ${world.foreignCabinetId}`,
    )
  ).rows[0]!.user_id;
  const listingId = await insertListing(db, world.cabinetId, { offerId: 'FZ-1', barcodes: ['1'] });
  const productId = await insertProduct(db, world.user.id, { article: 'FZ-2', costPrice: 10 });
  await linkAccountListings(db, world.user.id);
  const ozon = await insertCabinet(db, stranger, 'ozon');
  const foreignListingId = await insertListing(db, ozon, { offerId: 'THEIRS' });
  await linkAccountListings(db, stranger);
  const [foreign] = (
    await db.execute<{ id: string }>(sql`select id from products where user_id = ${stranger}`)
  ).rows;
  return { productId, listingId, foreignProductId: foreign!.id, foreignListingId };
}

const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''));
const hostile = hostileString.map(encode);
const values: Record<string, fc.Arbitrary<string>> = {
  page: fc.oneof(fc.constantFrom('0', '1', '99999', '100001', '-1', '1e3', '0x10', ''), hostile),
  pageSize: fc.oneof(fc.constantFrom('25', '50', '100', '101', '0'), hostile),
  sort: fc.oneof(
    fc.constantFrom('article', 'marginPercent', 'priceOzon', 'offerId', 'stockTotal', 'id', 'p.id'),
    hostile,
  ),
  order: fc.constantFrom('asc', 'desc', 'DESC', ''),
  search: fc.oneof(fc.constantFrom('%', '_', '\\', "'", 'FZ', '1'), hostile),
  cabinetId: fc.oneof(fc.uuid(), hostile),
  marketplace: fc.constantFrom('ozon', 'wildberries', 'yandex', 'avito', ''),
  brand: hostile,
  noCostPrice: fc.constantFrom('true', 'false', '1', ''),
  noStock: fc.constantFrom('true', 'false'),
  lossMaking: fc.constantFrom('true', 'false', 'yes'),
  unlinked: fc.constantFrom('true', 'false'),
  link: fc.oneof(fc.constantFrom('linked', 'unlinked', 'LINKED', ''), hostile),
  productId: fc.oneof(fc.uuid(), hostile),
};

/** Query strings of known keys with good and hostile values, repeated keys now and then. */
function queryUrls(path: string, keys: readonly string[]): fc.Arbitrary<GeneratedUrl> {
  const pairs = fc.array(
    fc.constantFrom(...keys).chain((key) => values[key]!.map((value) => `${key}=${value}`)),
    { maxLength: 6 },
  );
  return fc.oneof(
    { weight: 2, arbitrary: urlsFor(path) },
    {
      weight: 5,
      arbitrary: pairs.map((list) => ({
        url: `${path}?${list.join('&')}`,
        kind: 'catalog-query',
        routeMatches: true,
      })),
    },
  );
}

const LIST_KEYS = Object.keys(values).filter((key) => key !== 'link' && key !== 'productId');
/** /catalog-management's listings: the filters of its contract (catalog-listings.ts). */
const LISTING_FILTER_KEYS = [
  'search',
  'cabinetId',
  'marketplace',
  'brand',
  'link',
  'noStock',
  'productId',
];
const LISTING_KEYS = [...LISTING_FILTER_KEYS, 'page', 'pageSize', 'sort', 'order'];

export function catalogTargets(world: FuzzWorld, fixture: CatalogFixture): FuzzTarget[] {
  const id = (template: string, value: string | number) => template.replace(':id', String(value));
  const get = (name: string, path: string, urls?: fc.Arbitrary<GeneratedUrl>): FuzzTarget => ({
    name: `GET ${name}`,
    method: 'GET',
    path,
    template: {},
    bodyLimit: LIMIT,
    mostlySignedIn: true,
    ...(urls ? { urls } : {}),
  });
  const post = (
    name: string,
    path: string,
    template: Record<string, unknown>,
    writes: boolean,
  ): FuzzTarget => ({
    name: `POST ${name}`,
    method: 'POST',
    path,
    template,
    fields: {
      productId: fc.oneof(
        fc.constantFrom(fixture.productId, fixture.foreignProductId),
        fc.uuid(),
        hostileString,
      ),
    },
    bodyLimit: LIMIT,
    mostlySignedIn: true,
    ...(writes ? { mayWrite: answered200 } : {}),
  });
  void world;
  return [
    get(
      API_PATHS.catalogProducts,
      API_PATHS.catalogProducts,
      queryUrls(API_PATHS.catalogProducts, LIST_KEYS),
    ),
    get(
      API_PATHS.catalogExport,
      API_PATHS.catalogExport,
      queryUrls(API_PATHS.catalogExport, LIST_KEYS),
    ),
    get(API_PATHS.catalogProduct, id(API_PATHS.catalogProduct, fixture.productId)),
    get(
      `${API_PATHS.catalogProduct} (another account's)`,
      id(API_PATHS.catalogProduct, fixture.foreignProductId),
    ),
    get(
      API_PATHS.catalogUnlinked,
      API_PATHS.catalogUnlinked,
      queryUrls(API_PATHS.catalogUnlinked, ['page', 'cabinetId']),
    ),
    get(
      API_PATHS.catalogCandidates,
      id(API_PATHS.catalogCandidates, fixture.listingId),
      queryUrls(id(API_PATHS.catalogCandidates, fixture.listingId), ['search']),
    ),
    get(API_PATHS.catalogConflicts, API_PATHS.catalogConflicts),
    get(API_PATHS.catalogBrands, API_PATHS.catalogBrands),
    post(
      API_PATHS.catalogLink,
      id(API_PATHS.catalogLink, fixture.listingId),
      { productId: fixture.productId },
      true,
    ),
    post(
      `${API_PATHS.catalogLink} (another account's listing)`,
      id(API_PATHS.catalogLink, fixture.foreignListingId),
      { productId: fixture.productId },
      false,
    ),
    post(API_PATHS.catalogUnlink, id(API_PATHS.catalogUnlink, fixture.listingId), {}, true),
    get(
      API_PATHS.catalogListings,
      API_PATHS.catalogListings,
      queryUrls(API_PATHS.catalogListings, LISTING_KEYS),
    ),
    get(
      API_PATHS.catalogListingSelection,
      API_PATHS.catalogListingSelection,
      queryUrls(API_PATHS.catalogListingSelection, LISTING_FILTER_KEYS),
    ),
    get(API_PATHS.economicsSettings, API_PATHS.economicsSettings),
    {
      name: `POST ${API_PATHS.economicsSettings}`,
      method: 'POST',
      path: API_PATHS.economicsSettings,
      template: {
        taxRegime: 'usn_income',
        taxPercent: 6,
        vatPercent: 0,
        otherCostsRub: 0,
        otherCostsPercent: 0,
      },
      fields: {
        taxRegime: fc.oneof(fc.constantFrom('ausn_income', 'npd', 'osno', 'USN'), hostileString),
        vatPercent: fc.constantFrom(0, 5, 6, 22, -1, 22.5, '22'),
        taxPercent: fc.oneof(fc.double(), fc.constantFrom(100, 99.999, -0)),
      },
      bodyLimit: LIMIT,
      mostlySignedIn: true,
      mayWrite: answered200,
    },
    post(
      `${API_PATHS.catalogUnlink} (another account's listing)`,
      id(API_PATHS.catalogUnlink, fixture.foreignListingId),
      {},
      false,
    ),
  ];
}
