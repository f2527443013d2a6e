// The sandbox's published "bench" shops as the connector and the server take them.
import type { ConnectedMarketplace, ConnectorContext } from '@marketpult/marketplaces';
import type { CabinetCredentials } from '@marketpult/shared/contracts/cabinets';
import { SANDBOX_CREDENTIALS } from '@marketpult/sandbox';

export const SYNC_MARKETPLACES: readonly ConnectedMarketplace[] = ['ozon', 'wildberries', 'yandex'];

const yandex = SANDBOX_CREDENTIALS.yandex.bench;

/** The bench shop's key, as /cabinet-add sends it. */
export function benchCredentials(marketplace: ConnectedMarketplace): CabinetCredentials {
  switch (marketplace) {
    case 'ozon':
      return { marketplace, ...SANDBOX_CREDENTIALS.ozon.bench };
    case 'wildberries':
      return { marketplace, ...SANDBOX_CREDENTIALS.wildberries.bench };
    case 'yandex':
      return { marketplace, apiKey: yandex.apiKey };
  }
}

/** The shop to pick where the key sees several (Yandex Market's campaign). */
export function benchShop(marketplace: ConnectedMarketplace): Partial<ConnectorContext> {
  return marketplace === 'yandex'
    ? { shopExternalId: String(yandex.campaignIds[0]), businessId: String(yandex.businessId) }
    : {};
}
