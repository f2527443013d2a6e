import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  MAX_CATALOG_BRANDS,
  type CatalogBrandsResponse,
} from '@marketpult/shared/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { insertProduct } from './catalog-fixtures';

describe(`the brands the brand filter suggests, on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  const brandsOf = async (client: ApiClient) => {
    const response = await client.get(API_PATHS.catalogBrands);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogBrandsResponse>().brands;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("lists each brand of the account's products once, in Russian order, none empty", async () => {
    const { client, user } = await signedInClient(testApp);
    const other = await signedInClient(testApp);
    const db = testApp.app.db;
    const brands = ['Яблоко', 'Гжель', 'Ёлочка', 'Гжель', 'Алтайские травы', 'Елена', 'Zeta', ''];
    for (const [index, brand] of brands.entries())
      await insertProduct(db, user.id, { article: `A-${index}`, brand });
    await insertProduct(db, user.id, { article: 'NO-BRAND' });
    await insertProduct(db, other.user.id, { article: 'THEIRS', brand: 'Чужой бренд' });

    // Russian order whatever the database's collation: ё beside е, Cyrillic before Latin.
    expect(await brandsOf(client)).toEqual([
      'Алтайские травы',
      'Гжель',
      'Елена',
      'Ёлочка',
      'Яблоко',
      'Zeta',
    ]);
    expect(await brandsOf(other.client)).toEqual(['Чужой бренд']);
  });

  it('an account without brands gets an empty list; a signed-out client 401', async () => {
    const { client } = await signedInClient(testApp);
    expect(await brandsOf(client)).toEqual([]);
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.catalogBrands });
    expect(response.statusCode).toBe(401);
  });

  it(`lists at most ${MAX_CATALOG_BRANDS} brands`, async () => {
    const { client, user } = await signedInClient(testApp);
    await testApp.app.db.execute(sql`
      insert into products (user_id, article, name, barcodes, brand)
      select ${user.id}::uuid, 'P-' || n, 'Товар ' || n, '{}', 'Бренд ' || lpad(n::text, 4, '0')
      from generate_series(1, ${MAX_CATALOG_BRANDS + 5}) as n`);
    const brands = await brandsOf(client);
    expect(brands).toHaveLength(MAX_CATALOG_BRANDS);
    expect(brands[0]).toBe('Бренд 0001');
    expect(new Set(brands).size).toBe(MAX_CATALOG_BRANDS);
  });
});
