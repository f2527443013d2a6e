import { readFileSync } from 'node:fs';
import { YANDEX_RESOURCE_LIMITS } from '@marketpult/sandbox/yandex/limits';
import { describe, expect, it } from 'vitest';
import { VENDORED } from '../../src/specs/vendored-files';
import { YANDEX_LIMITS, type YandexLimitGroup } from '../../src/yandex/limits';

interface LimitConfig {
  none?: { amount: number; period: 'minutes' | 'hours'; 'period-duration': number };
}

/** Each operation's `x-resource-limit-config` "none" tier as requests (or items) per ms. */
function officialLimits(): Map<string, { amount: number; periodMs: number }> {
  const spec = JSON.parse(readFileSync(VENDORED.yandex, 'utf8')) as {
    paths: Record<
      string,
      Record<string, { operationId?: string; 'x-resource-limit-config'?: LimitConfig }>
    >;
  };
  const found = new Map<string, { amount: number; periodMs: number }>();
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      const tier = operation['x-resource-limit-config']?.none;
      if (!operation.operationId || !tier) continue;
      const unit = tier.period === 'hours' ? 3_600_000 : 60_000;
      found.set(operation.operationId, {
        amount: tier.amount,
        periodMs: unit * tier['period-duration'],
      });
    }
  }
  return found;
}

/** The connector's group for each operation it calls. */
const GROUP_OF: Record<string, YandexLimitGroup> = {
  getCampaigns: 'settings',
  getAuthTokenInfo: 'authToken',
  getOfferMappings: 'offerMappings',
  getDefaultPrices: 'pricesRead',
  updateBusinessPrices: 'pricesWrite',
  getStocks: 'stocks',
  updateStocks: 'stocks',
  getBusinessOrders: 'orders',
  calculateTariffs: 'tariffs',
};

describe('Yandex Market limits: connector and sandbox agree with the official file', () => {
  const official = officialLimits();

  it.each(Object.entries(GROUP_OF))('%s: the connector paces to the file', (operationId, group) => {
    const limit = YANDEX_LIMITS[group];
    expect({ amount: limit.requests, periodMs: limit.periodMs }).toEqual(official.get(operationId));
  });

  it.each(Object.keys(YANDEX_RESOURCE_LIMITS))(
    '%s: the sandbox limits to the file',
    (operationId) => {
      const resource = YANDEX_RESOURCE_LIMITS[operationId]!;
      expect({ amount: resource.limit, periodMs: resource.periodMs }).toEqual(
        official.get(operationId),
      );
    },
  );
});
