import { describe, expect, it } from 'vitest';
import { publishedMinimum } from './published-minimum';
import type { SandboxCall } from './sandbox-process';

const call = (marketplace: string, path: string, status = 200): SandboxCall => ({
  marketplace,
  method: 'POST',
  path,
  status,
  endedAt: 0,
});

describe('publishedMinimum', () => {
  it('Ozon: every call at 50 a second beyond the burst of 10; 429s counted apart', () => {
    const calls = [
      ...Array.from({ length: 110 }, () => call('ozon', '/v3/product/list')),
      call('ozon', '/v3/product/list', 429),
    ];
    const figures = publishedMinimum('ozon', calls, 2_700, 100);
    expect(figures.minimum_seconds).toBe(2);
    expect(figures.rate_limited).toBe(1);
    expect(figures.calls).toEqual({ general: 110 });
  });

  it('Yandex Market: amounts per minute (a window); offer prices count offers', () => {
    const calls = (count: number) => [
      ...Array.from({ length: count }, () => call('yandex', '/v2/businesses/1/offer-mappings')),
      ...Array.from({ length: count }, () => call('yandex', '/v2/businesses/1/offer-prices')),
    ];
    // 7,500 offers at 5,000 a minute: the last 2,500 a minute after the first; 75 mappings
    // calls fit in one minute's 100.
    expect(publishedMinimum('yandex', calls(75), 7_500, 100).minimum_seconds).toBe(60);
    // 2,500 offers fit in one minute's amount: no wait at all.
    expect(publishedMinimum('yandex', calls(25), 2_500, 100).minimum_seconds).toBe(0);
  });

  it('adds the streams: listings, then orders', () => {
    const calls = [
      ...Array.from({ length: 15 }, () => call('wildberries', '/content/v2/get/cards/list')),
      ...Array.from({ length: 2 }, () => call('wildberries', '/api/v1/supplier/orders')),
    ];
    // Content (15 − 5) × 0.6 s = 6 s, then statistics (2 − 1) × 60 s.
    expect(publishedMinimum('wildberries', calls, 1_500, 100).minimum_seconds).toBe(66);
  });
});
