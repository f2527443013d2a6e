import type { ConnectorContext, Connector, CredentialsByMarketplace } from '../core/connector';
import { checkOzonCredentials } from './credentials';
import { ozonPost } from './http';
import { IDS_PER_CALL, readOzonListings } from './read-listings';
import { listOzonListings } from './listings';
import { listOzonOrders } from './orders';
import { updateOzonPrices, updateOzonStocks } from './writes';

export interface OzonConnectorOptions {
  /**
   * Products per listings page: 500, the most the page's stocks read takes (skus), as the
   * read-back does. Fewer pages, fewer transactions: a first sync stores a page at a time.
   */
  readonly listingsPageSize?: number;
  /** Postings per orders page (Ozon takes up to 1000). */
  readonly ordersPageSize?: number;
}

export function createOzonConnector(
  credentials: CredentialsByMarketplace['ozon'],
  context: ConnectorContext,
  options: OzonConnectorOptions = {},
): Connector {
  const post = ozonPost(credentials, context);
  const listingsPageSize = options.listingsPageSize ?? IDS_PER_CALL;
  const ordersPageSize = options.ordersPageSize ?? 1000;
  return {
    marketplace: 'ozon',
    checkCredentials: () => checkOzonCredentials(post, credentials),
    listListings: (cursor) => listOzonListings(post, cursor, listingsPageSize),
    listOrders: (period, cursor) => listOzonOrders(post, period, cursor, ordersPageSize),
    readListings: (refs, options) => readOzonListings(post, refs, options),
    updatePrices: (items) => updateOzonPrices(post, context.limiterKey, items),
    updateStocks: (items) => updateOzonStocks(post, context.limiterKey, items),
  };
}
