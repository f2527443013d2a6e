import {
  ordersBetween,
  orderStage,
  type OrderStage,
  type TimelineOrder,
} from '../core/order-timeline';
import type { Reply } from '../core/types';
import { ozonError } from './errors';
import { SKU_OFFSET, type OzonShop } from './shops';

/** Ozon's posting statuses for the sandbox's order stages. */
const FBS_STATUS: Record<OrderStage, string> = {
  new: 'awaiting_packaging',
  packed: 'awaiting_deliver',
  shipped: 'delivering',
  delivered: 'delivered',
  cancelled: 'cancelled',
};
const FBO_STATUS: Record<OrderStage, string> = {
  ...FBS_STATUS,
  new: 'awaiting_packaging',
  packed: 'awaiting_deliver',
};

/** A third of the orders ship from Ozon's own warehouses (FBO), the rest from the seller's (FBS). */
const isFbo = (order: TimelineOrder) => order.number % 3 === 0;

interface PostingsBody {
  dir?: string;
  filter: { since: string; to: string; status?: string };
  limit: number;
  offset?: number;
  with?: { analytics_data?: boolean; financial_data?: boolean; barcodes?: boolean };
}

/**
 * The optional blocks a list sends only when asked (`with`). Ozon sends `null` for the others,
 * which its own schemas forbid (ERRATA.md); the sandbox leaves them out instead.
 */
function optionalBlocks(
  shop: OzonShop,
  order: TimelineOrder,
  asked: PostingsBody['with'],
  fbo: boolean,
) {
  const w = order.number % shop.warehouseIds.length;
  return {
    ...(asked?.analytics_data
      ? {
          analytics_data: {
            city: ['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск'][order.number % 4]!,
            delivery_type: 'Courier',
            is_legal: false,
            is_premium: false,
            payment_type_group_name: 'Карты оплаты',
            warehouse_id: shop.warehouseIds[w]!,
            // FBS calls the warehouse's name `warehouse`, FBO `warehouse_name`.
            [fbo ? 'warehouse_name' : 'warehouse']: shop.state.warehouses[w]!.name,
          },
        }
      : {}),
    ...(asked?.financial_data
      ? {
          financial_data: {
            cluster_from: 'Москва, МО и Дальние регионы',
            cluster_to: 'Москва, МО и Дальние регионы',
            products: order.items.map(({ productIndex, quantity }) => {
              const product = shop.state.product(productIndex);
              const commission = Math.round(product.price * 0.16 * 100) / 100;
              return {
                product_id: shop.productIdBase + productIndex,
                price: product.price,
                old_price: product.oldPrice,
                quantity,
                currency_code: 'RUB',
                commission_amount: commission,
                commission_percent: 16,
                commissions_currency_code: 'RUB',
                payout: Math.round((product.price - commission) * 100) / 100,
                total_discount_value: product.oldPrice - product.price,
                total_discount_percent:
                  Math.round((1 - product.price / product.oldPrice) * 10_000) / 100,
                actions: [],
              };
            }),
          },
        }
      : {}),
  };
}

function select(
  shop: OzonShop,
  body: PostingsBody,
  now: Date,
  fbo: boolean,
): TimelineOrder[] | Reply {
  const since = new Date(body.filter.since);
  const to = new Date(body.filter.to);
  if (!(since < to)) return ozonError(400, 3, 'filter.since must be before filter.to');
  if (to.getTime() - since.getTime() > 366 * 86_400_000) {
    return ozonError(
      400,
      3,
      'the period between filter.since and filter.to must be at most one year',
    );
  }
  if (body.limit < 1 || body.limit > 1000)
    return ozonError(400, 3, 'limit must be between 1 and 1000');
  const statuses = fbo ? FBO_STATUS : FBS_STATUS;
  const orders = ordersBetween(shop.timeline, since, to, now).filter(
    (o) =>
      isFbo(o) === fbo &&
      (!body.filter.status || statuses[orderStage(o, now)] === body.filter.status),
  );
  return body.dir?.toUpperCase() === 'DESC' ? orders.reverse() : orders;
}

