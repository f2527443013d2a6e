import { describe, expect, it } from 'vitest';
import { PUBLISHED_LIMITS } from './limit-arithmetic';
import {
  fewestUnits,
  priceBulkFloor,
  timelineOfCalls,
  unitsOfCalls,
  wholeListFloor,
  wholeListFloorOf,
} from './price-bulk-floor';
import type { SandboxCall } from './sandbox-process';

const calls = (count: number, marketplace: string, path: string, status = 200): SandboxCall[] =>
  Array.from({ length: count }, () => ({ marketplace, method: 'POST', path, status, endedAt: 0 }));

describe('priceBulkFloor', () => {
  it('Wildberries: uploads and read-backs share 10 calls per 6 s beyond the burst of 5', () => {
    const spent = unitsOfCalls('wildberries', [
      ...calls(10, 'wildberries', '/api/v2/upload/task'),
      ...calls(20, 'wildberries', '/api/v2/list/goods/filter'),
      ...calls(3, 'wildberries', '/api/v2/list/goods/filter', 429),
    ]);
    expect(spent).toEqual({
      units: { prices: 30 },
      writeGroup: 'prices',
      writeUnits: 10,
      readUnits: { prices: 20 },
      rateLimited: 3,
    });
    // (30 − 5) × 0.6 s = 15 s; the writes alone (10 − 5) × 0.6 s + 5 s wait = 8 s; the reads
    // after the wait 5 s + (20 − 5) × 0.6 s = 14 s.
    const floor = priceBulkFloor(PUBLISHED_LIMITS.wildberries, spent, 5_000);
    expect(floor.floor_seconds).toBe(15);
    expect(floor.write_then_wait_seconds).toBe(8);
    expect(floor.reads_after_wait_seconds).toBe(14);
  });

  it('Яндекс Маркет: items count, the slowest group (offer prices read) after the wait decides', () => {
    const spent = unitsOfCalls('yandex', [
      ...calls(20, 'yandex', '/v2/businesses/1/offer-prices/updates'),
      ...calls(100, 'yandex', '/v2/businesses/1/offer-prices'),
      ...calls(100, 'yandex', '/v2/businesses/1/offer-mappings'),
    ]);
    expect(spent.units).toEqual({ pricesWrite: 10_000, pricesRead: 10_000, offerMappings: 100 });
    expect(spent.readUnits).toEqual({ pricesRead: 10_000, offerMappings: 100 });
    const floor = priceBulkFloor(PUBLISHED_LIMITS.yandex, spent, 5_000);
    // Amounts per minute (a window): reads, 10,000 offers at 5,000 a minute = one minute's
    // wait; mappings, 100 calls within one minute's 100; writes, 10,000 offers within one
    // minute's 10,000, + 5 s = 5 s.
    expect(floor.groups).toEqual({ pricesWrite: 0, pricesRead: 60, offerMappings: 0 });
    expect(floor.limits_seconds).toBe(60);
    // But none of those reads goes before the 5 s wait: 5 s + a minute for the second 5,000.
    expect(floor.reads_after_wait_seconds).toBe(65);
    expect(floor.floor_seconds).toBe(65);
  });

  it('Маркет: its settings calls are not read-backs', () => {
    const spent = unitsOfCalls('yandex', [
      ...calls(2, 'yandex', '/v2/campaigns/1'),
      ...calls(1, 'yandex', '/v2/businesses/1/offer-prices/updates'),
    ]);
    expect(spent.readUnits).toEqual({});
    expect(priceBulkFloor(PUBLISHED_LIMITS.yandex, spent, 5_000).reads_after_wait_seconds).toBe(5);
  });

  it('Ozon: the read-backs after the wait decide, the wait alone where they fit the burst', () => {
    const few = unitsOfCalls('ozon', [
      ...calls(10, 'ozon', '/v1/product/import/prices'),
      ...calls(10, 'ozon', '/v3/product/info/list'),
    ]);
    // (20 − 10) ÷ 50 a second = 0.2 s; the writes within the burst of 10: 0 s, + 5 s; the 10
    // reads within the burst after it.
    expect(priceBulkFloor(PUBLISHED_LIMITS.ozon, few, 5_000)).toEqual({
      groups: { general: 0.2 },
      limits_seconds: 0.2,
      write_then_wait_seconds: 5,
      reads_after_wait_seconds: 5,
      floor_seconds: 5,
    });
    // One run of 10,000: 10 writes, 60 reads of 500 (cards, prices, stocks): the wait, then
    // (60 − 10) ÷ 50 = 1 s.
    const many = unitsOfCalls('ozon', [
      ...calls(10, 'ozon', '/v1/product/import/prices'),
      ...calls(60, 'ozon', '/v3/product/info/list'),
    ]);
    expect(priceBulkFloor(PUBLISHED_LIMITS.ozon, many, 5_000).floor_seconds).toBe(6);
  });
});

