/**
 * The one interface every marketplace connector implements (one folder per marketplace beside
 * this one, registered in ../registry.ts). The server reaches a marketplace only through it.
 *
 * Reads are streams with their own opaque cursor (as in Airbyte/Singer sources): a caller
 * stores `nextCursor` after it has stored a page, and a run that died resumes from the last
 * stored cursor. `nextCursor: null` means the stream is finished. Cursors are the connector's
 * business (JSON it can read back): last_id for Ozon, the cursor object or offset for
 * Wildberries, page_token for Yandex Market.
 */

/** Marketplaces with a connector (keys of MARKETPLACES in @marketpult/shared). */
export type ConnectedMarketplace = 'ozon' | 'wildberries' | 'yandex';

/** What the seller types on /cabinet-add, per marketplace. */
export interface CredentialsByMarketplace {
  ozon: { clientId: string; apiKey: string };
  wildberries: { token: string };
  yandex: { apiKey: string };
}
export type Credentials = CredentialsByMarketplace[ConnectedMarketplace];

/** One shop the credentials can see (Ozon: the Client-Id's shop; WB: the seller; YM: a campaign). */
export interface ShopChoice {
  /** The marketplace's own id of the shop: Ozon Client-Id, WB seller id, YM campaignId. */
  readonly externalId: string;
  readonly name: string;
  /** Yandex Market only: the business the campaign belongs to. */
  readonly businessId?: string;
}

/** Result of a live credentials check. Refusals are thrown as ConnectorError. */
export interface CredentialCheck {
  readonly shops: readonly ShopChoice[];
  /** Scopes/categories/roles the key has, in the marketplace's own words. */
  readonly scopes: readonly string[];
  /** What the product needs and the key lacks (empty when all is there), with Russian names. */
  readonly missingScopes: readonly { readonly scope: string; readonly title: string }[];
  /** ISO date-time when the key expires (WB tokens carry one), else null. */
  readonly expiresAt: string | null;
}

export interface StockByWarehouse {
  readonly warehouseId: string;
  readonly warehouseName: string;
  /** Units available for sale (Ozon `present - reserved`, WB/YM their own "available"). */
  readonly amount: number;
}

/**
 * Ozon's per-listing fee figures as /v5/product/info/prices reports them (its field names), for
 * the scheme the listing sells by and at the price they were reported for: Ozon reports
 * acquiring as an amount at that price.
 */
export interface OzonReportedFees {
  readonly marketplace: 'ozon';
  /** FBO when all the listing's stock is on Ozon's own warehouses, FBS otherwise. */
  readonly scheme: 'fbo' | 'fbs';
  readonly price: number;
  readonly acquiring?: number | null;
  readonly commissions?: Readonly<Record<string, number | null | undefined>> | null;
}

/**
 * Yandex Market's services for one offer as `POST /v2/tariffs/calculate` prices them for the
 * shop's store (its model: FBS, FBY…), at `price`: each service's type and amount in roubles.
 */
export interface YandexReportedFees {
  readonly marketplace: 'yandex';
  readonly price: number;
  readonly tariffs: readonly { readonly type: string; readonly amount?: number | null }[];
}

/**
 * Wildberries' tariffs for one card: its subject's commission under the FBS model (the seller's
 * own warehouses: the only stock the connector reads) from `/api/v1/tariffs/commission`, and the
 * FBS box logistics from `/api/v1/tariffs/box` for the card's volume, in litres from its declared
 * dimensions. Null where WB gave nothing (an unknown subject, a card without dimensions).
 */
export interface WildberriesReportedFees {
  readonly marketplace: 'wildberries';
  readonly scheme: 'fbs';
  readonly commissionPercent: number | null;
  readonly volumeLitres: number | null;
  /** The box tariff's first litre and each further litre, ₽ (coefficients applied by WB). */
  readonly firstLitreRub: number | null;
  readonly extraLitreRub: number | null;
}

/** A listing's fees as its marketplace reported them, kept as reported (listings.reported_fees). */
export type ReportedFees = OzonReportedFees | YandexReportedFees | WildberriesReportedFees;

