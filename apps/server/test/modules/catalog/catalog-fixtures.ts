import { randomUUID } from 'node:crypto';
import type { ConnectedMarketplaceKey } from '@marketpult/shared/contracts/cabinets';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { cabinets, listingStocks, listings, products, users } from '../../../src/db/schema';

let sequence = 0;

/** An account straight in the database: the linking rules need no password. */
export async function insertSeller(db: Database): Promise<string> {
  sequence += 1;
  const email = `catalog-${sequence}-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      emailCanonical: email,
      phone: '79990000000',
      displayName: 'Продавец',
      passwordHash: 'x',
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function insertCabinet(
  db: Database,
  userId: string,
  marketplace: ConnectedMarketplaceKey,
  name = `Кабинет ${marketplace}`,
): Promise<string> {
  const id = randomUUID();
  await db.insert(cabinets).values({
    id,
    userId,
    marketplace,
    name,
    shopExternalId: String(Math.floor(Math.random() * 1e9)),
    credentialsCiphertext: 'x',
    credentialsMask: '••••',
  });
  return id;
}

export interface ListingSeed {
  offerId: string;
  barcodes?: string[];
  name?: string;
  brand?: string;
  price?: number | null;
  /** What the buyer pays on the storefront (Ozon's marketing_price). */
  buyerPrice?: number;
  stock?: number;
}

export async function insertListing(
  db: Database,
  cabinetId: string,
  seed: ListingSeed,
): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(listings)
    .values({
      cabinetId,
      externalId: `ext-${sequence}`,
      offerId: seed.offerId,
      name: seed.name ?? `Товар ${seed.offerId}`,
      barcodes: seed.barcodes ?? [],
      brand: seed.brand ?? null,
      status: 'active',
      price: seed.price === null ? null : (seed.price ?? 1000).toFixed(2),
      buyerPrice: seed.buyerPrice?.toFixed(2),
      currency: 'RUB',
    })
    .returning({ id: listings.id });
  if (seed.stock !== undefined) {
    await db.insert(listingStocks).values({
      listingId: row!.id,
      warehouseId: 'w1',
      warehouseName: 'Склад',
      amount: seed.stock,
    });
  }
  return row!.id;
}

export async function insertProduct(
  db: Database,
  userId: string,
  values: {
    article: string;
    barcodes?: string[];
    name?: string;
    brand?: string;
    costPrice?: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      userId,
      article: values.article,
      name: values.name ?? `Товар ${values.article}`,
      barcodes: values.barcodes ?? [],
      brand: values.brand ?? null,
      costPrice: values.costPrice?.toFixed(2),
    })
    .returning({ id: products.id });
  return row!.id;
}

export async function listingLink(db: Database, id: number) {
  const [row] = await db
    .select({
      productId: listings.productId,
      linkSource: listings.linkSource,
      linkKept: listings.linkKept,
    })
    .from(listings)
    .where(eq(listings.id, id));
  return row!;
}

export async function productsOf(db: Database, userId: string) {
  return db.select().from(products).where(eq(products.userId, userId)).orderBy(products.article);
}

/** Every catalog row, as text: equal before and after a refused request. */
export async function catalogState(db: Database): Promise<string> {
  const state: Record<string, unknown> = {};
  for (const table of ['products', 'listings']) {
    state[table] = (
      await db.execute(sql.raw(`select t::text as row from ${table} t order by 1`))
    ).rows;
  }
  return JSON.stringify(state);
}
