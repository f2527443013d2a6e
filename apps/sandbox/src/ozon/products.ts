import { decodePosition, encodePosition } from '../core/cursor';
import type { Reply } from '../core/types';
import { ozonError } from './errors';
import { indexOfOfferId, indexOfProductId, indexOfSku, SKU_OFFSET, type OzonShop } from './shops';
import { marketingPriceOf } from './marketing-price';

interface ProductListBody {
  filter?: { offer_id?: string[]; product_id?: (string | number)[] };
  last_id?: string;
  limit?: number;
}

/** About one listing in fifty is archived. */
export function isArchived(shop: OzonShop, index: number): boolean {
  return shop.state.product(index).barcode.endsWith('7') && index % 5 === 0;
}

/** Indexes a filter of offer_id / product_id / sku names (unknown ones are skipped). */
export function indexesOf(
  shop: OzonShop,
  filter: { offer_id?: string[]; product_id?: (string | number)[]; sku?: (string | number)[] },
): number[] | undefined {
  const named = [
    ...(filter.offer_id ?? []).map((id) => indexOfOfferId(shop, id)),
    ...(filter.product_id ?? []).map((id) => indexOfProductId(shop, id)),
    ...(filter.sku ?? []).map((id) => indexOfSku(shop, id)),
  ];
  const asked =
    (filter.offer_id?.length ?? 0) + (filter.product_id?.length ?? 0) + (filter.sku?.length ?? 0);
  if (asked === 0) return undefined;
  return [...new Set(named.filter((i): i is number => i !== undefined))].sort((a, b) => a - b);
}

/** /v3/product/list: pages by `last_id` (empty string when done), at most 1000 per page. */
export function productList(shop: OzonShop, body: ProductListBody): Reply {
  const limit = body.limit ?? 100;
  if (limit < 1 || limit > 1000) return ozonError(400, 3, 'limit must be between 1 and 1000');
  const start = decodePosition(body.last_id);
  if (start === undefined) return ozonError(400, 3, 'invalid last_id');
  const chosen = indexesOf(shop, body.filter ?? {});
  const total = chosen?.length ?? shop.state.listings;
  const end = Math.min(total, start + limit);
  const items = [];
  for (let i = start; i < end; i += 1) {
    const index = chosen ? chosen[i]! : i;
    const product = shop.state.product(index);
    const stocks = shop.warehouseIds.map((_, w) => shop.state.stock(index, w));
    items.push({
      product_id: shop.productIdBase + index,
      offer_id: product.article,
      archived: isArchived(shop, index),
      has_fbo_stocks: index % 4 !== 0,
      has_fbs_stocks: stocks.some((n) => n > 0),
      is_discounted: false,
    });
  }
  return {
    status: 200,
    body: { result: { items, last_id: end < total ? encodePosition(end) : '', total } },
  };
}

/** /v3/product/info/list: up to 1000 ids of any kind; unknown ids are left out silently. */
export function productInfoList(
  shop: OzonShop,
  body: { offer_id?: string[]; product_id?: (string | number)[]; sku?: (string | number)[] },
  now: Date,
): Reply {
  const asked =
    (body.offer_id?.length ?? 0) + (body.product_id?.length ?? 0) + (body.sku?.length ?? 0);
  if (asked > 1000) return ozonError(400, 3, 'too many identifiers: at most 1000');
  const items = (indexesOf(shop, body) ?? []).map((index) => {
    const product = shop.state.product(index);
    const price = shop.state.price(index);
    const present = shop.warehouseIds
      .map((_, w) => shop.state.stock(index, w))
      .reduce((a, b) => a + b, 0);
    const reserved = shop.warehouseIds
      .map((_, w) => shop.state.reserved(index, w))
      .reduce((a, b) => a + b, 0);
    const created = new Date(now.getTime() - (index % 300) * 86_400_000 - 400 * 86_400_000);
    return {
      id: shop.productIdBase + index,
      offer_id: product.article,
      sku: shop.productIdBase + index + SKU_OFFSET,
      name: product.name,
      barcodes: [product.barcode],
      currency_code: 'RUB',
      price: price.price.toFixed(2),
      old_price: price.oldPrice > 0 ? price.oldPrice.toFixed(2) : '',
      min_price: price.minPrice.toFixed(2),
      marketing_price: marketingPriceOf(index, price.price).toFixed(2),
      vat: '0.2',
      is_archived: isArchived(shop, index),
      is_autoarchived: false,
      is_discounted: false,
      is_kgt: product.weightGrams > 3_500,
      volume_weight: Number(
        (
          (product.dimensionsMm.length * product.dimensionsMm.width * product.dimensionsMm.height) /
          5e6
        ).toFixed(2),
      ),
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
      description_category_id: 17_028_922 + (index % 7),
      type_id: 91_565 + (index % 11),
      images: [],
      primary_image: [],
      color_image: [],
      images360: [],
      commissions: [
        {
          sale_schema: 'FBO',
          percent: 15,
          value: Number((price.price * 0.15).toFixed(2)),
          delivery_amount: 0,
          return_amount: 0,
        },
        {
          sale_schema: 'FBS',
          percent: 16,
          value: Number((price.price * 0.16).toFixed(2)),
          delivery_amount: 0,
          return_amount: 0,
        },
      ],
      statuses: {
        is_created: true,
        moderate_status: 'approved',
        status: 'price_sent',
        status_name: 'Продаётся',
        status_description: '',
        status_failed: '',
        status_tooltip: '',
        validation_status: 'success',
        status_updated_at: created.toISOString(),
      },
      stocks: {
        has_stock: present > 0,
        stocks: [
          { source: 'fbs', present, reserved, sku: shop.productIdBase + index + SKU_OFFSET },
        ],
      },
      visibility_details: { has_price: true, has_stock: present > 0 },
      errors: [],
    };
  });
  return { status: 200, body: { items } };
}
