import type { Order, Page } from '../core/connector';
import { isRecord, readCursor } from '../core/cursor';
import type { SupplierOrder } from './api';
import type { WbRequest } from './http';

/**
 * Orders from the statistics API (/api/v1/supplier/orders), not the FBS marketplace API:
 * statistics lists every order of the seller (sold from WB's warehouses, FBO, and from the
 * seller's, FBS) and keeps 90 days, while /api/v3/orders knows only FBS assembly tasks and
 * at most 30 days per request. Sellers' analytics tools read this feed for the same reasons.
 *
 * Paging is the file's `lastChangeDate` rule: a reply holds up to 80,000 rows changed since
 * `dateFrom`; the next request passes the last row's `lastChangeDate`. Rows changed at that
 * very moment come again, so the cursor keeps their srids to skip them.
 */
export const STATISTICS_ROW_CAP = 80_000;

interface OrdersCursor {
  readonly dateFrom: string;
  readonly seen: readonly string[];
}

const isOrdersCursor = (value: unknown): value is OrdersCursor =>
  isRecord(value) &&
  typeof value['dateFrom'] === 'string' &&
  Array.isArray(value['seen']) &&
  value['seen'].every((id) => typeof id === 'string');

const MOSCOW_OFFSET_MS = 3 * 3_600_000;

export async function listWbOrders(
  request: WbRequest,
  period: { from: string; to: string },
  cursor: string | null,
): Promise<Page<Order>> {
  const from = Date.parse(period.from);
  const to = Date.parse(period.to);
  const state = readCursor(cursor, isOrdersCursor) ?? {
    dateFrom: moscowLocal(new Date(from)),
    seen: [],
  };
  const rows = await request<SupplierOrder[]>({
    method: 'GET',
    path: '/api/v1/supplier/orders',
    group: 'statistics',
    readOnly: true,
    query: { dateFrom: state.dateFrom, flag: 0 },
  });
  const skip = new Set(state.seen);
  const items = (rows ?? [])
    .filter((row) => !(row.srid && skip.has(row.srid)))
    .filter((row) => {
      const created = parseWbTime(row.date);
      return created !== null && created >= from && created < to;
    })
    .map(orderOf);

  const last = rows?.at(-1)?.lastChangeDate;
  if ((rows?.length ?? 0) < STATISTICS_ROW_CAP || !last) return { items, nextCursor: null };
  const seen = rows
    .filter((row) => row.lastChangeDate === last && row.srid)
    .map((row) => row.srid!);
  return { items, nextCursor: JSON.stringify({ dateFrom: last, seen } satisfies OrdersCursor) };
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

/** `2026-08-26T03:00:00` for 2026-08-26T00:00:00Z: the zone-less Moscow time WB expects. */
function moscowLocal(at: Date): string {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);
}