/** One product card on one shop, as the product keeps it. Money in roubles (decimal numbers). */
export interface Listing {
  /** The marketplace's stable id of the card: Ozon product_id, WB nmID, YM offerId. */
  readonly externalId: string;
  /** The seller's article: Ozon offer_id, WB vendorCode, YM offerId. */
  readonly offerId: string;
  readonly name: string;
  readonly barcodes: readonly string[];
  /**
   * The card's brand where the listing's answer carries one: WB's card `brand`, Маркет's offer
   * `vendor`. Ozon's product list has none (it is an attribute, a call more a page): null.
   * Left out by the read-backs, which read prices and stock only.
   */
  readonly brand?: string | null;
  /** Ozon sku, WB chrtID of the first size, YM marketSku; null when there is none yet. */
  readonly sku: string | null;
  readonly status: string;
  readonly price: number | null;
  readonly oldPrice: number | null;
  readonly minPrice: number | null;
  /**
   * What a buyer pays on the storefront, where the marketplace reports it: Ozon's
   * `marketing_price` (after discounts Ozon co-finances). Wildberries' price after its own
   * discount (СПП) and Маркет's are not in their APIs: absent.
   */
  readonly buyerPrice?: number | null;
  /**
   * The marketplace's own fees for the listing, where its API reports them per listing (Ozon's
   * /v5 prices: commissions and acquiring; Маркет's tariff calculator for the offer's category,
   * size and price; WB's commission of the card's subject and box logistics for its volume). The unit-economics engine lays
   * them over its typical tariffs (packages/shared economics/reported-fees.ts).
   */
  readonly reportedFees?: ReportedFees | null;
  readonly currency: string;
  readonly stocks: readonly StockByWarehouse[];
}

export interface OrderItem {
  readonly offerId: string;
  readonly name: string;
  readonly quantity: number;
  readonly price: number;
}

export interface Order {
  /** The marketplace's id: Ozon posting_number, WB order id, YM order id. */
  readonly externalId: string;
  /** ISO date-time the order was created. */
  readonly createdAt: string;
  /** The marketplace's raw status. */
  readonly status: string;
  readonly items: readonly OrderItem[];
  /** Sum of item price × quantity in roubles. */
  readonly total: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Resume point after this page; null when the stream is done. */
  readonly nextCursor: string | null;
  /** Total the marketplace reports, when it does (for a progress bar). */
  readonly total?: number;
}

/** Which listings to read back: the ids a sync stored for each. */
export interface ListingRef {
  readonly externalId: string;
  readonly offerId: string;
  /** WB: the chrtID whose stock is read; unused elsewhere. */
  readonly sku: string | null;
}

export interface PriceWrite {
  readonly offerId: string;
  readonly externalId: string;
  readonly price: number;
  readonly oldPrice?: number | null;
  readonly minPrice?: number | null;
}

export interface StockWrite {
  readonly offerId: string;
  readonly externalId: string;
  readonly sku: string | null;
  readonly warehouseId: string;
  readonly amount: number;
}

/**
 * What a marketplace said about one item of a write. `accepted` is only "taken for
 * processing": the caller reads the value back before calling it applied.
 */
export type WriteOutcome =
  | { readonly offerId: string; readonly status: 'accepted'; readonly taskId?: string }
  | {
      readonly offerId: string;
      readonly status: 'rejected';
      readonly reason: string;
      /** The marketplace's task that reported the rejection (WB price uploads). */
      readonly taskId?: string;
      /** WB: the price went to quarantine (a cut too steep) and waits for the seller. */
      readonly quarantined?: boolean;
    }
  | { readonly offerId: string; readonly status: 'failed'; readonly reason: string };

/**
 * Where a write the marketplace processes later stands (Wildberries' price upload tasks), asked
 * again after `updatePrices` stopped watching: still being processed, processed with nothing
 * to say about the item (its read-back is the truth), or refused / held in quarantine.
 */
export type PriceTaskCheck =
  | { readonly offerId: string; readonly state: 'processing' }
  | { readonly offerId: string; readonly state: 'processed' }
  | {
      readonly offerId: string;
      readonly state: 'rejected';
      readonly reason: string;
      readonly quarantined: boolean;
    };

