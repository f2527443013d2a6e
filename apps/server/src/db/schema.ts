import type { ReportedFees } from '@marketpult/marketplaces';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Facts about this installation that belong to no user, e.g. when the database first served.
 * Small on purpose: one row per key.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seller's account. `emailCanonical` (trimmed, domain lowercased and IDN-normalised) is what
 * makes an address unique; `email` keeps what the seller typed, for display. The password is
 * stored only as argon2id(md5 hex) with the server's pepper (security.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailCanonical: text('email_canonical').notNull(),
    phone: text('phone').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Null until the e-mail link is followed; such an account cannot sign in. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set by the operator (`users disable`); a disabled account cannot sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** End of the paid or trial period; sign-in after it answers 403 Forbidden. */
    subscriptionUntil: timestamp('subscription_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_canonical_key').on(table.emailCanonical)],
);

/**
 * Server-side sessions. Only the SHA-256 of the session id is stored, so a database leak
 * hands out no live cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** E-mail confirmation keys: hashed, bound to one user, single use, expiring. */
export const confirmationKeys = pgTable(
  'confirmation_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The sign-up page the link points at, kept so that a resent e-mail can use it again. */
    callbackUrl: text('callback_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('confirmation_keys_key_hash_key').on(table.keyHash),
    index('confirmation_keys_user_id_idx').on(table.userId),
  ],
);

/**
 * Outgoing e-mail, written in the same transaction as what caused it, together with the job
 * (pg-boss queue `mail.deliver`, id `job_id`) that delivers it with retries. The row is what
 * operators read (`mail list`): without SMTP_URL it is the local mailbox.
 */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** pending → sent (or local), or failed after the last attempt. */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** The delivery job in pg-boss's schema; its state and next run are read from there. */
  jobId: uuid('job_id'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** The seller's workspace, created once by the markets-proxy confirmation call. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('workspaces_user_id_key').on(table.userId)],
);

/**
 * Fixed-window counters for throttling, in the database so that every server process sees
 * the same numbers.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key, table.windowStart] }),
    index('rate_limits_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Knowledge-base entries, one row per instruction; the API nests them as
 * page → content type → group → instruction, keeping the stored order.
 */
export const instructions = pgTable(
  'instructions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A route path normalised to end with '/'. */
    page: text('page').notNull(),
    contentType: text('content_type').notNull(),
    groupTitle: text('group_title').notNull(),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull().default(''),
  },
  (table) => [index('instructions_page_idx').on(table.page, table.position)],
);

/** Money in roubles: numeric, never a float (drizzle hands it over as a string). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A seller's connected shop on one marketplace. The key is stored only encrypted
 * (modules/cabinets/credentials-vault.ts, bound to this row's user and id); the mask is what
 * the seller may see of it. One account cannot add the same shop twice.
 */
export const cabinets = pgTable(
  'cabinets',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'ozon' | 'wildberries' | 'yandex' (CONNECTED_MARKETPLACES). */
    marketplace: text('marketplace').notNull(),
    name: text('name').notNull(),
    /** Ozon Client-Id, WB seller id, YM campaignId. */
    shopExternalId: text('shop_external_id').notNull(),
    /** Yandex Market only: the business the campaign belongs to. */
    businessId: text('business_id'),
    credentialsCiphertext: text('credentials_ciphertext').notNull(),
    credentialsMask: text('credentials_mask').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    /** CABINET_STATUSES, except 'disabled' and 'token_expiring', which are derived. */
    status: text('status').notNull().default('active'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    sandbox: boolean('sandbox').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** Start of the last run that finished well: the next incremental run reads from here. */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /**
     * How many listings and orders the cabinet has, kept by statement triggers on those tables
     * (migration 0004) in the transaction of every insert and delete, so the cabinet list reads
     * them instead of counting 30,000 rows a cabinet, and they stay exact whoever writes.
     */
    listingsCount: integer('listings_count').notNull().default(0),
    ordersCount: integer('orders_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cabinets_user_shop_key').on(table.userId, table.marketplace, table.shopExternalId),
  ],
);

