import { describe, expect, it } from 'vitest';
import { publishedMinimum } from './published-minimum';
import type { SandboxCall } from './sandbox-process';

const call = (marketplace: string, path: string, status = 200): SandboxCall => ({
  marketplace,
  method: 'POST',
  path,
  status,
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

  it('Yandex Market: offer prices count offers (5,000 a minute), the slowest group decides', () => {
    const calls = [
      ...Array.from({ length: 25 }, () => call('yandex', '/v2/businesses/1/offer-mappings')),
      ...Array.from({ length: 25 }, () => call('yandex', '/v2/businesses/1/offer-prices')),
    ];
    // (2,500 offers − 500 burst) ÷ 5,000 a minute = 24 s; mappings (25 − 10) × 0.6 s = 9 s.
    expect(publishedMinimum('yandex', calls, 2_500, 100).minimum_seconds).toBe(24);
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
