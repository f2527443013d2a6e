import { productParamsSchema } from '@marketpult/shared/contracts/catalog';
import {
  DEFAULT_HISTORY_PERIOD,
  PRODUCT_CARD_CONTRACTS,
  productHistoryQuerySchema,
} from '@marketpult/shared/contracts/product-card';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { userIdOf } from '../../http/request-user';
import { productCard, updateProductBrand, updateProductCosts } from './product-card';
import { productHistory } from './product-history';

/** Three money values or a brand of ≤ 200 characters in JSON: under a kilobyte or two. */
const COSTS_BODY_LIMIT = 4 * 1024;

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 413, 415);

/**
 * The product card's calls (contracts/product-card.ts): signed-in only, the POST CSRF-checked
 * by the csrf plugin, every query scoped by the account so another's product is a 404.
 */
export function productCardRoutes() {
  return async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];

    r.get(
      PRODUCT_CARD_CONTRACTS.card.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: 'The product card: listings, stock per warehouse, unit economics',
          tags,
          params: productParamsSchema,
          response: { 200: PRODUCT_CARD_CONTRACTS.card.response, ...reads },
        },
      },
      (request) => productCard(app.db, userIdOf(request), request.params.id),
    );

    r.post(
      PRODUCT_CARD_CONTRACTS.costs.path,
      {
        preHandler: app.requireUser,
        bodyLimit: COSTS_BODY_LIMIT,
        schema: {
          summary: 'Set the cost price, RRP and minimum price; answers the recalculated card',
          tags,
          params: productParamsSchema,
          body: PRODUCT_CARD_CONTRACTS.costs.request,
          response: { 200: PRODUCT_CARD_CONTRACTS.costs.response, ...writes },
        },
      },
      (request) => updateProductCosts(app.db, userIdOf(request), request.params.id, request.body),
    );

    r.post(
      PRODUCT_CARD_CONTRACTS.brand.path,
      {
        preHandler: app.requireUser,
        bodyLimit: COSTS_BODY_LIMIT,
        schema: {
          summary: "Set the seller's own brand of the product (null: the listings' brand)",
          tags,
          params: productParamsSchema,
          body: PRODUCT_CARD_CONTRACTS.brand.request,
          response: { 200: PRODUCT_CARD_CONTRACTS.brand.response, ...writes },
        },
      },
      (request) =>
        updateProductBrand(app.db, userIdOf(request), request.params.id, request.body.brand),
    );

    r.get(
      PRODUCT_CARD_CONTRACTS.history.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: 'Price, stock and orders per day over 7, 30 or 90 days',
          tags,
          params: productParamsSchema,
          querystring: productHistoryQuerySchema,
          response: { 200: PRODUCT_CARD_CONTRACTS.history.response, ...reads },
        },
      },
      (request) =>
        productHistory(
          app.db,
          userIdOf(request),
          request.params.id,
          request.query.days ?? DEFAULT_HISTORY_PERIOD,
          app.clock.now(),
        ),
    );
  };
}