function postingNumbers(
  shop: OzonShop,
  order: TimelineOrder,
): { orderNumber: string; postingNumber: string } {
  const orderNumber = `${String(shop.orderIdBase / 100_000_000 + 10).padStart(2, '0')}${String(order.number).padStart(8, '0')}`;
  return { orderNumber, postingNumber: `${orderNumber}-0001-1` };
}

function products(shop: OzonShop, order: TimelineOrder) {
  return order.items.map(({ productIndex, quantity }) => {
    const product = shop.state.product(productIndex);
    return {
      sku: shop.productIdBase + productIndex + SKU_OFFSET,
      offer_id: product.article,
      name: product.name,
      quantity,
      // The price the buyer saw at the time; the sandbox keeps the generated one.
      price: product.price.toFixed(2),
      currency_code: 'RUB',
      is_marketplace_buyout: false,
    };
  });
}

/** /v3/posting/fbs/list: offset + `has_next`, ascending by default. */
export function fbsPostings(shop: OzonShop, body: PostingsBody, now: Date): Reply {
  const orders = select(shop, body, now, false);
  if (!Array.isArray(orders)) return orders;
  const offset = body.offset ?? 0;
  const page = orders.slice(offset, offset + body.limit);
  const postings = page.map((order) => {
    const { orderNumber, postingNumber } = postingNumbers(shop, order);
    const shipmentDate = new Date(order.createdAt.getTime() + 86_400_000);
    return {
      posting_number: postingNumber,
      order_id: shop.orderIdBase + order.number,
      order_number: orderNumber,
      status: FBS_STATUS[orderStage(order, now)],
      substatus: '',
      in_process_at: order.createdAt.toISOString(),
      shipment_date: shipmentDate.toISOString(),
      delivery_method: {
        id: 1_020_000_000 + (order.number % 2),
        name: 'Ozon Логистика самостоятельно, Подольск',
        warehouse_id: shop.warehouseIds[order.number % shop.warehouseIds.length],
        warehouse: shop.state.warehouses[order.number % shop.warehouseIds.length]!.name,
        tpl_provider_id: 24,
        tpl_provider: 'Ozon Логистика',
      },
      tracking_number: '',
      tpl_integration_type: 'ozon',
      is_express: false,
      is_multibox: false,
      multi_box_qty: 1,
      parent_posting_number: '',
      available_actions: [],
      products: products(shop, order),
      ...optionalBlocks(shop, order, body.with, false),
      ...(body.with?.barcodes
        ? { barcodes: { upper_barcode: `%101%${order.number}`, lower_barcode: `2${order.number}` } }
        : {}),
    };
  });
  return {
    status: 200,
    body: { result: { postings, has_next: offset + body.limit < orders.length } },
  };
}

/** /v2/posting/fbo/list: offset only, no has_next (a short page ends the list). */
export function fboPostings(shop: OzonShop, body: PostingsBody, now: Date): Reply {
  const orders = select(shop, body, now, true);
  if (!Array.isArray(orders)) return orders;
  const offset = body.offset ?? 0;
  const result = orders.slice(offset, offset + body.limit).map((order) => {
    const { orderNumber, postingNumber } = postingNumbers(shop, order);
    return {
      posting_number: postingNumber,
      order_id: shop.orderIdBase + order.number,
      order_number: orderNumber,
      status: FBO_STATUS[orderStage(order, now)],
      cancel_reason_id: order.cancelled ? 402 : 0,
      created_at: order.createdAt.toISOString(),
      in_process_at: order.createdAt.toISOString(),
      products: products(shop, order).map(({ is_marketplace_buyout: _, ...rest }) => ({
        ...rest,
        digital_codes: [],
      })),
      additional_data: [],
      ...optionalBlocks(shop, order, body.with, true),
    };
  });
  return { status: 200, body: { result } };
}
