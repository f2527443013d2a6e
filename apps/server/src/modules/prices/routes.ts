import {
  PRICE_CONTRACTS,
  priceRunParamsSchema,
  priceRunQuerySchema,
  type ListingPriceHistoryResponse,
  type PriceRunListResponse,
  type PriceRunResponse,
} from '@marketpult/shared/contracts/prices';
import { listingParamsSchema } from '@marketpult/shared/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { userIdOf } from '../../http/request-user';
import { applyRun } from './apply';
import type { PriceDeps } from './context';
import { planRunView } from './plan';
import { listingHistory, priceRunOf, priceRunsOf } from './service';

/**
 * A run of 10,000 listings (MAX_PRICE_RUN_ITEMS) with a price, an old and a minimum price and
 * a few warehouses' stocks each, written out in full, stays under this.
 */
export const PRICE_BODY_LIMIT = 8 * 1024 * 1024;

const plain = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

/**
 * The price calls (contracts/prices.ts): signed-in only, every POST CSRF-checked by the csrf
 * plugin, every query scoped by the account (another account's run or listing is a 404).
 */
export function priceRoutes(deps: PriceDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['prices'];

    r.get(
      PRICE_CONTRACTS.priceRuns.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: "The account's price runs, newest first (up to 50)",
          tags,
          response: { 200: PRICE_CONTRACTS.priceRuns.response, ...plain },
        },
      },
      async (request): Promise<PriceRunListResponse> => priceRunsOf(deps.db, userIdOf(request)),
    );

    r.post(
      PRICE_CONTRACTS.priceRunCreate.path,
      {
        preHandler: app.requireUser,
        bodyLimit: PRICE_BODY_LIMIT,
        schema: {
          summary: 'A dry run: the planned changes with every guardrail verdict, nothing sent',
          tags,
          body: PRICE_CONTRACTS.priceRunCreate.request,
          response: { 200: PRICE_CONTRACTS.priceRunCreate.response, ...plain },
        },
      },
      async (request): Promise<PriceRunResponse> =>
        planRunView(deps, userIdOf(request), request.body),
    );

    r.get(
      PRICE_CONTRACTS.priceRun.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary:
            'One run with its counts and one page of its changes: before → after, verdicts, results',
          tags,
          params: priceRunParamsSchema,
          querystring: priceRunQuerySchema,
          response: { 200: PRICE_CONTRACTS.priceRun.response, ...plain },
        },
      },
      async (request): Promise<PriceRunResponse> =>
        priceRunOf(deps.db, userIdOf(request), request.params.id, request.query),
    );

    r.post(
      PRICE_CONTRACTS.priceRunApply.path,
      {
        preHandler: app.requireUser,
        bodyLimit: PRICE_BODY_LIMIT,
        schema: {
          summary: 'Apply a dry run with per-change overrides: queues the writes',
          tags,
          params: priceRunParamsSchema,
          body: PRICE_CONTRACTS.priceRunApply.request,
          response: { 200: PRICE_CONTRACTS.priceRunApply.response, ...plain },
        },
      },
      async (request): Promise<PriceRunResponse> =>
        applyRun(deps, userIdOf(request), request.params.id, request.body.overrides),
    );

    r.get(
      PRICE_CONTRACTS.listingPriceHistory.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: "One listing's applied price and stock changes, newest first",
          tags,
          params: listingParamsSchema,
          response: { 200: PRICE_CONTRACTS.listingPriceHistory.response, ...plain },
        },
      },
      async (request): Promise<ListingPriceHistoryResponse> =>
        listingHistory(deps.db, userIdOf(request), request.params.id),
    );
  };
}