describe('fewestUnits', () => {
  it('10,000 prices: each written once and read back once in the published batch sizes', () => {
    const floor = (marketplace: 'ozon' | 'wildberries' | 'yandex') =>
      priceBulkFloor(PUBLISHED_LIMITS[marketplace], fewestUnits(marketplace, 10_000, 10_000), 5_000)
        .floor_seconds;
    // Ozon: 10 writes + 10 reads of prices alone = 20 calls, (20 − 10) ÷ 50 = 0.2 s; the 10
    // reads after the 5 s wait are within the burst: 5 s.
    expect(floor('ozon')).toBe(5);
    // WB: 10 uploads + 10 pages, (20 − 5) × 0.6 s = 9 s; writes (10 − 5) × 0.6 + 5 = 8 s.
    expect(floor('wildberries')).toBe(9);
    // Маркет (amounts per minute, a window): 67 mapping calls within 100 a minute, 3,300
    // offer prices within 5,000, 10,000 offers written within 10,000: only the wait, 5 s.
    expect(floor('yandex')).toBe(5);
  });
});

describe('wholeListFloor', () => {
  const prices = PUBLISHED_LIMITS.wildberries['prices']!;

  it('Wildberries, 10,000 prices: the last upload, the wait, then one pass of 10 pages', () => {
    // Uploads: (10 − 5) × 0.6 s = 3 s; + 5 s; the pass from a full bucket: (10 − 5) × 0.6 s.
    expect(wholeListFloor(prices, 10, 10, 5_000)).toBe(11);
    // Above the floor of the same 20 calls, which lets reads go before the last write.
    expect(
      priceBulkFloor(
        PUBLISHED_LIMITS.wildberries,
        fewestUnits('wildberries', 10_000, 10_000),
        5_000,
      ).floor_seconds,
    ).toBe(9);
  });

  it('within the burst the writes and the pass cost only the wait', () => {
    expect(wholeListFloor(prices, 3, 2, 5_000)).toBe(5);
    // A larger shop pages more: 20 pages after 10 uploads.
    expect(wholeListFloor(prices, 10, 20, 5_000)).toBe(17);
  });

  it('is asked of Wildberries only, with the fewest uploads and the whole list', () => {
    const of = (marketplace: 'ozon' | 'wildberries' | 'yandex') =>
      wholeListFloorOf(marketplace, PUBLISHED_LIMITS[marketplace], 10_000, 10_000, 5_000);
    expect(of('wildberries')).toBe(11);
    expect(of('ozon')).toBeNull();
    expect(of('yandex')).toBeNull();
  });
});

describe('timelineOfCalls', () => {
  it("places the last write, the first and the last read-back from the run's start", () => {
    const at = (endedAt: number, path: string): SandboxCall => ({
      marketplace: 'yandex',
      method: 'POST',
      path,
      status: 200,
      endedAt,
    });
    const timeline = timelineOfCalls(
      'yandex',
      [
        at(1_100, '/v2/campaigns/1'),
        at(1_200, '/v2/businesses/1/offer-prices/updates'),
        at(1_650, '/v2/businesses/1/offer-prices/updates'),
        at(6_700, '/v2/businesses/1/offer-mappings'),
        at(8_000, '/v2/businesses/1/offer-prices'),
        at(8_100, '/v2/businesses/1/offer-mappings'),
      ],
      1_000,
    );
    // The settings call is neither.
    expect(timeline).toEqual({
      writes_ended_seconds: 0.65,
      reads_began_seconds: 5.7,
      reads_ended_seconds: 7.1,
    });
  });
});
