import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { GUARDRAIL_CODES } from '../domain/price-guardrails';
import type { ApiContract } from './api-contracts';
import { connectedMarketplaceSchema } from './cabinets';
import { idPathParams, singleLineText } from './common';

/**
 * The price-write pipeline (README, "Price writes"): every price or stock write is a change of
 * a run. A run is made as a dry run (the plan with every guardrail's verdict, nothing sent),
 * then applied with the seller's overrides; each change ends with its own result. Another
 * account's run or listing answers 404 NotFound.
 */

/** Where a run comes from; also the priority when two want one listing (PRICE_SOURCE_PRIORITY). */
export const PRICE_RUN_SOURCES = Object.freeze([
  'manual',
  'bulk',
  'excel',
  'scenario',
  'repricer',
  'promotion',
] as const);
export const priceRunSourceSchema = z.enum(PRICE_RUN_SOURCES);
export type PriceRunSource = z.infer<typeof priceRunSourceSchema>;

/**
 * Lower wins: a seller's own change (one listing, a bulk edit or a spreadsheet), then a
 * scenario, then the repricer, then promotion rules.
 */
export const PRICE_SOURCE_PRIORITY: Readonly<Record<PriceRunSource, number>> = Object.freeze({
  manual: 1,
  bulk: 1,
  excel: 1,
  scenario: 2,
  repricer: 3,
  promotion: 4,
});

/** draft = a dry run (nothing sent); applying = its jobs are writing; done = every change ended. */
export const PRICE_RUN_STATUSES = Object.freeze(['draft', 'applying', 'done'] as const);
export const PRICE_CHANGE_KINDS = Object.freeze(['price', 'stock'] as const);
/**
 * planned (in a dry run, or waiting to be sent) → sending (written before the call) → sent
 * (the marketplace took it) → applied (the read-back shows it) | rejected (the marketplace said
 * no, with its reason) | quarantine (WB holds the price) | failed (not applied, e.g. the
 * marketplace never showed it); refused = a guardrail stopped it, nothing was sent.
 */
export const PRICE_CHANGE_STATUSES = Object.freeze([
  'planned',
  'refused',
  'sending',
  'sent',
  'applied',
  'rejected',
  'quarantine',
  'failed',
] as const);
export type PriceChangeStatus = (typeof PRICE_CHANGE_STATUSES)[number];

/**
 * The most listings one run may plan: the bulk change of 10,000 prices, or a full
 * Excel file (PRICE_EXCEL_MAX_ROWS), is one dry run the seller reviews and applies once. The
 * answer carries one page of the diff (PRICE_RUN_PAGE_SIZE), the totals cover all of it.
 */
export const MAX_PRICE_RUN_ITEMS = 10_000;
/** Changes per page of a run's diff: the screen's page and the calls' default. */
export const PRICE_RUN_PAGE_SIZE = 100;
/** The largest page one call may ask for. */
export const PRICE_RUN_PAGE_MAX = 500;
/** Money as the contract takes it: roubles, above zero, under a billion (the guardrails say more). */
const money = z.number().gt(0).lt(1_000_000_000);
/** A listing's number (listings.id). */
export const listingIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const priceRunIdSchema = z.uuid();
/** …/price-runs/:id…: one run of the account. */
export const priceRunParamsSchema = idPathParams(priceRunIdSchema);

const warehouseIdSchema = singleLineText({ min: 1, max: 64 });

/** One listing's wanted values: a price (with the old and minimum price) and/or stock per warehouse. */
export const explicitChangeSchema = z
  .object({
    listingId: listingIdSchema,
    price: money.optional(),
    /** null clears the crossed-out price; absent leaves it as it is. */
    oldPrice: money.nullable().optional(),
    /** Ozon only: the listing's own minimum price. */
    minPrice: money.optional(),
    stocks: z
      .array(
        z
          .object({
            warehouseId: warehouseIdSchema,
            amount: z.number().int().min(0).max(1_000_000),
          })
          .strict(),
      )
      .min(1)
      .max(100)
      .optional(),
  })
  .strict()
  .refine((change) => change.price !== undefined || change.stocks !== undefined, {
    message: 'A change needs a price or stocks',
  })
  .refine(
    (change) =>
      change.price !== undefined ||
      (change.oldPrice === undefined && change.minPrice === undefined),
    { message: 'An old or minimum price goes with a price' },
  );
export type ExplicitChange = z.infer<typeof explicitChangeSchema>;

/**
 * What a rule changes on each chosen listing; absent = the price (the shape before the others
 * came). The old (crossed-out) and minimum price keep the listing's price as it is.
 */
