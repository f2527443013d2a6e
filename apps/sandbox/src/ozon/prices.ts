import { decodePosition, encodePosition } from '../core/cursor';
import type { Reply } from '../core/types';
import { ozonError } from './errors';
import { indexesOf } from './products';
import { indexOfOfferId, indexOfProductId, type OzonShop } from './shops';
import { marketingPriceOf } from './marketing-price';

const HOUR = 3_600_000;
/** Ozon: "Цену каждого товара можно обновлять не больше 10 раз в час". */
const PRICE_CHANGES_PER_HOUR = 10;

interface PricesBody {
  cursor?: string;
  filter: { offer_id?: string[]; product_id?: (string | number)[] };
  limit: number;
}

/** /v5/product/info/prices: pages by `cursor` (empty when done); money as numbers in roubles. */
export function productPrices(shop: OzonShop, body: PricesBody): Reply {
  const start = decodePosition(body.cursor);
  if (start === undefined) return ozonError(400, 3, 'invalid cursor');
  const chosen = indexesOf(shop, body.filter);
  const total = chosen?.length ?? shop.state.listings;
  const end = Math.min(total, start + body.limit);
  const items = [];
  for (let i = start; i < end; i += 1) {
    const index = chosen ? chosen[i]! : i;
    const product = shop.state.product(index);
    const price = shop.state.price(index);
    items.push({
      product_id: shop.productIdBase + index,
      offer_id: product.article,
      acquiring: Math.round(price.price * 0.015),
      volume_weight: 0.5,
      price: {
        currency_code: 'RUB',
        price: price.price,
        old_price: price.oldPrice,
        min_price: price.minPrice,
        marketing_price: marketingPriceOf(index, price.price),
        marketing_seller_price: price.price,
        retail_price: 0,
        net_price: 0,
        vat: 0.2,
        auto_action_enabled: false,
        auto_add_to_ozon_actions_list_enabled: false,
      },
      commissions: {
        sales_percent_fbo: 15,
        sales_percent_fbs: 16,
        fbo_deliv_to_customer_amount: 25,
        fbs_deliv_to_customer_amount: 25,
        fbo_direct_flow_trans_min_amount: 30,
        fbo_direct_flow_trans_max_amount: 45,
        fbs_direct_flow_trans_min_amount: 40,
        fbs_direct_flow_trans_max_amount: 60,
        fbs_first_mile_min_amount: 0,
        fbs_first_mile_max_amount: 25,
        fbo_return_flow_amount: 30,
        fbs_return_flow_amount: 40,
      },
      price_indexes: { color_index: 'WITHOUT_INDEX' },
    });
  }
  return { status: 200, body: { items, cursor: end < total ? encodePosition(end) : '', total } };
}

interface PriceItem {
  offer_id?: string;
  product_id?: number;
  price?: string;
  old_price?: string;
  min_price?: string;
}

/**
 * /v1/product/import/prices: always 200 when the request itself is valid; each item says
 * `updated` and its own `errors` (the pitfall: a 200 is not a success per item).
 */
export function importPrices(shop: OzonShop, body: { prices?: PriceItem[] }, now: Date): Reply {
  const items = body.prices ?? [];
  if (items.length === 0) return ozonError(400, 3, 'prices: at least one item is required');
  const result = items.map((item) => {
    // With both ids, Ozon applies the change to the offer_id's product.
    const index =
      item.offer_id !== undefined && item.offer_id !== ''
        ? indexOfOfferId(shop, item.offer_id)
        : indexOfProductId(shop, item.product_id);
    const echo = { offer_id: item.offer_id ?? '', product_id: item.product_id ?? 0 };
    if (index === undefined) {
      return {
        ...echo,
        updated: false,
        errors: [{ code: 'PRODUCT_IS_NOT_CREATED', message: 'Product not found' }],
      };
    }
    const ids = {
      offer_id: shop.state.product(index).article,
      product_id: shop.productIdBase + index,
    };
    const verdict = checkPrice(shop, index, item, now.getTime());
    if ('code' in verdict) return { ...ids, updated: false, errors: [verdict] };
    shop.state.setPrice(index, verdict, now.getTime());
    return { ...ids, updated: true, errors: [] };
  });
  return { status: 200, body: { result } };
}

function money(value: string | undefined): number | undefined | null {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
}

function checkPrice(
  shop: OzonShop,
  index: number,
  item: PriceItem,
  now: number,
): { price: number; oldPrice: number; minPrice: number } | { code: string; message: string } {
  const current = shop.state.latestPrice(index);
  const price = money(item.price);
  const oldPrice = money(item.old_price);
  const minPrice = money(item.min_price);
  if (price === null || price === 0 || oldPrice === null || minPrice === null) {
    return { code: 'INVALID_PRICE', message: 'Price must be a positive number' };
  }
  const next = {
    price: price ?? current.price,
    // old_price "0" resets the old price.
    oldPrice: oldPrice ?? current.oldPrice,
    minPrice: minPrice ?? current.minPrice,
  };
  if (next.price < next.minPrice) {
    return {
      code: 'PRICE_IS_LESS_THAN_MIN_PRICE',
      message: `Price ${next.price} is less than the minimum price ${next.minPrice}`,
    };
  }
  if (next.oldPrice > 0 && next.oldPrice <= next.price) {
    return { code: 'INVALID_OLD_PRICE', message: 'old_price must be greater than price' };
  }
  if (shop.state.priceChangesSince(index, now - HOUR) >= PRICE_CHANGES_PER_HOUR) {
    return {
      code: 'TOO_MANY_REQUESTS',
      message: `The price of a product can be changed at most ${PRICE_CHANGES_PER_HOUR} times an hour`,
    };
  }
  return next;
}
