import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/core/connector';
import type { StreamedReply } from '../../src/core/http';
import type { SupplierOrder } from '../../src/wildberries/api';
import type { WbCall, WbStreamRequest } from '../../src/wildberries/http';
import { STATISTICS_ROW_CAP, WbOrdersReader } from '../../src/wildberries/orders';
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

/** A reply as the wire brings it: its JSON text in uneven pieces, read only when asked for. */
function streamedReply(rows: readonly SupplierOrder[], log: { cancelled: number; read: number }) {
  const text = new TextEncoder().encode(JSON.stringify(rows));
  let cancelled = false;
  async function* chunks() {
    for (let at = 0; at < text.length && !cancelled; at += 997) {
      log.read = at;
      yield text.subarray(at, at + 997);
    }
  }
  const reply: StreamedReply = {
    chunks: chunks(),
    cancel: () => {
      if (!cancelled) log.cancelled += 1;
      cancelled = true;
      return Promise.resolve();
    },
  };
  return reply;
}

const period = { from: '2026-10-01T00:00:00Z', to: '2026-11-24T00:00:00Z' };

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
    const log = { cancelled: 0, read: 0 };
    const stream: WbStreamRequest = (call) => {
      calls.push(call);
      return Promise.resolve(streamedReply(calls.length === 1 ? first : second, log));
    };
    const reader = new WbOrdersReader(stream, STATISTICS_ROW_CAP);
    const { items, pages } = await readAll<Order>((cursor) => reader.page(period, cursor));

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

  it('hands one reply out in windows, reading only as far as the window asked for', async () => {
    // 10 rows per change time, 100 change times: 1,000 rows in one reply.
    const rows = Array.from({ length: 1_000 }, (_, n) =>
      row(
        n,
        `2026-11-${String(1 + Math.floor(n / 100)).padStart(2, '0')}T10:${String(Math.floor(n / 10) % 10).padStart(2, '0')}:00`,
      ),
    );
    const calls: WbCall[] = [];
    const log = { cancelled: 0, read: 0 };
    const stream: WbStreamRequest = (call) => {
      calls.push(call);
      return Promise.resolve(streamedReply(rows, log));
    };
    const reader = new WbOrdersReader(stream, 95);
    const firstPage = await reader.page(period, null);
    // A window ends where the change time changes: 95 rows round up to 100.
    expect(firstPage.items).toHaveLength(100);
    expect(JSON.parse(firstPage.nextCursor!)).toEqual({
      dateFrom: '2026-11-02T10:00:00',
      seen: [],
    });
    expect(log.read).toBeLessThan(JSON.stringify(rows).length / 2);

    const rest = await readAll<Order>((cursor) =>
      cursor === null ? Promise.resolve(firstPage) : reader.page(period, cursor),
    );
    // One request for the whole reply, each row once.
    expect(calls).toHaveLength(1);
    expect(rest.pages).toBe(10);
    expect(rest.items.map((order) => order.externalId)).toEqual(rows.map((r) => r.srid));
    // Read to its end, the reply was closed.
    expect(log.cancelled).toBe(1);
  });

  it('a window boundary asked again (a restart) answers the rest, each row once', async () => {
    const rows = Array.from({ length: 300 }, (_, n) =>
      row(n, `2026-11-01T10:${String(Math.floor(n / 7) % 60).padStart(2, '0')}:00`),
    );
    const log = { cancelled: 0, read: 0 };
    const calls: WbCall[] = [];
    // WB answers flag=0 with the rows changed at or after dateFrom.
    const stream: WbStreamRequest = (call) => {
      calls.push(call);
      const from = String(call.query?.dateFrom);
      const since = from.length === 19 ? from : '';
      return Promise.resolve(
        streamedReply(
          rows.filter((r) => r.lastChangeDate! >= since),
          log,
        ),
      );
    };
    const first = await new WbOrdersReader(stream, 50).page(period, null);
    // The process died here; a new reader goes on from the stored cursor.
    const rest = await readAll<Order>((cursor) =>
      new WbOrdersReader(stream, 50).page(period, cursor ?? first.nextCursor),
    );
    const ids = [...first.items, ...rest.items].map((order) => order.externalId);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.sort()).toEqual(rows.map((r) => r.srid!).sort());
    expect(calls.length).toBeGreaterThan(2);
  });
});
