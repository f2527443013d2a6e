import type { Order, OrderItem, Page } from '../core/connector';
import { toId, toNumber } from '../core/numbers';
import type { OzonReply } from './api';
import { isRecord, readCursor } from '../core/cursor';
import type { OzonPost } from './http';

/**
 * Cursor of the orders stream: FBS postings first, then FBO, each paged by offset (FBS says
 * `has_next`; FBO says nothing, so a short page ends it).
 */
interface OrdersCursor {
  readonly scheme: 'fbs' | 'fbo';
  readonly offset: number;
}

const isOrdersCursor = (value: unknown): value is OrdersCursor =>
  isRecord(value) &&
  (value['scheme'] === 'fbs' || value['scheme'] === 'fbo') &&
  Number.isInteger(value['offset']);

type FbsPosting = NonNullable<
  NonNullable<OzonReply<'/v3/posting/fbs/list'>['result']>['postings']
>[number];
type FboPosting = NonNullable<OzonReply<'/v2/posting/fbo/list'>['result']>[number];

export async function listOzonOrders(
  post: OzonPost,
  period: { from: string; to: string },
  cursor: string | null,
  pageSize: number,
): Promise<Page<Order>> {
  const at = readCursor(cursor, isOrdersCursor) ?? { scheme: 'fbs', offset: 0 };
  const filter = { since: period.from, to: period.to };
  if (at.scheme === 'fbs') {
    const reply = await post(
      '/v3/posting/fbs/list',
      { dir: 'ASC', filter, limit: pageSize, offset: at.offset },
      { readOnly: true },
    );
    const postings = reply.result?.postings ?? [];
    const next: OrdersCursor = reply.result?.has_next
      ? { scheme: 'fbs', offset: at.offset + postings.length }
      : { scheme: 'fbo', offset: 0 };
    return { items: inPeriod(postings.map(fromFbs), period), nextCursor: JSON.stringify(next) };
  }
  const reply = await post(
    '/v2/posting/fbo/list',
    { dir: 'ASC', filter, limit: pageSize, offset: at.offset },
    { readOnly: true },
  );
  const postings = reply.result ?? [];
  const done = postings.length < pageSize;
  const next: OrdersCursor = { scheme: 'fbo', offset: at.offset + postings.length };
  return {
    items: inPeriod(postings.map(fromFbo), period),
    nextCursor: done ? null : JSON.stringify(next),
  };
}

function fromFbs(posting: FbsPosting): Order {
  return toOrder(posting.posting_number, posting.in_process_at, posting.status, posting.products);
}

function fromFbo(posting: FboPosting): Order {
  return toOrder(posting.posting_number, posting.created_at, posting.status, posting.products);
}

interface PostingProduct {
  readonly offer_id?: string;
  readonly name?: string;
  readonly quantity?: number;
  readonly price?: string;
}

function toOrder(
  postingNumber: string | undefined,
  createdAt: string | undefined,
  status: string | undefined,
  products: readonly PostingProduct[] | undefined,
): Order {
  const items: OrderItem[] = (products ?? []).map((product) => ({
    offerId: product.offer_id ?? '',
    name: product.name ?? '',
    quantity: toNumber(product.quantity) ?? 0,
    price: toNumber(product.price) ?? 0,
  }));
  // Kopecks are summed as integers: 0.1 + 0.2 style drift would show in totals.
  const kopecks = items.reduce(
    (sum, item) => sum + Math.round(item.price * 100) * item.quantity,
    0,
  );
  return {
    externalId: toId(postingNumber) ?? '',
    createdAt: createdAt ?? '',
    status: status ?? '',
    items,
    total: kopecks / 100,
  };
}

/** Ozon's `to` is inclusive; the interface's period is [from, to). */
function inPeriod(orders: Order[], period: { to: string }): Order[] {
  const end = Date.parse(period.to);
  return orders.filter((order) => !(Date.parse(order.createdAt) >= end));
}
