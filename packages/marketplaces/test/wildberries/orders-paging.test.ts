import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/connector';
import type { SupplierOrder } from '../../src/wildberries/api';
import type { WbCall, WbRequest } from '../../src/wildberries/http';
import { listWbOrders, STATISTICS_ROW_CAP } from '../../src/wildberries/orders';
import { duplicates, readAll } from '../support/collect';

// 80,000 rows a reply cannot come from the sandbox's timeline (15 orders an hour at most), so
// the paging rule is checked here on rows made to measure.
const row = (n: number, lastChangeDate: string): SupplierOrder => ({
  date: '2026-11-01T10:00:00',
  lastChangeDate,
  srid: `srid-${n}`,
  supplierArticle: `ART-${n}`,
  priceWithDisc: 100,
  isCancel: false,
});

describe('Wildberries statistics orders: the lastChangeDate paging rule', () => {
  it('asks again from the last lastChangeDate and skips the rows it already has', async () => {
    const first = Array.from({ length: STATISTICS_ROW_CAP }, (_, n) =>
      row(n, n < STATISTICS_ROW_CAP - 3 ? '2026-11-01T10:00:00' : '2026-11-02T12:00:00'),
    );
    // The boundary's three rows come again, then two new ones: fewer than the cap, the end.
    const second = [
      ...first.slice(-3),
      row(STATISTICS_ROW_CAP, '2026-11-02T12:00:00'),
      row(STATISTICS_ROW_CAP + 1, '2026-11-03T08:00:00'),
    ];
    const calls: WbCall[] = [];
    const request: WbRequest = <T>(call: WbCall) => {
      calls.push(call);
      return Promise.resolve((calls.length === 1 ? first : second) as T);
    };
    const period = { from: '2026-10-01T00:00:00Z', to: '2026-11-24T00:00:00Z' };
    const { items, pages } = await readAll<Order>((cursor) =>
      listWbOrders(request, period, cursor),
    );

    expect(pages).toBe(2);
    expect(calls.map((call) => call.query?.dateFrom)).toEqual([
      '2026-10-01T03:00:00',
      '2026-11-02T12:00:00',
    ]);
    expect(items).toHaveLength(STATISTICS_ROW_CAP + 2);
    expect(duplicates(items.map((order) => order.externalId))).toEqual([]);
    // Moscow time without a zone: 10:00 in Moscow is 07:00 UTC.
    expect(items[0]!.createdAt).toBe('2026-11-01T07:00:00.000Z');
  });
});
