// Phase `catalog`: GET /api/catalog/products of an account with 300,000 listings across 3
// cabinets (BENCH_CATALOG_LISTINGS sets another total), at 50 connections, beside the bare
// route on the same server, on PGlite and on PostgreSQL. The catalog is written straight into
// the database (bench/lib/catalog-seed.ts): no sync, no linking pass.
import { API_PATHS } from '@marketpult/shared/api-paths';
import { CATALOG_SORT_FIELDS } from '@marketpult/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { BENCH_BARE_PATH } from '../../apps/server/src/modules/bench/routes';
import { HttpClient } from '../../apps/server/test/helpers/http-client';
import { BENCH_PASSWORD, benchEmail } from './accounts';
import { seedCatalog } from './catalog-seed';
import { CONNECTIONS, SECONDS } from './http-bench';
import { load, withPeakRss, type LoadRequest } from './http-load';
import { createScratchDatabase } from './postgres';
import { startSeededServer } from './seeded-server';

const CABINETS = 3;
const DEFAULT_LISTINGS = 300_000;
const WARM_UP_SECONDS = 3;

/** The views measured, as the catalog screen asks for them. */
export const CATALOG_VIEWS = {
  first_page: '',
  /** Page 1,000 of 50: rows 50,001–50,050 of the 100,000 products. */
  deep_page: '?page=1000',
  sort_desc: '?sort=priceOzon&order=desc',
  filter: '?marketplace=wildberries&noCostPrice=true',
  search: '?search=12345',
  /** Every request a page no earlier request asked for (see `unseenPages`): no kept answer. */
  unseen_pages: '',
} as const;
export type CatalogView = keyof typeof CATALOG_VIEWS;

const PAGES = 2_000;

/**
 * The server keeps whole answers per account, query and catalog version (list-answers.ts), so
 * the views above are answered from memory after their first request. This one measures the
 * answers that are not: request i turns page ⌊i / 20⌋ of the i-th of the 20 sorts (10 columns
 * × 2 directions), so the warm-up and the run ask 40,000 distinct pages before one repeats,
 * and each sort's pages come in order, as a seller paging through them would ask.
 */
export function unseenPages(): (request: LoadRequest) => LoadRequest {
  const sorts = CATALOG_SORT_FIELDS.flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`]);
  let next = 0;
  return (request) => {
    const index = next++;
    const page = Math.floor(index / sorts.length) % PAGES;
    const sort = sorts[index % sorts.length]!;
    return { ...request, path: `${API_PATHS.catalogProducts}?sort=${sort}&page=${page}` };
  };
}

export interface CatalogViewFigures {
  rps: number;
  p50_ms: number;
  /** Target ≤ 30 ms. */
  p99_ms: number;
  /** This view's requests/s ÷ the bare route's. */
  ratio_to_bare: number;
  non2xx: number;
  errors: number;
}

export interface CatalogFigures {
  listings: number;
  products: number;
  bare_rps: number;
  bare_p99_ms: number;
  views: Record<CatalogView, CatalogViewFigures>;
  peak_rss_mb: number;
}

export interface CatalogPhaseFigures {
  pglite?: CatalogFigures;
  postgres?: CatalogFigures;
}

function listingsTotal(): number {
  const raw = process.env.BENCH_CATALOG_LISTINGS;
  const total = raw === undefined ? DEFAULT_LISTINGS : Number(raw);
  if (!Number.isInteger(total) || total < CABINETS) {
    throw new Error(`BENCH_CATALOG_LISTINGS: a whole number ≥ ${CABINETS}, got ${raw}`);
  }
  return total;
}

async function seed(target: DatabaseTarget, perCabinet: number): Promise<void> {
  const database = await openDatabase(target);
  try {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, benchEmail(0)));
    if (!user) throw new Error('the bench account is missing');
    await seedCatalog(database.db, user.id, perCabinet);
  } finally {
    await database.close();
  }
}

/**
 * One more request of the view, answered once the database has worked off what the load left
 * queued (PGlite runs statements one at a time, in arrival order): the next view must not be
 * measured while the server still answers the last one's backlog.
 */
async function drain(spec: { url: string; path: string; headers: Record<string, string> }) {
  const response = await fetch(`${spec.url}${spec.path}`, { headers: spec.headers });
  if (!response.ok) throw new Error(`${spec.path} answered ${response.status}`);
  await response.arrayBuffer();
}

async function measure(
  root: string,
  work: string,
  kind: 'pglite' | 'postgres',
  databaseUrl?: string,
): Promise<CatalogFigures> {
  const perCabinet = Math.floor(listingsTotal() / CABINETS);
  const server = await startSeededServer(root, work, `catalog-${kind}`, databaseUrl, (target) =>
    seed(target, perCabinet),
  );
  try {
    const client = await new HttpClient(server.url).signIn(benchEmail(0), BENCH_PASSWORD);
    const headers = { cookie: client.cookieHeader() };
    const warm = { connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS };
    const full = { connections: CONNECTIONS, durationSeconds: SECONDS };
    const bare = { url: server.url, path: BENCH_BARE_PATH };
    await load({ ...bare, ...warm });
    const bareFigures = await load({ ...bare, ...full });
    const views = {} as Record<CatalogView, CatalogViewFigures>;
    let peak = 0;
    const unseen = unseenPages();
    for (const [view, search] of Object.entries(CATALOG_VIEWS) as [CatalogView, string][]) {
      const spec = {
        url: server.url,
        path: `${API_PATHS.catalogProducts}${search}`,
        headers,
        ...(view === 'unseen_pages' ? { vary: unseen } : {}),
      };
      await load({ ...spec, ...warm });
      await drain(spec);
      const { result, peakRssMb } = await withPeakRss(server.rssMb, () =>
        load({ ...spec, ...full }),
      );
      await drain(spec);
      peak = Math.max(peak, peakRssMb);
      views[view] = {
        rps: Math.round(result.rps),
        p50_ms: result.p50Ms,
        p99_ms: result.p99Ms,
        ratio_to_bare: Number((result.rps / bareFigures.rps).toFixed(3)),
        non2xx: result.non2xx,
        errors: result.errors,
      };
      console.log(`  ${kind} ${view}: ${views[view].rps} req/s, p99 ${views[view].p99_ms} ms`);
    }
    return {
      listings: perCabinet * CABINETS,
      products: perCabinet,
      bare_rps: Math.round(bareFigures.rps),
      bare_p99_ms: bareFigures.p99Ms,
      views,
      peak_rss_mb: Math.round(peak),
    };
  } finally {
    await server.stop();
  }
}

export async function benchCatalog(
  root: string,
  work: string,
  postgresAdminUrl: string | undefined,
): Promise<CatalogPhaseFigures> {
  const pglite = await measure(root, work, 'pglite');
  if (!postgresAdminUrl) return { pglite };
  const scratch = await createScratchDatabase(postgresAdminUrl);
  try {
    return { pglite, postgres: await measure(root, work, 'postgres', scratch.url) };
  } finally {
    await scratch.drop();
  }
}
