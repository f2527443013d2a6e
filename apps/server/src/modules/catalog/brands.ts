import {
  MAX_CATALOG_BRANDS,
  type CatalogBrandsResponse,
} from '@marketpult/shared/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const russianOrder = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * The account's brands, each once, in Russian alphabetical order (at most MAX_CATALOG_BRANDS,
 * the first in the database's order when there are more).
 *
 * A `select distinct` would read every product of the account; this walks the
 * (user_id, brand, id) index from one brand to the next instead (a recursive "skip scan"), so
 * it costs a lookup per brand: an account of 100,000 products has a few dozen brands. Empty
 * brands are left out (`> ''` also skips nulls).
 */
export async function brandsOf(db: Database, userId: string): Promise<CatalogBrandsResponse> {
  const { rows } = await db.execute<{ brand: string }>(sql`
    with recursive walk(brand) as (
      (select brand from products where user_id = ${userId} and brand > '' order by brand limit 1)
      union all
      select (select p.brand from products p
              where p.user_id = ${userId} and p.brand > walk.brand order by p.brand limit 1)
      from walk where walk.brand is not null
    )
    select brand from walk where brand is not null limit ${MAX_CATALOG_BRANDS}`);
  return { brands: rows.map((row) => row.brand).sort(russianOrder.compare) };
}
