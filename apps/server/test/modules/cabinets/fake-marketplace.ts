import {
  ConnectorError,
  type Connector,
  type ConnectorContext,
  type CredentialCheck,
  type Credentials,
  type Listing,
  type Order,
  type Page,
  type ShopChoice,
} from '@marketpult/marketplaces';
import type { CabinetConnectorFactory } from '../../../src/modules/cabinets/context';

export const GOOD_KEY = 'good-key-0001-9f3ac2d1';
export const OTHER_GOOD_KEY = 'good-key-0002-77e0b5aa';

/** One generated listing; `version` changes its price, so a later run's upsert can be seen. */
export function fakeListing(index: number, version = 1): Listing {
  return {
    externalId: `P${index}`,
    offerId: `ART-${index}`,
    name: `Товар ${index}`,
    barcodes: [`46000000${String(index).padStart(5, '0')}`],
    // Every other card has a brand, as Ozon's have none and WB's and Маркет's do.
    brand: index % 2 === 1 ? 'Гжель' : null,
    sku: `SKU${index}`,
    status: 'active',
    price: 100 + index + version / 100,
    oldPrice: 200 + index,
    minPrice: null,
    // Every third card has a storefront price below the seller's, as Ozon reports.
    buyerPrice: index % 3 === 0 ? 90 + index : null,
    reportedFees:
      index % 3 === 0
        ? {
            marketplace: 'ozon',
            scheme: 'fbs',
            price: 100 + index,
            acquiring: 2,
            commissions: { sales_percent_fbs: 16 },
          }
        : null,
    currency: 'RUB',
    stocks: [
      { warehouseId: 'W1', warehouseName: 'Склад 1', amount: index % 7 },
      { warehouseId: 'W2', warehouseName: 'Склад 2', amount: 1 },
    ],
  };
}

export function fakeOrder(index: number, createdAt: Date): Order {
  return {
    externalId: `O${index}`,
    createdAt: createdAt.toISOString(),
    status: 'delivering',
    items: [{ offerId: `ART-${index}`, name: `Товар ${index}`, quantity: 2, price: 150.5 }],
    total: 301,
  };
}

function secretOf(credentials: Credentials): string {
  return 'token' in credentials ? credentials.token : credentials.apiKey;
}

/**
 * A marketplace for tests: accepts GOOD_KEY (and OTHER_GOOD_KEY, which opens `otherShops`),
 * serves `listings` and `orders` in pages of `pageSize` with an offset as cursor, and fails on
 * demand. Records what the server asked.
 */
export class FakeMarketplace {
  listings: Listing[] = [];
  orders: Order[] = [];
  pageSize = 10;
  shops: ShopChoice[] = [{ externalId: '1001', name: 'Магазин у дома' }];
  otherShops: ShopChoice[] = [{ externalId: '2002', name: 'Другой магазин' }];
  scopes = ['products', 'orders'];
  missingScopes: CredentialCheck['missingScopes'] = [];
  expiresAt: string | null = null;
  /** Thrown by the factory itself while set (the registry does so for a missing connector). */
  factoryError: ConnectorError | null = null;
  /** Thrown by the next credentials checks while set. */
  checkError: ConnectorError | null = null;
  /** The 1-based listings page that fails, `failuresLeft` times. */
  failListingsPage: number | null = null;
  failOrdersPage: number | null = null;
  failuresLeft = 0;
  failure = new ConnectorError('unreachable', 'connection reset');
  /** Awaited before each listings page is served: a test holds a run mid-way with it. */
  beforeListingsPage: ((cursor: string | null) => Promise<void>) | null = null;
  readonly listingCursors: (string | null)[] = [];
  readonly orderRequests: { from: string; to: string; cursor: string | null }[] = [];
  readonly contexts: ConnectorContext[] = [];
  readonly secretsSeen: string[] = [];

  reset(): void {
    this.listings = [];
    this.orders = [];
    this.checkError = null;
    this.factoryError = null;
    this.missingScopes = [];
    this.failListingsPage = null;
    this.failOrdersPage = null;
    this.failuresLeft = 0;
    this.beforeListingsPage = null;
    this.listingCursors.length = 0;
    this.orderRequests.length = 0;
  }

  readonly factory: CabinetConnectorFactory = (marketplace, credentials, context) => {
    this.contexts.push(context);
    if (this.factoryError) throw this.factoryError;
    const secret = secretOf(credentials);
    this.secretsSeen.push(secret);
    const page = <T>(items: readonly T[], cursor: string | null, failAt: number | null) => {
      const offset = cursor === null ? 0 : Number(cursor);
      if (failAt !== null && offset === (failAt - 1) * this.pageSize && this.failuresLeft > 0) {
        this.failuresLeft -= 1;
        throw this.failure;
      }
      const next = offset + this.pageSize;
      return {
        items: items.slice(offset, next),
        nextCursor: next < items.length ? String(next) : null,
        total: items.length,
      } satisfies Page<T>;
    };
    const connector: Connector = {
      marketplace,
      checkCredentials: async () => {
        if (this.checkError) throw this.checkError;
        if (secret !== GOOD_KEY && secret !== OTHER_GOOD_KEY) {
          throw new ConnectorError('unauthorized', 'HTTP 401');
        }
        return {
          shops: secret === GOOD_KEY ? this.shops : this.otherShops,
          scopes: this.scopes,
          missingScopes: this.missingScopes,
          expiresAt: this.expiresAt,
        };
      },
      listListings: async (cursor) => {
        this.listingCursors.push(cursor);
        await this.beforeListingsPage?.(cursor);
        if (secret !== GOOD_KEY && secret !== OTHER_GOOD_KEY) {
          throw new ConnectorError('unauthorized', 'HTTP 401');
        }
        return page(this.listings, cursor, this.failListingsPage);
      },
      listOrders: async (period, cursor) => {
        this.orderRequests.push({ ...period, cursor });
        const inPeriod = this.orders.filter(
          (order) => order.createdAt >= period.from && order.createdAt < period.to,
        );
        return page(inPeriod, cursor, this.failOrdersPage);
      },
      readListings: async (refs) =>
        this.listings.filter((listing) =>
          refs.some((ref) => ref.externalId === listing.externalId),
        ),
      updatePrices: async () => [],
      updateStocks: async () => [],
    };
    return connector;
  };
}
