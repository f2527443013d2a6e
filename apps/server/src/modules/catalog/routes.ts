import {
  CATALOG_CONTRACTS,
  candidatesQuerySchema,
  catalogQuerySchema,
  listingParamsSchema,
  productParamsSchema,
  unlinkedQuerySchema,
  type CatalogQuery,
} from '@marketpult/shared/contracts/catalog';
import { API_PATHS } from '@marketpult/shared/api-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { userIdOf } from '../../http/request-user';
import { brandsOf } from './brands';
import { catalogWorkbook } from './export';
import { catalogListAnswer } from './list-answers';
import {
  candidatesFor,
  conflictsOf,
  linkListing,
  productDetail,
  unlinkListing,
  unlinkedListings,
} from './service';

/** Bodies here are a uuid at most. */
const CATALOG_BODY_LIMIT = 4 * 1024;

const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409, 413, 415);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The catalog calls (contracts/catalog.ts): signed-in only (401), every POST CSRF-checked (the
 * csrf plugin), queries and bodies validated by the shared contracts. Every query is scoped by
 * the signed-in account: another account's product or listing answers 404 like a missing one.
 */
export function catalogRoutes() {
  return async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];
    const read = { preHandler: app.requireUser };
    const write = { preHandler: app.requireUser, bodyLimit: CATALOG_BODY_LIMIT };

    r.get(
      CATALOG_CONTRACTS.products.path,
      {
        ...read,
        schema: {
          summary: "One page of the account's products: search, filters, sort",
          tags,
          querystring: catalogQuerySchema,
          response: { 200: CATALOG_CONTRACTS.products.response, ...reads },
        },
      },
      // JSON bytes, serialized by the response schema once per catalog version
      // (list-answers.ts). Fastify sends a Buffer as it is; the typed reply knows only objects.
      async (request, reply) => {
        const body = await catalogListAnswer(app.db, userIdOf(request), request.query);
        return reply.type('application/json; charset=utf-8').send(body as never);
      },
    );

    // Untyped on purpose: the answer is a stream, which the typed reply (JSON schemas) refuses.
    // The query is validated by the same schema all the same.
    app.get(
      API_PATHS.catalogExport,
      {
        ...read,
        schema: {
          summary: 'The current view of the catalog as an Excel file (.xlsx), streamed',
          tags,
          querystring: catalogQuerySchema,
          response: reads,
        },
      },
      (request, reply) => {
        const query = request.query as CatalogQuery;
        const stream = catalogWorkbook(app.db, userIdOf(request), query, request.log);
        return reply
          .header('Content-Type', XLSX_TYPE)
          .header(
            'Content-Disposition',
            `attachment; filename="catalog.xlsx"; filename*=UTF-8''${encodeURIComponent('Каталог.xlsx')}`,
          )
          .send(stream);
      },
    );

    r.get(
      CATALOG_CONTRACTS.product.path,
      {
        ...read,
        schema: {
          summary: 'A product with its listings on every cabinet',
          tags,
          params: productParamsSchema,
          response: { 200: CATALOG_CONTRACTS.product.response, ...reads },
        },
      },
      (request) => productDetail(app.db, userIdOf(request), request.params.id),
    );

    r.get(
      CATALOG_CONTRACTS.unlinked.path,
      {
        ...read,
        schema: {
          summary: 'Listings linked to no product',
          tags,
          querystring: unlinkedQuerySchema,
          response: { 200: CATALOG_CONTRACTS.unlinked.response, ...reads },
        },
      },
      (request) => unlinkedListings(app.db, userIdOf(request), request.query),
    );

    r.get(
      CATALOG_CONTRACTS.candidates.path,
      {
        ...read,
        schema: {
          summary: 'Products to link a listing to',
          tags,
          params: listingParamsSchema,
          querystring: candidatesQuerySchema,
          response: { 200: CATALOG_CONTRACTS.candidates.response, ...reads },
        },
      },
      (request) =>
        candidatesFor(app.db, userIdOf(request), request.params.id, request.query.search),
    );

    r.post(
      CATALOG_CONTRACTS.link.path,
      {
        ...write,
        schema: {
          summary: 'Link a listing to a product by hand',
          tags,
          params: listingParamsSchema,
          body: CATALOG_CONTRACTS.link.request,
          response: { 200: CATALOG_CONTRACTS.link.response, ...writes },
        },
      },
      async (request) => ({
        listing: await linkListing(
          app.db,
          userIdOf(request),
          request.params.id,
          request.body.productId,
        ),
      }),
    );

    r.post(
      CATALOG_CONTRACTS.unlink.path,
      {
        ...write,
        schema: {
          summary: 'Unlink a listing by hand; the automatic pass leaves it so',
          tags,
          params: listingParamsSchema,
          body: CATALOG_CONTRACTS.unlink.request,
          response: { 200: CATALOG_CONTRACTS.unlink.response, ...writes },
        },
      },
      async (request) => ({
        listing: await unlinkListing(app.db, userIdOf(request), request.params.id),
      }),
    );

    r.get(
      CATALOG_CONTRACTS.conflicts.path,
      {
        ...read,
        schema: {
          summary: 'What the automatic linking could not decide',
          tags,
          response: { 200: CATALOG_CONTRACTS.conflicts.response, ...reads },
        },
      },
      (request) => conflictsOf(app.db, userIdOf(request)),
    );

    r.get(
      CATALOG_CONTRACTS.brands.path,
      {
        ...read,
        schema: {
          summary: "The account's brands, for the brand filter's suggestions",
          tags,
          response: { 200: CATALOG_CONTRACTS.brands.response, ...reads },
        },
      },
      (request) => brandsOf(app.db, userIdOf(request)),
    );
  };
}
