import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import type { ApiContract } from './api-contracts';
import { emptyBodySchema, idPathParams, singleLineText } from './common';

/**
 * The cabinet calls (/cabinet, /cabinet-add, /cabinet-item/:marketplace/:shopId). Not in spec
 * §7: JSON under /api/cabinets, CSRF-checked like every signed-in POST, errors in the
 * ServiceStack body of error-response.ts with a CABINET_ERROR_CODES code. Another account's
 * cabinet answers 404 NotFound, never 403.
 */

/** Marketplaces with a connector; the other keys of MARKETPLACES are shown as coming. */
export const CONNECTED_MARKETPLACES = Object.freeze(['ozon', 'wildberries', 'yandex'] as const);
export type ConnectedMarketplaceKey = (typeof CONNECTED_MARKETPLACES)[number];
export const connectedMarketplaceSchema = z.enum(CONNECTED_MARKETPLACES);

const secret = singleLineText({ min: 1, max: 4096 });

/** What /cabinet-add asks for, per marketplace (labels: «Client ID», «API-ключ», «Токен»). */
export const cabinetCredentialsSchema = z.discriminatedUnion('marketplace', [
  z
    .object({
      marketplace: z.literal('ozon'),
      clientId: z.string().regex(/^\d{1,20}$/),
      apiKey: secret,
    })
    .strict(),
  z.object({ marketplace: z.literal('wildberries'), token: secret }).strict(),
  z.object({ marketplace: z.literal('yandex'), apiKey: secret }).strict(),
]);
export type CabinetCredentials = z.infer<typeof cabinetCredentialsSchema>;

export const CABINET_NAME_MAX_LENGTH = 100;

/** Cabinets one account may have; past it POST /api/cabinets answers CabinetLimitReached. */
export const MAX_CABINETS_PER_ACCOUNT = 50;
const cabinetName = singleLineText({ min: 1, max: CABINET_NAME_MAX_LENGTH }).refine(
  (value) => value.trim().length > 0,
);

/** A cabinet's id (uuid): the `shopId` segment of /cabinet-item/:marketplace/:shopId. */
export const cabinetIdSchema = z.uuid();
/** …/cabinets/:id…: one cabinet of the account. */
export const cabinetParamsSchema = idPathParams(cabinetIdSchema);

/** POST /api/cabinets/check: a live check of credentials before saving. */
export const checkCabinetRequestSchema = z
  .object({ credentials: cabinetCredentialsSchema })
  .strict();
export type CheckCabinetRequest = z.infer<typeof checkCabinetRequestSchema>;

export const shopChoiceSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** True when this account already has a cabinet for that shop. */
  alreadyAdded: z.boolean(),
});
export const checkCabinetResponseSchema = z.object({
  shops: z.array(shopChoiceSchema),
  scopes: z.array(z.string()),
  expiresAt: z.iso.datetime().nullable(),
});
export type CheckCabinetResponse = z.infer<typeof checkCabinetResponseSchema>;

/** POST /api/cabinets: checks again, then saves. `shopExternalId` picks a YM campaign. */
export const createCabinetRequestSchema = z
  .object({
    name: cabinetName,
    credentials: cabinetCredentialsSchema,
    shopExternalId: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
  })
  .strict();
export type CreateCabinetRequest = z.infer<typeof createCabinetRequestSchema>;

export const CABINET_STATUSES = Object.freeze([
  'active',
  'bad_credentials',
  'missing_scopes',
  'token_expiring',
  'error',
  'disabled',
] as const);
export const cabinetStatusSchema = z.enum(CABINET_STATUSES);
export type CabinetStatus = z.infer<typeof cabinetStatusSchema>;

