import type { Connector, ConnectorContext, CredentialsByMarketplace } from '../core/connector';
import { yandexShopResolver } from './campaign';
import { checkYandexCredentials } from './credentials';
import { yandexCall } from './http';
import { listYandexListings } from './listings';
import { listYandexOrders } from './orders';
import { readYandexListings } from './read-back';
import { updateYandexPrices, updateYandexStocks } from './writes';

export interface YandexConnectorOptions {
  /** Offers per listings page (the API takes up to 100). */
  readonly listingsPageSize?: number;
  /** Orders per page (the API takes up to 50). */
  readonly ordersPageSize?: number;
}

/** Yandex Market: the key sees a business and its campaigns; context.shopExternalId picks one. */
export function createYandexConnector(
  credentials: CredentialsByMarketplace['yandex'],
  context: ConnectorContext,
  options: YandexConnectorOptions = {},
): Connector {
  const call = yandexCall(credentials, context);
  const shop = yandexShopResolver(call, context.shopExternalId, context.businessId);
  return {
    marketplace: 'yandex',
    checkCredentials: () => checkYandexCredentials(call),
    listListings: async (cursor) =>
      listYandexListings(call, await shop(), cursor, options.listingsPageSize),
    listOrders: async (period, cursor) =>
      listYandexOrders(call, await shop(), period, cursor, options.ordersPageSize),
    readListings: async (refs, options) => readYandexListings(call, await shop(), refs, options),
    updatePrices: async (items) => updateYandexPrices(call, await shop(), items),
    updateStocks: async (items) => updateYandexStocks(call, await shop(), items),
  };
}
