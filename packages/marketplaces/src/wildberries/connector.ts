import type { Connector, ConnectorContext, CredentialsByMarketplace } from '../core/connector';
import { checkWbCredentials } from './credentials';
import { wbHttp, type WbHttpOptions } from './http';
import { WbListingsReader } from './listings';
import { WbOrdersReader } from './orders';
import {
  DEFAULT_PRICE_TASK_WATCH,
  checkWbPriceTasks,
  updateWbPrices,
  type PriceTaskWatch,
} from './prices';
import { readWbListings } from './read-listings';
import { updateWbStocks } from './stocks';

export interface WbConnectorOptions extends WbHttpOptions {
  /** Cards per listings page (WB takes up to 100). */
  readonly listingsPageSize?: number;
  /** Statistics rows per orders page (a window of the one reply; see orders.ts). */
  readonly ordersWindowRows?: number;
  /** How long updatePrices watches its upload tasks for per-item errors and quarantine. */
  readonly priceTaskWatch?: PriceTaskWatch;
}

export function createWildberriesConnector(
  credentials: CredentialsByMarketplace['wildberries'],
  context: ConnectorContext,
  options: WbConnectorOptions = {},
): Connector {
  const { request, stream } = wbHttp(credentials, context, options);
  const listings = new WbListingsReader(
    request,
    options.listingsPageSize,
    // WB counts the tariffs' limits per seller account, which a token is.
    `${context.baseUrl ?? ''} ${credentials.token}`,
  );
  const orders = new WbOrdersReader(stream, options.ordersWindowRows);
  return {
    marketplace: 'wildberries',
    readBackScope: 'whole-list',
    checkCredentials: () => checkWbCredentials(request, credentials),
    listListings: (cursor) => listings.page(cursor),
    listOrders: (period, cursor) => orders.page(period, cursor),
    readListings: (refs, options) => readWbListings(request, refs, options),
    updatePrices: (items) =>
      updateWbPrices(request, items, options.priceTaskWatch ?? DEFAULT_PRICE_TASK_WATCH),
    updateStocks: (items) => updateWbStocks(request, items),
    checkPriceTasks: (items) => checkWbPriceTasks(request, items),
  };
}
