// The catalog phase's account: products and their linked listings written straight into the
// database (no sync, no linking pass), summaries already filled in as a linking pass leaves them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { cabinets } from '../../apps/server/src/db/schema';

const MARKETPLACES = ['ozon', 'wildberries', 'yandex'] as const;
const BRANDS = 50;

/**
 * `listingsPerCabinet` products of `userId`, each sold in all three cabinets (one per
 * marketplace): 3 × `listingsPerCabinet` listings. Every product has a barcode, half a cost
 * price and a margin (some negative), stock 0–39, one of 50 brands.
 */
export async function seedCatalog(
  db: Database,
  userId: string,
  listingsPerCabinet: number,
): Promise<void> {
  await db.execute(sql`
    insert into products (user_id, article, name, brand, barcodes, cost_price, listings_count,
      stock_total, price_ozon, price_wildberries, price_yandex, margin_percent)
    select ${userId}::uuid, 'ART-' || lpad(n::text, 6, '0'),
      (array['Футболка', 'Кружка', 'Чехол', 'Рюкзак'])[1 + n % 4] || ' ' || n,
      'Бренд ' || (n % ${BRANDS}), jsonb_build_array('46' || lpad(n::text, 11, '0')),
      case when n % 2 = 0 then (50 + n % 3000)::numeric end, 3, n % 40,
      (100 + n % 5000)::numeric, (110 + n % 5000)::numeric, (120 + n % 5000)::numeric,
      case when n % 2 = 0 then ((n % 80) - 20)::numeric end
    from generate_series(1, ${listingsPerCabinet}) as n`);
  const now = new Date();
  for (const [index, marketplace] of MARKETPLACES.entries()) {
    const cabinetId = randomUUID();
    await db.insert(cabinets).values({
      id: cabinetId,
      userId,
      marketplace,
      name: `Каталог ${index + 1}`,
      shopExternalId: String(6_000_000 + index),
      credentialsCiphertext: 'bench: never decrypted by the catalog',
      credentialsMask: '••••0000',
      sandbox: true,
      lastSyncAt: now,
    });
    const price = sql.raw(`p.price_${marketplace}`);
    await db.execute(sql`
      insert into listings (cabinet_id, external_id, offer_id, name, sku, barcodes, status, price,
        currency, product_id, link_source)
      select ${cabinetId}::uuid, p.article, p.article, p.name, p.article, p.barcodes, 'active',
        ${price}, 'RUB', p.id, 'article'
      from products p where p.user_id = ${userId}`);
  }
  await db.execute(sql`analyze`);
}
