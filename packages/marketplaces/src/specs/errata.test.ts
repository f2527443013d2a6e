import { describe, expect, it } from 'vitest';
import type { Fix } from './fix-log';
import { loadOfficialSpec } from './load-official-spec';

// The count of fixes per rule is pinned: a newer official file changes these numbers, and the
// diff says which defects were fixed upstream or newly appeared (see specs/ERRATA.md).
const countByRule = (fixes: readonly Fix[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const { rule } of fixes) counts[rule] = (counts[rule] ?? 0) + 1;
  return counts;
};

describe('normalising the official files', () => {
  it('Ozon', async () => {
    const spec = await loadOfficialSpec('ozon');
    expect(countByRule(spec.fixes)).toEqual({
      'info.version is a number': 1,
      'invalid type': 30,
      'enum: null': 9,
      'items: null beside $ref': 4,
      'items without type array': 91,
      'array without items': 1,
      'boolean required in a property': 8,
      'auth headers as parameters': 179,
      'no security scheme': 1,
      'null keyword value': 6,
      'responses nested under another status': 4,
      '$ref to missing rpcStatus.yaml': 4,
      'stocks write requires quant_size and product_id': 1,
    });
    expect(spec.document.security).toEqual([{ ClientId: [], ApiKey: [] }]);
    expect(JSON.stringify(spec.document)).not.toContain('rpcStatus.yaml');
  });

  it('Wildberries, one document per category file', async () => {
    const specs = await loadOfficialSpec('wildberries');
    expect(Object.fromEntries(specs.map((s) => [s.category, countByRule(s.fixes)]))).toEqual({
      general: { 'no operationId': 7, '429 without rate-limit headers': 1 },
      products: { 'no operationId': 49, '429 without rate-limit headers': 1 },
      'orders-fbs': { 'no operationId': 36, '429 without rate-limit headers': 1 },
      tariffs: {
        'no operationId': 5,
        '429 without rate-limit headers': 1,
        'oneOf of overlapping shapes': 1,
      },
      reports: {
        'no operationId': 26,
        'date-time that takes a bare date': 4,
        'statistics time without zone': 9,
        '429 without rate-limit headers': 1,
      },
    });
    const orders = specs.find((s) => s.category === 'reports')!.document as {
      paths: Record<string, { get: { operationId: string } }>;
    };
    expect(orders.paths['/api/v1/supplier/orders']!.get.operationId).toBe('getApiV1SupplierOrders');
  });

  it('Yandex Market', async () => {
    const spec = await loadOfficialSpec('yandex');
    expect(countByRule(spec.fixes)).toEqual({
      'date that is dd-MM-yyyy': 6,
      'invalid pattern': 2,
      'page token alias not declared': 1,
    });
  });
});
