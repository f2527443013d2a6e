import { describe, expect, it } from 'vitest';
import { productCostsRequestSchema, productHistoryQuerySchema } from './product-card';

const costs = (costPrice: unknown) => ({ costPrice, rrp: null, minPrice: null });

describe('productCostsRequestSchema', () => {
  it.each([0, 0.01, 300, 450.5, 1234.56, 0.07, 19.99, 100_000_000, null])('accepts %s', (value) => {
    expect(productCostsRequestSchema.parse(costs(value)).costPrice).toBe(value);
  });

  it.each([-0.01, 10.005, 0.001, 100_000_000.01, Infinity, NaN, '300', undefined])(
    'refuses %s',
    (value) => {
      expect(productCostsRequestSchema.safeParse(costs(value)).success).toBe(false);
    },
  );

  it('wants all three fields and nothing else', () => {
    expect(productCostsRequestSchema.safeParse({ costPrice: 1, rrp: 1 }).success).toBe(false);
    expect(productCostsRequestSchema.safeParse({ ...costs(1), price: 1 }).success).toBe(false);
  });
});

describe('productHistoryQuerySchema', () => {
  it('reads 7, 30 and 90 days only', () => {
    expect(productHistoryQuerySchema.parse({ days: '90' })).toEqual({ days: 90 });
    expect(productHistoryQuerySchema.parse({})).toEqual({});
    for (const days of ['14', '07', '', ' 7', '7.0']) {
      expect(productHistoryQuerySchema.safeParse({ days }).success).toBe(false);
    }
  });
});
