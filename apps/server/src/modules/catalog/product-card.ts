import type { ReportedFees } from '@marketpult/marketplaces';
import type { CatalogListing } from '@marketpult/shared/contracts/catalog';
import type {
  CardListing,
  ListingEconomics,
  ProductCard,
  ProductCostsRequest,
} from '@marketpult/shared/contracts/product-card';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import {
  computeUnitEconomics,
  validateUnitEconomicsInput,
  type SellerEconomicsSettings,
  type MarketplaceFees,
  type UnitEconomicsInput,
} from '@marketpult/shared/economics/index';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { lockCatalog } from './linking';
import { feesOfListing, hasReportedFees } from './listing-fees';
import { CATALOG_MESSAGES, productDetail } from './service';
import { economicsSettingsOf } from '../seller-settings/store';
import { refreshSummaries } from './summary';
import { catalogChanged } from './total-cache';

const num = (value: string | null): number | null => (value === null ? null : Number(value));
const moneyText = (value: number | null): string | null =>
  value === null ? null : value.toFixed(2);

/**
 * One unit at the listing's price by the shared engine: the typical fees with the listing's own
 * laid over them (`fees`, listing-fees.ts). Validated first: the engine throws on bad input, and a
 * card must show the rest of the product even if one listing's numbers are unusable.
 */
export function listingEconomics(
  listing: Pick<CatalogListing, 'marketplace' | 'price'>,
  costPrice: number | null,
  settings: SellerEconomicsSettings,
  fees: Partial<MarketplaceFees> = {},
): ListingEconomics | null {
  if (listing.price === null) return null;
  const input: UnitEconomicsInput = {
    marketplace: listing.marketplace,
    price: listing.price,
    costPrice,
    settings,
    fees,
  };
  if (validateUnitEconomicsInput(input).length > 0) return null;
  const { settings: _settings, ...result } = computeUnitEconomics(input);
  return result;
}

/** (old − price) ÷ old, %, one decimal; only a real discount (old above the price). */
function discountOf(price: number | null, oldPrice: number | null): number | null {
  if (price === null || oldPrice === null || !(oldPrice > price)) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 1000) / 10;
}

type Extra = {
  oldPrice: number | null;
  minPrice: number | null;
  buyerPrice: number | null;
  fees: Partial<MarketplaceFees>;
};
type Warehouses = CardListing['warehouses'];

/** Old price, the marketplace's minimum and the stock per warehouse of the given listings. */
async function listingExtras(
  db: Database,
  ids: readonly number[],
): Promise<{ extras: Map<number, Extra>; stocks: Map<number, Warehouses> }> {
  if (ids.length === 0) return { extras: new Map(), stocks: new Map() };
  const idList = sql.param(ids.map(String));
  const [extraRows, stockRows] = await Promise.all([
    db.execute<{
      id: string | number;
      old_price: string | null;
      min_price: string | null;
      buyer_price: string | null;
      reported_fees: ReportedFees | null;
    }>(
      sql`select id, old_price, min_price, buyer_price, reported_fees from listings
        where id = any(${idList}::bigint[])`,
    ),
    db.execute<{
      listing_id: string | number;
      warehouse_id: string;
      warehouse_name: string;
      amount: number;
    }>(sql`select listing_id, warehouse_id, warehouse_name, amount from listing_stocks
      where listing_id = any(${idList}::bigint[]) order by warehouse_name, warehouse_id`),
  ]);
  const extras = new Map(
    extraRows.rows.map((row): [number, Extra] => [
      Number(row.id),
      {
        oldPrice: num(row.old_price),
        minPrice: num(row.min_price),
        buyerPrice: num(row.buyer_price),
        fees: feesOfListing(row.reported_fees),
      },
    ]),
  );
  const stocks = new Map<number, Warehouses>();
  for (const row of stockRows.rows) {
    const id = Number(row.listing_id);
    stocks.set(id, [
      ...(stocks.get(id) ?? []),
      { id: row.warehouse_id, name: row.warehouse_name, amount: Number(row.amount) },
    ]);
  }
  return { extras, stocks };
}

/** The card: the catalog's product detail (owner-scoped there) with prices, stock and margins. */
export async function productCard(
  db: Database,
  userId: string,
  productId: string,
): Promise<ProductCard> {
  const detail = await productDetail(db, userId, productId);
  const [{ extras, stocks }, settings] = await Promise.all([
    listingExtras(
      db,
      detail.listings.map((listing) => listing.id),
    ),
    economicsSettingsOf(db, userId),
  ]);
  const listings = detail.listings.map((listing): CardListing => {
    const extra = extras.get(listing.id);
    const oldPrice = extra?.oldPrice ?? null;
    return {
      ...listing,
      oldPrice,
      discountPercent: discountOf(listing.price, oldPrice),
      marketplaceMinPrice: extra?.minPrice ?? null,
      buyerPrice: extra?.buyerPrice ?? null,
      feesSource: extra && hasReportedFees(extra.fees) ? 'marketplace' : 'typical',
      warehouses: stocks.get(listing.id) ?? [],
      economics: listingEconomics(listing, detail.product.costPrice, settings, extra?.fees),
    };
  });
  return { product: detail.product, listings, settings };
}

/**
 * Stores the seller's own brand of the product (null: none of the seller's, the listings' brand
 * again); the summary refresh fills a cleared brand from the listings, and every later sync
 * keeps a brand the product has. The brand filter and its suggestions read it at once.
 */
export function updateProductBrand(
  db: Database,
  userId: string,
  productId: string,
  brand: string | null,
): Promise<ProductCard> {
  return updateOwnProduct(db, userId, productId, sql`brand = ${brand}`);
}

/**
 * Stores the seller's cost price, RRP and minimum price: the refresh recomputes the product's
 * margin in the catalog list, and the «нет себестоимости» and «убыточные» totals are recounted.
 */
export function updateProductCosts(
  db: Database,
  userId: string,
  productId: string,
  costs: ProductCostsRequest,
): Promise<ProductCard> {
  const columns = sql`cost_price = ${moneyText(costs.costPrice)}, rrp = ${moneyText(costs.rrp)},
    min_price = ${moneyText(costs.minPrice)}`;
  return updateOwnProduct(db, userId, productId, columns);
}

/**
 * One of the seller's edits of their own product: `columns` set on it if it is this account's
 * (404 otherwise), its summary refreshed in the same transaction under the catalog's lock, the
 * catalog's answers told, and the card answered as it now is.
 */
async function updateOwnProduct(
  db: Database,
  userId: string,
  productId: string,
  columns: SQL,
): Promise<ProductCard> {
  await db.transaction(async (tx) => {
    await lockCatalog(tx, userId);
    const { rows } = await tx.execute<{ id: string }>(sql`update products
      set ${columns}, updated_at = now()
      where id = ${productId} and user_id = ${userId} returning id`);
    if (rows.length === 0) {
      throw new ApiError(404, ERROR_CODES.notFound, CATALOG_MESSAGES.notFound);
    }
    await refreshSummaries(tx, userId, [productId]);
  });
  catalogChanged(userId);
  return productCard(db, userId, productId);
}
