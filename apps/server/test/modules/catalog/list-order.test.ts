import type { CatalogProduct, CatalogSortField } from '@marketpult/shared/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { updateProductCosts } from '../../../src/modules/catalog/product-card';
import { listProducts } from '../../../src/modules/catalog/service';
import { catalogChanged } from '../../../src/modules/catalog/total-cache';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { insertSeller } from './catalog-fixtures';

const PRODUCTS = 60;
const PAGE = 25;

/** 60 products whose sort columns repeat (ties) and are empty for every fifth one. */
async function seedProducts(db: Database, seller: string): Promise<void> {
  await db.execute(sql`
    insert into products (user_id, article, name, brand, barcodes, cost_price, listings_count,
      stock_total, price_ozon, price_wildberries, price_yandex, buyer_price_ozon, margin_percent)
    select ${seller}::uuid, 'A-' || lpad(n::text, 3, '0'), 'Товар ' || (n % 7),
      case when n % 5 <> 0 then 'Бренд ' || (n % 4) end,
      jsonb_build_array('46' || n), case when n % 5 <> 0 then (n % 9)::numeric end, n % 3, n % 6,
      case when n % 5 <> 0 then (100 + n % 8)::numeric end,
      case when n % 5 <> 0 then (200 + n % 8)::numeric end,
      case when n % 5 <> 0 then (300 + n % 8)::numeric end,
      case when n % 3 <> 0 then (90 + n % 6)::numeric end,
      case when n % 5 <> 0 then ((n % 11) - 5)::numeric end
    from generate_series(1, ${PRODUCTS}) as n`);
}

type Key = string | number | null;
const KEYS: Record<CatalogSortField, (product: CatalogProduct) => Key> = {
  article: (product) => product.article.toLowerCase(),
  name: (product) => product.name,
  brand: (product) => product.brand,
  listingsCount: (product) => product.listingsCount,
  priceOzon: (product) => product.prices.ozon,
  priceWildberries: (product) => product.prices.wildberries,
  priceYandex: (product) => product.prices.yandex,
  buyerPriceOzon: (product) => product.buyerPrices.ozon,
  stockTotal: (product) => product.stockTotal,
  costPrice: (product) => product.costPrice,
  marginPercent: (product) => product.marginPercent,
};

/** The order the contract promises: by the column, empty values last, ties by id. */
function expectedOrder(all: CatalogProduct[], field: CatalogSortField, desc: boolean): string[] {
  const sign = desc ? -1 : 1;
  const compare = (a: Key, b: Key): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    // The database compares text in its own collation; the seeded names are ASCII-ordered alike.
    return (a < b ? -1 : 1) * sign;
  };
  return [...all]
    .sort(
      (x, y) =>
        compare(KEYS[field](x), KEYS[field](y)) || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0) * sign,
    )
    .map((product) => product.id);
}

describe(`the catalog's order and pages on ${TEST_DB_KIND}`, () => {
  let testDb: TestDatabase;
  let db: Database;
  let seller: string;
  let all: CatalogProduct[];
  beforeAll(async () => {
    testDb = await openTestDatabase();
    db = testDb.handle.db;
    seller = await insertSeller(db);
    await seedProducts(db, seller);
    all = (await listProducts(db, seller, { pageSize: 100 })).items;
  });
  afterAll(() => testDb.dispose());

  /**
   * Every page of the view, one after another (each from where the one before ended: the
   * remembered first row, page-bookmarks.ts), after a jump straight to the last page (through
   * its offset) that must show the same rows.
   */
  async function pages(sort: CatalogSortField, order: 'asc' | 'desc'): Promise<string[]> {
    const view = { sort, order, pageSize: PAGE } as const;
    const last = Math.floor((PRODUCTS - 1) / PAGE);
    const jumped = (await listProducts(db, seller, { ...view, page: last })).items;
    const ids: string[] = [];
    for (let page = 0; page <= last; page += 1) {
      const { items, total } = await listProducts(db, seller, { ...view, page });
      expect(total).toBe(PRODUCTS);
      ids.push(...items.map((item) => item.id));
      if (page === last) expect(items).toEqual(jumped);
    }
    return ids;
  }

  for (const field of Object.keys(KEYS) as CatalogSortField[]) {
    it(`sorts by ${field} both ways, empty values last, pages joining up`, async () => {
      expect(all).toHaveLength(PRODUCTS);
      for (const desc of [false, true]) {
        const expected = expectedOrder(all, field, desc);
        catalogChanged(seller);
        // Twice: the second time every page, the jump too, starts from its remembered first row.
        expect(await pages(field, desc ? 'desc' : 'asc')).toEqual(expected);
        expect(await pages(field, desc ? 'desc' : 'asc')).toEqual(expected);
      }
    });
  }

  it('finds by part of an article or a name, case aside, and by a whole barcode', async () => {
    const articles = async (search: string) =>
      (await listProducts(db, seller, { search })).items.map((item) => item.article);
    expect(await articles('a-05')).toEqual([
      'A-050',
      'A-051',
      'A-052',
      'A-053',
      'A-054',
      'A-055',
      'A-056',
      'A-057',
      'A-058',
      'A-059',
    ]);
    expect((await listProducts(db, seller, { search: 'ТОВАР 6' })).total).toBe(8);
    expect(await articles('4617')).toEqual(['A-017']);
    expect(await articles('нет такого')).toEqual([]);
  });

  it('counts a product out of «no cost price» as soon as its cost is set', async () => {
    const without = await listProducts(db, seller, { noCostPrice: true });
    expect(without.total).toBe(PRODUCTS / 5);

    await updateProductCosts(db, seller, without.items[0]!.id, {
      costPrice: 150,
      rrp: null,
      minPrice: null,
    });

    expect((await listProducts(db, seller, { noCostPrice: true })).total).toBe(PRODUCTS / 5 - 1);
  });
});
