import type { Order, Page } from '../core/connector';
import { isRecord, readCursor } from '../core/cursor';
import { ConnectorError } from '../core/errors';
import { jsonArrayElements } from '../core/json-array-stream';
import { moscowLocalTime } from '../core/moscow-time';
import type { SupplierOrder } from './api';
import type { WbStreamRequest } from './http';

/**
 * Orders from the statistics API (/api/v1/supplier/orders), not the FBS marketplace API:
 * statistics lists every order of the seller (sold from WB's warehouses, FBO, and from the
 * seller's, FBS) and keeps 90 days, while /api/v3/orders knows only FBS assembly tasks and
 * at most 30 days per request. Sellers' analytics tools read this feed for the same reasons.
 *
 * Paging is the file's `lastChangeDate` rule: a reply holds up to 80,000 rows changed since
 * `dateFrom` (flag=0), oldest change first; the next request passes the last row's
 * `lastChangeDate`. Rows changed at that very moment come again, so the cursor keeps their
 * srids to skip them.
 *
 * One reply can hold all 90 days (36,000 rows for a shop of 400 orders a day), so it is not
 * held whole: its rows are parsed as they arrive and handed out in windows of consecutive
 * change times, each a page the sync stores before it asks for the next. A window ends only
 * where `lastChangeDate` changes, so its cursor is simply the next row's change time: asked
 * again from there (after a crash, a restart, a 429), the API answers exactly the rows not yet
 * handed out, no row twice and none missed. While the same reader is asked for the next
 * window, it goes on reading the open reply instead (statistics allows one request a minute).
 */
export const STATISTICS_ROW_CAP = 80_000;
/** Rows per window: a page the sync stores in a couple of statements. */
export const ORDERS_WINDOW_ROWS = 2_000;

interface OrdersCursor {
  readonly dateFrom: string;
  readonly seen: readonly string[];
}

const isOrdersCursor = (value: unknown): value is OrdersCursor =>
  isRecord(value) &&
  typeof value['dateFrom'] === 'string' &&
  Array.isArray(value['seen']) &&
  value['seen'].every((id) => typeof id === 'string');

/** A reply being read: where it stands, and the cursor its next window answers to. */
interface OpenReply {
  key: string;
  readonly rows: AsyncGenerator<unknown, void, undefined>;
  readonly cancel: () => Promise<void>;
  readonly skip: ReadonlySet<string>;
  /** Rows of this reply so far (the 80,000 cap is per reply). */
  count: number;
  /** A row read past the last window's end: the first of the next. */
  peeked: SupplierOrder | undefined;
  /** The last row handed out and the srids changed at its moment (the cap's cursor). */
  lastChange: string | undefined;
  sameMoment: string[];
}

export class WbOrdersReader {
  private open: OpenReply | undefined;

  constructor(
    private readonly stream: WbStreamRequest,
    private readonly windowRows = ORDERS_WINDOW_ROWS,
  ) {}

  async page(period: { from: string; to: string }, cursor: string | null): Promise<Page<Order>> {
    const from = Date.parse(period.from);
    const to = Date.parse(period.to);
    const key = keyOf(period, cursor);
    let reply = this.open;
    this.open = undefined;
    if (reply?.key !== key) {
      // Another cursor (a resumed sync, a new period): the open reply is of no use any more.
      await reply?.cancel();
      reply = await this.request(key, from, cursor);
    }
    const items: Order[] = [];
    let rows = 0;
    try {
      for (;;) {
        const row = reply.peeked ?? (await nextRow(reply.rows));
        reply.peeked = undefined;
        if (row === undefined) {
          await reply.cancel();
          return { items, nextCursor: this.cursorAfterReply(reply) };
        }
        const change = row.lastChangeDate ?? '';
        if (rows >= this.windowRows && change !== reply.lastChange) {
          reply.peeked = row;
          const nextCursor = JSON.stringify({ dateFrom: change, seen: [] } satisfies OrdersCursor);
          reply.key = keyOf(period, nextCursor);
          this.open = reply;
          return { items, nextCursor };
        }
        rows += 1;
        reply.count += 1;
        if (change !== reply.lastChange) reply.sameMoment = [];
        reply.lastChange = change;
        if (row.srid) reply.sameMoment.push(row.srid);
        if (row.srid && reply.skip.has(row.srid)) continue;
        const created = parseWbTime(row.date);
        if (created !== null && created >= from && created < to) items.push(orderOf(row));
      }
    } catch (error) {
      await reply.cancel();
      throw error;
    }
  }

  private async request(key: string, from: number, cursor: string | null): Promise<OpenReply> {
    const state = readCursor(cursor, isOrdersCursor) ?? {
      dateFrom: moscowLocalTime(from),
      seen: [],
    };
    const reply = await this.stream({
      method: 'GET',
      path: '/api/v1/supplier/orders',
      group: 'statistics',
      readOnly: true,
      query: { dateFrom: state.dateFrom, flag: 0 },
    });
    return {
      key,
      rows: jsonArrayElements(reply.chunks),
      cancel: () => reply.cancel(),
      skip: new Set(state.seen),
      count: 0,
      peeked: undefined,
      lastChange: undefined,
      sameMoment: [],
    };
  }

  /** A full reply (the cap) goes on from its last change time; a shorter one was the end. */
  private cursorAfterReply(reply: OpenReply): string | null {
    if (reply.count < STATISTICS_ROW_CAP || !reply.lastChange) return null;
    return JSON.stringify({
      dateFrom: reply.lastChange,
      seen: reply.sameMoment,
    } satisfies OrdersCursor);
  }
}

const keyOf = (period: { from: string; to: string }, cursor: string | null) =>
  JSON.stringify([period.from, period.to, cursor]);

async function nextRow(
  rows: AsyncGenerator<unknown, void, undefined>,
): Promise<SupplierOrder | undefined> {
  const next = await rows.next();
  if (next.done) return undefined;
  if (!isRecord(next.value)) {
    throw new ConnectorError('protocol', 'Wildberries прислал строку заказов не в виде объекта');
  }
  return next.value as SupplierOrder;
}

/** One statistics row is one unit of one product: an order of its own (`srid`). */
function orderOf(row: SupplierOrder): Order {
  const price = row.priceWithDisc ?? row.totalPrice ?? 0;
  return {
    externalId: row.srid ?? row.gNumber ?? '',
    createdAt: new Date(parseWbTime(row.date) ?? 0).toISOString(),
    status: row.isCancel ? 'canceled' : 'ordered',
    items: [
      {
        offerId: row.supplierArticle ?? '',
        name: [row.subject, row.brand].filter(Boolean).join(', '),
        quantity: 1,
        price,
      },
    ],
    total: price,
  };
}

/** WB statistics times are Moscow time, usually without a zone; with one, it is honoured. */
export function parseWbTime(value: string | undefined): number | null {
  if (!value) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}+03:00`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : ms;
}
