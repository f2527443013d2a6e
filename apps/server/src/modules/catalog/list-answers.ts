import { CATALOG_CONTRACTS, type CatalogQuery } from '@marketpult/shared/contracts/catalog';
import { pgliteClientOf, type Database } from '../../db/client';
import { catalogAnswers } from './answer-cache';
import { DEFAULT_PAGE_SIZE, readProductsPage } from './service';
import { TTL_MS } from './total-cache';

/**
 * The query as the list reads it, one spelling per answer: defaults filled in, the search
 * trimmed (catalogWhere trims it), unset and false filters left out, keys in a fixed order.
 */
export function listQueryKey(query: CatalogQuery): string {
  const search = query.search?.trim();
  return JSON.stringify([
    query.page ?? 0,
    query.pageSize ?? DEFAULT_PAGE_SIZE,
    query.sort ?? 'article',
    query.order === 'desc' ? 'desc' : 'asc',
    search ? search : null,
    query.cabinetId ?? null,
    query.marketplace ?? null,
    query.brand ?? null,
    query.noCostPrice === true,
    query.noStock === true,
    query.lossMaking === true,
    query.unlinked === true,
  ]);
}

const serialize = (page: unknown): Buffer =>
  // As the route's serializer (fastify-type-provider-zod) writes it: encoded by its schema.
  Buffer.from(JSON.stringify(CATALOG_CONTRACTS.products.response.encode(page as never)));

/**
 * GET /api/catalog/products as JSON bytes, from the answer cache (answer-cache.ts) when the
 * account's catalog has not changed since. On PostgreSQL another server process's writes
 * reach this one's catalog version through the change feed (db/change-feed.ts) a few
 * milliseconds after their commit; an answer is still served at most TTL_MS after it was
 * read there, a safety net for a notification lost in between. PGlite's data directory is
 * this process's alone, and an answer lasts until the next change.
 */
export function catalogListAnswer(
  db: Database,
  userId: string,
  query: CatalogQuery,
): Promise<Buffer> {
  return catalogAnswers.answer(
    userId,
    `products\n${listQueryKey(query)}`,
    async () => {
      const { page, readAt } = await readProductsPage(db, userId, query);
      return { body: serialize(page), readAt };
    },
    { ttlMs: pgliteClientOf(db) ? Infinity : TTL_MS },
  );
}