/** A price sent earlier with the task the marketplace answered it with. */
export interface SentPrice extends PriceWrite {
  readonly taskId: string;
}

export interface ReadListingsOptions {
  /**
   * Hears the listings of each part read as soon as it is read (Wildberries: a page of its
   * whole price list), before the whole answer, which still holds them all. A read paced by a
   * limit then lets its caller store what the first pages showed while the last ones wait.
   * Connectors that read in one go may never call it.
   */
  onPart?(listings: readonly Listing[]): void;
  /**
   * Prices only: a read-back of price changes leaves out the calls that read stock (and, on
   * Ozon, the cards), which spend the seller's limits for nothing. Each listing then has no
   * `stocks`, and card fields the price calls do not carry are empty, as in every read-back.
   */
  pricesOnly?: boolean;
}

export interface Connector {
  readonly marketplace: ConnectedMarketplace;
  /** Live check: throws ConnectorError('unauthorized' | 'forbidden' | 'unreachable' | …). */
  checkCredentials(): Promise<CredentialCheck>;
  /** Listings with price and stock, one page per call, every page in the API's own style. */
  listListings(cursor: string | null): Promise<Page<Listing>>;
  /** Orders created in [from, to) (ISO date-times), one page per call. */
  listOrders(period: { from: string; to: string }, cursor: string | null): Promise<Page<Order>>;
  /**
   * The current price and stock of the given listings, read back after a write (in batches of
   * the marketplace's size). Listings the marketplace no longer has are left out.
   */
  readListings(
    refs: readonly ListingRef[],
    options?: ReadListingsOptions,
  ): Promise<readonly Listing[]>;
  /**
   * What a readListings of many listings costs: calls in proportion to the listings asked
   * ('listed', the default), or one pass over the shop's whole list whatever is asked
   * ('whole-list': Wildberries' price list has no filter by a list of cards), so that one
   * read for many writers costs what a read for one does.
   */
  readonly readBackScope?: 'listed' | 'whole-list';
  /** Writes prices in batches of the marketplace's size; one outcome per item. */
  updatePrices(items: readonly PriceWrite[]): Promise<readonly WriteOutcome[]>;
  /** Writes stock in batches of the marketplace's size; one outcome per item. */
  updateStocks(items: readonly StockWrite[]): Promise<readonly WriteOutcome[]>;
  /**
   * Only where price writes are tasks processed later (Wildberries): how the tasks of prices
   * `updatePrices` left 'accepted' ended, one answer per item.
   */
  checkPriceTasks?(items: readonly SentPrice[]): Promise<readonly PriceTaskCheck[]>;
}

/** Whether a connector paces its calls to the marketplace's published limits. */
export type Pacing = 'published' | 'off';

/** Everything a connector needs besides its credentials. */
export interface ConnectorContext {
  /** Base URL override (OZON_API_URL / WB_API_URL / YM_API_URL); undefined = the real hosts. */
  readonly baseUrl?: string;
  /** The shop chosen on /cabinet-add (YM campaignId; ignored where the key is the shop). */
  readonly shopExternalId?: string;
  /**
   * Yandex Market: the chosen campaign's businessId, as checkCredentials reported it. With it
   * the connector need not list the campaigns (1000 calls an hour) to find it again.
   */
  readonly businessId?: string;
  /** Rate-limit bucket owner: the cabinet's id (limits are per cabinet and method group). */
  readonly limiterKey: string;
  /** Per-request timeout in ms (default 30 000). */
  readonly timeoutMs?: number;
  /**
   * 'published' (default): every call waits for its slot under the marketplace's published
   * limits. 'off': calls go out as fast as they are made (429s are still waited out); only for
   * a sandbox with its limits off, where the bench measures the sync's own speed.
   */
  readonly pacing?: Pacing;
  readonly signal?: AbortSignal;
}

export type ConnectorFactory<M extends ConnectedMarketplace> = (
  credentials: CredentialsByMarketplace[M],
  context: ConnectorContext,
) => Connector;