export const PRICE_RULE_FIELDS = Object.freeze(['price', 'oldPrice', 'minPrice'] as const);
export type PriceRuleField = (typeof PRICE_RULE_FIELDS)[number];
/**
 * set / ±% / ±₽ of the field's current value; old price only: `discount` (old price = price ÷
 * (1 − value/100), value a whole 1–99 %) and `clear` (no crossed-out price, value ignored).
 */
export const PRICE_RULE_KINDS = Object.freeze([
  'set',
  'percent',
  'rub',
  'discount',
  'clear',
] as const);
export type PriceRuleKind = (typeof PRICE_RULE_KINDS)[number];

/** A rule over chosen listings: set one value, or move each current one by % or by roubles. */
export const priceRuleSchema = z
  .object({
    field: z.enum(PRICE_RULE_FIELDS).optional(),
    kind: z.enum(PRICE_RULE_KINDS),
    value: z.number().gt(-1_000_000_000).lt(1_000_000_000).optional(),
  })
  .strict()
  .refine((rule) => rule.kind === 'clear' || rule.value !== undefined, {
    message: 'A rule needs a value',
  })
  .refine((rule) => rule.kind !== 'set' || (rule.value ?? 0) > 0, {
    message: 'A set price is above zero',
  })
  .refine(
    (rule) => rule.kind !== 'percent' || ((rule.value ?? 0) > -100 && (rule.value ?? 0) <= 1000),
    { message: 'A percentage is above -100 and at most 1000' },
  )
  .refine(
    (rule) => (rule.kind !== 'discount' && rule.kind !== 'clear') || rule.field === 'oldPrice',
    { message: 'A discount or clearing is for the old price only' },
  )
  .refine(
    (rule) =>
      rule.kind !== 'discount' ||
      (Number.isInteger(rule.value) && (rule.value ?? 0) >= 1 && (rule.value ?? 0) <= 99),
    { message: 'A discount is a whole 1 to 99 per cent' },
  );
export type PriceRule = z.infer<typeof priceRuleSchema>;

/** POST /api/prices/runs: a dry run. */
export const createPriceRunRequestSchema = z.discriminatedUnion('mode', [
  z
    .object({
      mode: z.literal('explicit'),
      source: priceRunSourceSchema,
      changes: z.array(explicitChangeSchema).min(1).max(MAX_PRICE_RUN_ITEMS),
    })
    .strict(),
  z
    .object({
      mode: z.literal('rule'),
      source: priceRunSourceSchema,
      listingIds: z.array(listingIdSchema).min(1).max(MAX_PRICE_RUN_ITEMS),
      rule: priceRuleSchema,
    })
    .strict(),
]);
export type CreatePriceRunRequest = z.infer<typeof createPriceRunRequestSchema>;

/**
 * POST /api/prices/runs/:id/apply: the changes the seller overrides (blocked ones go too). A
 * run holds at most a price and 100 stocks per listing, so never more changes than this.
 */
export const applyPriceRunRequestSchema = z
  .object({ overrides: z.array(z.uuid()).max(MAX_PRICE_RUN_ITEMS * 101) })
  .strict();
export type ApplyPriceRunRequest = z.infer<typeof applyPriceRunRequestSchema>;

/** Values of a change: price ones for a price change, `amount` for a stock change. */
export const priceChangeValuesSchema = z.object({
  price: z.number().nullable(),
  oldPrice: z.number().nullable(),
  minPrice: z.number().nullable(),
  amount: z.number().nullable(),
});
export type PriceChangeValues = z.infer<typeof priceChangeValuesSchema>;

export const guardrailReasonSchema = z.object({
  code: z.enum(GUARDRAIL_CODES),
  severity: z.enum(['block', 'refuse', 'info']),
  message: z.string(),
});