/**
 * The seller's own product, across cabinets. The article is what listings link by (trimmed,
 * case-insensitive, so it is unique per account in that form). The `summary` columns are
 * derived from the linked listings by modules/catalog (after each sync pass, link, unlink or
 * edit) so that the catalog sorts and filters 100,000 products by index instead of grouping
 * 300,000 listings on every page.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    article: text('article').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    barcodes: jsonb('barcodes').$type<string[]>().notNull().default([]),
    costPrice: money('cost_price'),
    rrp: money('rrp'),
    minPrice: money('min_price'),
    /** Summary: linked listings. */
    listingsCount: integer('listings_count').notNull().default(0),
    /** Summary: units in stock over every linked listing's warehouses. */
    stockTotal: integer('stock_total').notNull().default(0),
    /** Summary: the lowest price of the linked listings on each marketplace. */
    priceOzon: money('price_ozon'),
    priceWildberries: money('price_wildberries'),
    priceYandex: money('price_yandex'),
    /**
     * Summary: the lowest buyer's price of the linked Ozon listings (BUYER_PRICE_MARKETPLACES),
     * null while none is known: what the catalog sorts its buyer's price column by.
     */
    buyerPriceOzon: money('buyer_price_ozon'),
    /** Summary: the worst margin over the marketplaces, null without a cost price or a price. */
    marginPercent: numeric('margin_percent', { precision: 9, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_user_article_key').on(table.userId, sql`lower(${table.article})`),
    index('products_user_name_idx').on(table.userId, table.name, table.id),
    index('products_user_stock_idx').on(table.userId, table.stockTotal, table.id),
    index('products_user_margin_idx').on(table.userId, table.marginPercent, table.id),
    index('products_user_price_ozon_idx').on(table.userId, table.priceOzon, table.id),
    index('products_user_price_wb_idx').on(table.userId, table.priceWildberries, table.id),
    index('products_user_price_ym_idx').on(table.userId, table.priceYandex, table.id),
    index('products_user_cost_idx').on(table.userId, table.costPrice, table.id),
    index('products_user_buyer_ozon_idx').on(table.userId, table.buyerPriceOzon, table.id),
    // fastupdate off: see listings_barcodes_idx.
    index('products_barcodes_idx').using('gin', table.barcodes).with({ fastupdate: false }),
    /** The linking pass refreshes an account's summaries in chunks of products by id. */
    index('products_user_id_idx').on(table.userId, table.id),
    // Every catalog sort reads its index in order (list-query.ts). A descending sort keeps empty
    // values last, which the ascending index read backwards does not: nullable columns have
    // an index per direction.
    index('products_user_brand_idx').on(table.userId, table.brand, table.id),
    index('products_user_listings_idx').on(table.userId, table.listingsCount, table.id),
    ...(
      [
        'brand',
        'priceOzon',
        'priceWildberries',
        'priceYandex',
        'buyerPriceOzon',
        'costPrice',
        'marginPercent',
      ] as const
    ).map((column) =>
      index(`products_user_${table[column].name}_desc_idx`).on(
        table.userId,
        table[column].desc().nullsLast(),
        table.id.desc(),
      ),
    ),
    /** The catalog's search by part of an article or a name: trigram indexes (pg_trgm). */
    index('products_article_trgm_idx').using('gin', sql`lower(${table.article}) gin_trgm_ops`),
    index('products_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/**
 * The seller's own unit-economics settings (tax regime and rate, VAT, other costs per unit),
 * one row per account; without a row the engine's defaults apply (DEFAULT_ECONOMICS_SETTINGS).
 */
export const sellerSettings = pgTable('seller_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  taxRegime: text('tax_regime').notNull(),
  taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull(),
  vatPercent: numeric('vat_percent', { precision: 5, scale: 2 }).notNull(),
  otherCostsRub: money('other_costs_rub').notNull(),
  otherCostsPercent: numeric('other_costs_percent', { precision: 5, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One product card of a cabinet, as the last sync saw it. */
export const listings = pgTable(
  'listings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cabinetId: uuid('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    offerId: text('offer_id').notNull(),
    name: text('name').notNull(),
    barcodes: jsonb('barcodes').$type<string[]>().notNull().default([]),
    /** The marketplace's brand of the card, where it gives one (the products' brand comes from it). */
    brand: text('brand'),
    sku: text('sku'),
    status: text('status').notNull(),
    price: money('price'),
    oldPrice: money('old_price'),
    minPrice: money('min_price'),
    /**
     * What a buyer pays on the storefront, where the marketplace reports it (Ozon's
     * marketing_price); null elsewhere, and after a price write until the next sync reads it.
     */
    buyerPrice: money('buyer_price'),
    /**
     * The marketplace's own fees for the card as its API reports them (all three), which the
     * unit-economics engine lays over its typical tariffs; null where none are reported.
     */
    reportedFees: jsonb('reported_fees').$type<ReportedFees>(),
    /**
     * A sync brought other fees for a linked card: its product's catalog margin is computed
     * again by the catalog's next summary pass, which clears the flag (catalog/summary.ts).
     * Price changes need no flag: they move the product's summary, which recomputes it.
     */
    feesMoved: boolean('fees_moved').notNull().default(false),
    currency: text('currency').notNull(),
    /** The sync pass that last saw the card: a full pass removes the ones it did not see. */
    seenInPass: uuid('seen_in_pass'),
    /** The seller's product this card sells; null while unlinked. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /**
     * How the link was made: 'article' | 'barcode' (the automatic pass) or 'manual' (the
     * seller). Null when unlinked. `linkKept` marks the seller's own decision (a manual link
     * or a manual unlink) that the automatic pass must never undo.
     */
    linkSource: text('link_source'),
    linkKept: boolean('link_kept').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listings_cabinet_external_key').on(table.cabinetId, table.externalId),
    index('listings_product_id_idx').on(table.productId, table.cabinetId),
    /**
     * The catalog's search by a listing's barcode, and the linking pass's lookups by barcode.
     * fastupdate off: by default new entries wait in a pending list that every lookup reads
     * through until a vacuum merges it (PGlite never runs one; a PostgreSQL with autovacuum off
     * neither). After a first sync of 100,000 listings each 1,000-listing chunk of the linking
     * pass spent ~6 s scanning it (0.14 s once merged). Inserting 1–2 barcodes a row directly
     * costs little.
     */
    index('listings_barcodes_idx').using('gin', table.barcodes).with({ fastupdate: false }),
    index('listings_cabinet_unlinked_idx')
      .on(table.cabinetId, table.id)
      .where(sql`${table.productId} is null`),
    /** The few linked cards whose fees moved since their product's margin was computed. */
    index('listings_fees_moved_idx')
      .on(table.productId)
      .where(sql`${table.feesMoved}`),
    /** The linking pass's chunks of open listings, in id order (modules/catalog/linking.ts). */
    index('listings_open_id_idx')
      .on(table.id)
      .where(sql`${table.productId} is null and not ${table.linkKept}`),
  ],
);

export const listingStocks = pgTable(
  'listing_stocks',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    warehouseId: text('warehouse_id').notNull(),
    warehouseName: text('warehouse_name').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.warehouseId] })],
);

/**
 * The daily price and stock of each listing (the day in Moscow time): a history no marketplace
 * keeps. The last sync of a day wins.
 */
export const listingSnapshots = pgTable(
  'listing_snapshots',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: money('price'),
    oldPrice: money('old_price'),
    stockTotal: integer('stock_total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day] })],
);

export interface StoredOrderItem {
  offerId: string;
  name: string;
  quantity: number;
  price: number;
}

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cabinetId: uuid('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    items: jsonb('items').$type<StoredOrderItem[]>().notNull(),
    total: money('total').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_cabinet_external_key').on(table.cabinetId, table.externalId),
    index('orders_cabinet_created_idx').on(table.cabinetId, table.createdAt),
  ],
);

/** One synchronisation of a cabinet. At most one is queued or running per cabinet. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey(),
    cabinetId: uuid('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    /** 'full' | 'incremental' */
    kind: text('kind').notNull(),
    /** 'created' | 'manual' | 'schedule' */
    trigger: text('trigger').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('queued'),
    /** When it was queued, then when it began to run. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    listingsDone: integer('listings_done').notNull().default(0),
    listingsTotal: integer('listings_total'),
    ordersDone: integer('orders_done').notNull().default(0),
    /** Russian text for the seller. */
    error: text('error'),
  },
  (table) => [
    // With id: read backwards it gives a cabinet's newest run (started_at desc, id desc) at once.
    index('sync_runs_cabinet_started_idx').on(table.cabinetId, table.startedAt, table.id),
    uniqueIndex('sync_runs_one_active_key')
      .on(table.cabinetId)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);