export const SYNC_RUN_STATUSES = Object.freeze(['queued', 'running', 'done', 'failed'] as const);
export const syncRunSchema = z.object({
  id: z.uuid(),
  /** 'full' = the first sync (or a manual full one); 'incremental' = the scheduled runs. */
  kind: z.enum(['full', 'incremental']),
  status: z.enum(SYNC_RUN_STATUSES),
  /** 'manual' = «Синхронизировать», 'schedule', 'created' = right after adding. */
  trigger: z.enum(['created', 'manual', 'schedule']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  listingsDone: z.number().int(),
  listingsTotal: z.number().int().nullable(),
  ordersDone: z.number().int(),
  /** Russian text of what went wrong, for the seller. */
  error: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const cabinetSchema = z.object({
  id: z.uuid(),
  marketplace: connectedMarketplaceSchema,
  name: z.string(),
  /** Ozon Client-Id, WB seller id, YM campaignId. */
  shopExternalId: z.string(),
  status: cabinetStatusSchema,
  /** True for a cabinet of the built-in sandbox (demo or its published keys). */
  sandbox: z.boolean(),
  /** The key as the seller may see it: only its last characters, e.g. «••••a1b2». */
  credentialsMasked: z.string(),
  scopes: z.array(z.string()),
  tokenExpiresAt: z.iso.datetime().nullable(),
  lastSyncAt: z.iso.datetime().nullable(),
  listingsCount: z.number().int(),
  ordersCount: z.number().int(),
  /** The run in progress or the last one. */
  lastRun: syncRunSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Cabinet = z.infer<typeof cabinetSchema>;

/** GET /api/cabinets */
export const cabinetListResponseSchema = z.object({ cabinets: z.array(cabinetSchema) });
export type CabinetListResponse = z.infer<typeof cabinetListResponseSchema>;

/** GET /api/cabinets/:id: the cabinet and its latest sync runs (newest first, up to 20). */
export const cabinetDetailResponseSchema = z.object({
  cabinet: cabinetSchema,
  runs: z.array(syncRunSchema),
});
export type CabinetDetailResponse = z.infer<typeof cabinetDetailResponseSchema>;

/** POST /api/cabinets/:id/update: rename, disable or enable. */
export const updateCabinetRequestSchema = z
  .object({ name: cabinetName.optional(), enabled: z.boolean().optional() })
  .strict();
export type UpdateCabinetRequest = z.infer<typeof updateCabinetRequestSchema>;

/** POST /api/cabinets/:id/credentials: replace the key (checked live; must see the same shop). */
export const replaceCredentialsRequestSchema = z
  .object({ credentials: cabinetCredentialsSchema })
  .strict();
export type ReplaceCredentialsRequest = z.infer<typeof replaceCredentialsRequestSchema>;

/** POST /api/cabinets/:id/sync → the run queued (or the one already running). */
export const startSyncResponseSchema = z.object({ run: syncRunSchema });

/** POST /api/cabinets/:id/delete → the cabinet and all its data are gone. */
export const deleteCabinetResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * `responseStatus.errorCode` of refused cabinet calls; the `message` is the Russian text to
 * show. `meta.scope` names the missing scope for CredentialsMissingScope.
 */
export const CABINET_ERROR_CODES = Object.freeze({
  credentialsInvalid: 'CredentialsInvalid',
  credentialsMissingScope: 'CredentialsMissingScope',
  marketplaceUnreachable: 'MarketplaceUnreachable',
  marketplaceRateLimited: 'MarketplaceRateLimited',
  cabinetAlreadyExists: 'CabinetAlreadyExists',
  shopNotAvailable: 'ShopNotAvailable',
  /** Replacing the key with one of another shop. */
  credentialsOfAnotherShop: 'CredentialsOfAnotherShop',
  cabinetDisabled: 'CabinetDisabled',
  cabinetLimitReached: 'CabinetLimitReached',
} as const);

/** A created, renamed, enabled/disabled or re-keyed cabinet, as it now is. */
export const cabinetResponseSchema = z.object({ cabinet: cabinetSchema });
export type CabinetResponse = z.infer<typeof cabinetResponseSchema>;
export type StartSyncResponse = z.infer<typeof startSyncResponseSchema>;
export type DeleteCabinetResponse = z.infer<typeof deleteCabinetResponseSchema>;

/**
 * The cabinet calls with their bodies, for the server's routes and the web app's client. The
 * POSTs that act on one cabinet take an empty JSON object when they need nothing more. Refusals
 * (ServiceStack body, `errorCode` of CABINET_ERROR_CODES or the generic ones):
 * 400 ValidationError (a malformed body or id), 401, 403 CsrfTokenInvalid, 404 NotFound (no
 * such cabinet for this account), 409 CabinetAlreadyExists / CabinetLimitReached /
 * CabinetDisabled, 422 CredentialsInvalid / CredentialsMissingScope (`meta.scope`,
 * `meta.title`) / ShopNotAvailable / CredentialsOfAnotherShop, 429 MarketplaceRateLimited
 * (Retry-After), 502 MarketplaceUnreachable (the marketplace is down: try again later).
 */
export const CABINET_CONTRACTS = Object.freeze({
  cabinets: {
    method: 'GET',
    path: API_PATHS.cabinets,
    response: cabinetListResponseSchema,
  },
  cabinetsCheck: {
    method: 'POST',
    path: API_PATHS.cabinetsCheck,
    request: checkCabinetRequestSchema,
    response: checkCabinetResponseSchema,
  },
  cabinetCreate: {
    method: 'POST',
    path: API_PATHS.cabinets,
    request: createCabinetRequestSchema,
    response: cabinetResponseSchema,
  },
  cabinet: {
    method: 'GET',
    path: API_PATHS.cabinet,
    response: cabinetDetailResponseSchema,
  },
  cabinetUpdate: {
    method: 'POST',
    path: API_PATHS.cabinetUpdate,
    request: updateCabinetRequestSchema,
    response: cabinetResponseSchema,
  },
  cabinetCredentials: {
    method: 'POST',
    path: API_PATHS.cabinetCredentials,
    request: replaceCredentialsRequestSchema,
    response: cabinetResponseSchema,
  },
  cabinetSync: {
    method: 'POST',
    path: API_PATHS.cabinetSync,
    request: emptyBodySchema,
    response: startSyncResponseSchema,
  },
  cabinetDelete: {
    method: 'POST',
    path: API_PATHS.cabinetDelete,
    request: emptyBodySchema,
    response: deleteCabinetResponseSchema,
  },
} as const satisfies Record<string, ApiContract>);