export const priceChangeSchema = z.object({
  id: z.uuid(),
  runId: z.uuid(),
  source: priceRunSourceSchema,
  listingId: listingIdSchema,
  cabinetId: z.uuid(),
  marketplace: connectedMarketplaceSchema,
  offerId: z.string(),
  name: z.string(),
  kind: z.enum(PRICE_CHANGE_KINDS),
  /** Stock changes: the warehouse; null for a price change. */
  warehouseId: z.string().nullable(),
  before: priceChangeValuesSchema,
  wanted: priceChangeValuesSchema,
  /** Margin after the change in % of the price, when the product's cost price is known. */
  marginAfterPercent: z.number().nullable(),
  verdict: z.enum(['ok', 'needs_override', 'refused']),
  reasons: z.array(guardrailReasonSchema),
  override: z.boolean(),
  status: z.enum(PRICE_CHANGE_STATUSES),
  sentAt: z.iso.datetime().nullable(),
  /** What the marketplace said (its reason, WB's upload task), as text. */
  answer: z.string().nullable(),
  readBack: priceChangeValuesSchema.nullable(),
  /** Russian text of why it did not apply. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const PRICE_VERDICTS = Object.freeze(['ok', 'needs_override', 'refused'] as const);

export const priceRunSchema = z.object({
  id: z.uuid(),
  source: priceRunSourceSchema,
  status: z.enum(PRICE_RUN_STATUSES),
  createdAt: z.iso.datetime(),
  appliedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /** Changes per status (every change of the run, whatever page is shown). */
  counts: z.record(z.enum(PRICE_CHANGE_STATUSES), z.number().int()),
  /** Changes per guardrail verdict: the dry run's totals. */
  verdicts: z.record(z.enum(PRICE_VERDICTS), z.number().int()),
});
export type PriceRun = z.infer<typeof priceRunSchema>;

/**
 * Which of a run's changes a page lists: all; those a guardrail blocks until the seller
 * overrides them; those refused outright; those the marketplace did not apply (rejected,
 * quarantine, failed).
 */
export const PRICE_RUN_VIEWS = Object.freeze([
  'all',
  'needs_override',
  'refused',
  'problems',
] as const);
export type PriceRunView = (typeof PRICE_RUN_VIEWS)[number];
/** The statuses of the 'problems' view. */
export const PROBLEM_STATUSES: readonly PriceChangeStatus[] = Object.freeze([
  'rejected',
  'quarantine',
  'failed',
]);

/** GET …/price-runs/:id?view&offset&limit: one page of the run's changes, in their order. */
export const priceRunQuerySchema = z
  .object({
    view: z.enum(PRICE_RUN_VIEWS).default('all'),
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(MAX_PRICE_RUN_ITEMS * 101)
      .default(0),
    limit: z.coerce.number().int().min(1).max(PRICE_RUN_PAGE_MAX).default(PRICE_RUN_PAGE_SIZE),
  })
  .strict();
export type PriceRunQuery = z.infer<typeof priceRunQuerySchema>;
export type PriceRunQueryInput = z.input<typeof priceRunQuerySchema>;

export const priceRunResponseSchema = z.object({
  run: priceRunSchema,
  /** One page of the view's changes; the dry run and the apply answer the first of 'all'. */
  changes: z.array(priceChangeSchema),
  page: z.object({
    view: z.enum(PRICE_RUN_VIEWS),
    offset: z.number().int(),
    limit: z.number().int(),
    /** Changes in the view, on every page. */
    total: z.number().int(),
  }),
});
export type PriceRunResponse = z.infer<typeof priceRunResponseSchema>;

export const priceRunListResponseSchema = z.object({ runs: z.array(priceRunSchema) });
export type PriceRunListResponse = z.infer<typeof priceRunListResponseSchema>;

export const listingPriceHistoryResponseSchema = z.object({ changes: z.array(priceChangeSchema) });
export type ListingPriceHistoryResponse = z.infer<typeof listingPriceHistoryResponseSchema>;

export const PRICE_ERROR_CODES = Object.freeze({
  /** Apply of a run that is already applying or done. */
  priceRunNotDraft: 'PriceRunNotDraft',
  /** An override names a change that is not in the run. */
  unknownChange: 'UnknownChange',
  /** Two changes of one run for the same listing (and warehouse). */
  duplicateListing: 'DuplicateListing',
} as const);

/**
 * The price calls. Refusals (ServiceStack body): 400 ValidationError, 401, 403 CsrfTokenInvalid,
 * 404 NotFound (no such run or listing for this account), 409 PriceRunNotDraft, 422
 * UnknownChange / DuplicateListing.
 */
export const PRICE_CONTRACTS = Object.freeze({
  priceRuns: { method: 'GET', path: API_PATHS.priceRuns, response: priceRunListResponseSchema },
  priceRunCreate: {
    method: 'POST',
    path: API_PATHS.priceRuns,
    request: createPriceRunRequestSchema,
    response: priceRunResponseSchema,
  },
  priceRun: { method: 'GET', path: API_PATHS.priceRun, response: priceRunResponseSchema },
  priceRunApply: {
    method: 'POST',
    path: API_PATHS.priceRunApply,
    request: applyPriceRunRequestSchema,
    response: priceRunResponseSchema,
  },
  listingPriceHistory: {
    method: 'GET',
    path: API_PATHS.listingPriceHistory,
    response: listingPriceHistoryResponseSchema,
  },
} as const satisfies Record<string, ApiContract>);
