import type { Order, Page } from '../core/connector';
import { isRecord, readCursor } from '../core/cursor';
import { toId, toNumber } from '../core/numbers';
import type { YmReply } from './api';
import type { YandexShop } from './campaign';
import { DAY_MS, fromYandexDateTime, moscowDate, startOfMoscowDay } from './dates';
import type { YmCall } from './http';
import { YANDEX_BATCH } from './limits';

/**
 * Cursor of the orders stream. The business orders method (the campaign one is deprecated,
 * shut down in April 2027) filters by whole Moscow days, at most 30 per query, so a long
 * period is walked in 30-day windows, each paged by page_token.
 */
interface OrdersCursor {
  /** Start of the current window (ms, the start of a Moscow day or the period's start). */
  readonly windowStart: number;
  readonly pageToken?: string;
}

const isOrdersCursor = (value: unknown): value is OrdersCursor =>
  isRecord(value) &&
  typeof value['windowStart'] === 'number' &&
  (value['pageToken'] === undefined || typeof value['pageToken'] === 'string');

const WINDOW_DAYS = 30;

type YmOrder = YmReply<'/v1/businesses/{businessId}/orders', 'post'>['orders'][number];

export async function listYandexOrders(
  call: YmCall,
  shop: YandexShop,
  period: { from: string; to: string },
  cursor: string | null,
  pageSize: number = YANDEX_BATCH.ordersPage,
): Promise<Page<Order>> {
  const from = Date.parse(period.from);
  const to = Date.parse(period.to);
  const at = readCursor(cursor, isOrdersCursor) ?? { windowStart: from };
  if (!(at.windowStart < to)) return { items: [], nextCursor: null };
  // Windows end on a Moscow midnight so that two windows never share a day (no duplicates).
  const windowEnd = Math.min(to, startOfMoscowDay(at.windowStart) + WINDOW_DAYS * DAY_MS);
  const reply = await call('post', '/v1/businesses/{businessId}/orders', {
    params: { businessId: Number(shop.businessId) },
    query: { page_token: at.pageToken, limit: pageSize },
    body: {
      campaignIds: [Number(shop.campaignId)],
      // Both days are included: the last one is the day the window's last instant falls on.
      dates: {
        creationDateFrom: moscowDate(at.windowStart),
        creationDateTo: moscowDate(windowEnd - 1),
      },
    },
    group: 'orders',
    readOnly: true,
  });
  const orders = (reply.orders ?? []).map(toOrder).filter((order) => {
    const created = Date.parse(order.createdAt);
    return created >= Math.max(from, at.windowStart) && created < windowEnd;
  });
  const token = reply.paging?.nextPageToken;
  let next: OrdersCursor | null;
  if (token) next = { windowStart: at.windowStart, pageToken: token };
  else if (windowEnd < to) next = { windowStart: windowEnd };
  else next = null;
  return { items: orders, nextCursor: next ? JSON.stringify(next) : null };
}

function toOrder(order: YmOrder): Order {
  const items = (order.items ?? []).map((item) => ({
    offerId: item.offerId ?? '',
    name: item.offerName ?? '',
    quantity: toNumber(item.count) ?? 0,
    // The seller's unit price: what the buyer pays plus what Market pays for its own discounts.
    price:
      (toNumber(item.prices?.payment?.value) ?? 0) + (toNumber(item.prices?.subsidy?.value) ?? 0),
  }));
  const kopecks = items.reduce(
    (sum, item) => sum + Math.round(item.price * 100) * item.quantity,
    0,
  );
  return {
    externalId: toId(order.orderId) ?? '',
    createdAt: fromYandexDateTime(order.creationDate),
    status: order.status ?? '',
    items,
    total: kopecks / 100,
  };
}
