import {
  CATALOG_LISTINGS_CONTRACTS,
  catalogListingFilterSchema,
  catalogListingsQuerySchema,
} from '@marketpult/shared/contracts/catalog-listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { userIdOf } from '../../http/request-user';
import { listManagedListings, selectManagedListings } from './listings-list';

/**
 * /catalog-management's listing calls (contracts/catalog-listings.ts): signed-in only, scoped
 * by the account, queries validated by the shared contract.
 */
export function catalogListingsRoutes() {
  return async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];

    r.get(
      CATALOG_LISTINGS_CONTRACTS.listings.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: "One page of the account's listings to pick for a price or stock change",
          tags,
          querystring: catalogListingsQuerySchema,
          response: {
            200: CATALOG_LISTINGS_CONTRACTS.listings.response,
            ...errorResponses(400, 401),
          },
        },
      },
      (request) => listManagedListings(app.db, userIdOf(request), request.query),
    );

    r.get(
      CATALOG_LISTINGS_CONTRACTS.selection.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: 'Every listing the filters match (at most one run), for a bulk change',
          tags,
          querystring: catalogListingFilterSchema,
          response: {
            200: CATALOG_LISTINGS_CONTRACTS.selection.response,
            ...errorResponses(400, 401, 422),
          },
        },
      },
      (request) => selectManagedListings(app.db, userIdOf(request), request.query),
    );
  };
}
