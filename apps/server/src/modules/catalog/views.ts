import {
  CONNECTED_MARKETPLACES,
  type ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import type {
  CatalogListing,
  CatalogProduct,
  LinkSource,
} from '@marketpult/shared/contracts/catalog';

const num = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A products row as raw SQL hands it over (numeric columns as strings). */
export type ProductSqlRow = {
  id: string;
  article: string;
  name: string;
  brand: string | null;
  barcodes: string[];
  cost_price: string | null;
  rrp: string | null;
  min_price: string | null;
  listings_count: number;
  stock_total: number;
  price_ozon: string | null;
  price_wildberries: string | null;
  price_yandex: string | null;
  margin_percent: string | null;
  /** The Ozon listings' lowest buyer price (the only marketplace reporting one). */
  buyer_price_ozon: string | null;
};

/**
 * A product's columns (over `p`). The buyer's price is its summary column, as the catalog sorts
 * by it: only Ozon reports one (BUYER_PRICE_MARKETPLACES).
 */
export const PRODUCT_COLUMNS = `p.id, p.article, p.name, p.brand, p.barcodes, p.cost_price, p.rrp,
  p.min_price, p.listings_count, p.stock_total, p.price_ozon, p.price_wildberries,
  p.price_yandex, p.buyer_price_ozon, p.margin_percent`;

export function productView(
  row: ProductSqlRow,
  marketplaces: readonly ConnectedMarketplaceKey[],
): CatalogProduct {
  return {
    id: row.id,
    article: row.article,
    name: row.name,
    brand: row.brand,
    barcodes: row.barcodes,
    costPrice: num(row.cost_price),
    rrp: num(row.rrp),
    minPrice: num(row.min_price),
    listingsCount: Number(row.listings_count),
    marketplaces: CONNECTED_MARKETPLACES.filter((key) => marketplaces.includes(key)),
    prices: {
      ozon: num(row.price_ozon),
      wildberries: num(row.price_wildberries),
      yandex: num(row.price_yandex),
    },
    buyerPrices: { ozon: num(row.buyer_price_ozon), wildberries: null, yandex: null },
    stockTotal: Number(row.stock_total),
    marginPercent: num(row.margin_percent),
  };
}

export type ListingSqlRow = {
  id: string | number;
  cabinet_id: string;
  cabinet_name: string;
  marketplace: ConnectedMarketplaceKey;
  offer_id: string;
  name: string;
  barcodes: string[];
  price: string | null;
  stock: number | string | null;
  product_id: string | null;
  link_source: LinkSource | null;
};

/** Listing columns joined with the cabinet (`c`) and the stock sum (`s`). */
export const LISTING_COLUMNS = `l.id, l.cabinet_id, c.name as cabinet_name, c.marketplace,
  l.offer_id, l.name, l.barcodes, l.price, coalesce(s.stock, 0) as stock, l.product_id,
  case when l.product_id is null then null else l.link_source end as link_source`;
export const LISTING_FROM = `listings l join cabinets c on c.id = l.cabinet_id
  left join lateral (select sum(amount)::int as stock from listing_stocks ls
    where ls.listing_id = l.id) s on true`;

export function listingView(row: ListingSqlRow): CatalogListing {
  return {
    id: Number(row.id),
    cabinetId: row.cabinet_id,
    cabinetName: row.cabinet_name,
    marketplace: row.marketplace,
    offerId: row.offer_id,
    name: row.name,
    barcodes: row.barcodes,
    price: num(row.price),
    stock: Number(row.stock ?? 0),
    productId: row.product_id,
    linkSource: row.link_source,
  };
}