/**
 * Where a cabinet's stream stands: the connector's cursor after the last page stored, written
 * in the same transaction as that page. A pass that did not finish (a failed or killed run) is
 * resumed by the next run from here; `passId` is the run that began the pass.
 */
export const syncCursors = pgTable(
  'sync_cursors',
  {
    cabinetId: uuid('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    /** 'listings' | 'orders' */
    stream: text('stream').notNull(),
    passId: uuid('run_id').notNull(),
    /** 'full' | 'incremental': the kind of the run that began the pass. */
    passKind: text('pass_kind').notNull(),
    /** Null: the first page (or, when `finished`, nothing left). */
    cursor: text('cursor'),
    finished: boolean('finished').notNull().default(false),
    /** The orders stream's period, fixed for the whole pass so a resumed pass reads the same. */
    periodFrom: timestamp('period_from', { withTimezone: true }),
    periodTo: timestamp('period_to', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cabinetId, table.stream] })],
);

/**
 * One set of price or stock writes (README, "Price writes"): a dry run until the seller applies
 * it, then its changes are sent by a `price.write` job per cabinet and each ends with a result.
 */
export const priceRuns = pgTable(
  'price_runs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PRICE_RUN_SOURCES: manual, bulk, excel, scenario, repricer, promotion. */
    source: text('source').notNull(),
    /** 'draft' | 'applying' | 'done' */
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('price_runs_user_created_idx').on(table.userId, table.createdAt)],
);

/** What a change held: price fields for a price change, `amount` for a stock change. */
export interface StoredPriceValues {
  price: number | null;
  oldPrice: number | null;
  minPrice: number | null;
  amount: number | null;
}

export interface StoredGuardrailReason {
  code: string;
  severity: 'block' | 'refuse' | 'info';
  message: string;
}

/** One listing's price (or one warehouse's stock) in a run, with its verdict and its result. */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid('id').primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => priceRuns.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Copied from the listing: the job's unit of work, and how a cabinet's deletion reaches it. */
    cabinetId: uuid('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'cascade' }),
    /** 'price' | 'stock' */
    kind: text('kind').notNull(),
    /** Stock changes only. */
    warehouseId: text('warehouse_id'),
    before: jsonb('before').$type<StoredPriceValues>().notNull(),
    wanted: jsonb('wanted').$type<StoredPriceValues>().notNull(),
    /** Margin after the change in % of the price (catalog/margin.ts), when the cost is known. */
    marginAfterPercent: numeric('margin_after_percent', { precision: 9, scale: 2 }),
    /** 'ok' | 'needs_override' | 'refused' */
    verdict: text('verdict').notNull(),
    reasons: jsonb('reasons').$type<StoredGuardrailReason[]>().notNull().default([]),
    override: boolean('override').notNull().default(false),
    /** PRICE_CHANGE_STATUSES */
    status: text('status').notNull().default('planned'),
    /** Sends so far (a resumed job re-sends only what the read-back shows missing). */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The marketplace's answer: its reason, WB's upload task id. */
    answer: text('answer'),
    taskId: text('task_id'),
    readBack: jsonb('read_back').$type<StoredPriceValues>(),
    /** Russian, for the seller. */
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('price_changes_run_idx').on(table.runId, table.cabinetId),
    index('price_changes_listing_idx').on(table.listingId, table.createdAt),
    index('price_changes_open_idx')
      .on(table.cabinetId, table.listingId)
      .where(sql`${table.status} in ('sending', 'sent')`),
  ],
);
