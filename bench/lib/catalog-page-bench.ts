// Phase `catalog-page`: Lighthouse on /catalog and /catalog-management signed in as the demo
// user, and the JavaScript /catalog loads until its table shows the demo's products.
import { join } from 'node:path';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { HttpClient } from '../../apps/server/test/helpers/http-client';
import { logFileIn } from './http-bench';
import { auditPages, type LighthouseScores } from './lighthouse';
import { measurePageScripts } from './login-js';
import { freePort, startServer } from './server';

const DEMO = { email: 'demo@marketpult.ru', password: 'demo1234' };
/** The demo's first syncs bring 1,000 listings per shop; the audit waits for the catalog. */
const CATALOG_READY_MS = 120_000;
/** Polls a second apart that must find the same number of products. */
const STABLE_POLLS = 5;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export interface PageFigures {
  performance?: number | undefined;
  accessibility?: number | undefined;
  metrics?: Record<string, number | undefined> | undefined;
  performance_runs?: number[] | undefined;
  lcp_element?: string | undefined;
}

export interface CatalogPagePhaseFigures {
  catalog: PageFigures;
  catalog_management: PageFigures;
  /** Every script /catalog fetched until its table showed products, gzipped at level 9. */
  catalog_js_gzip_kb: number;
  catalog_js_files: number;
}

const figures = (scores: LighthouseScores | undefined): PageFigures => ({
  performance: scores?.performance,
  accessibility: scores?.accessibility,
  metrics: scores?.metrics,
  performance_runs: scores?.runs,
  lcp_element: scores?.lcpElement,
});

/** True once every demo cabinet has a sync run and none is queued or running. */
async function demoSyncsOver(url: string, session: string): Promise<boolean> {
  const response = await fetch(`${url}${API_PATHS.cabinets}`, {
    headers: { cookie: `mp_session=${session}` },
  });
  if (!response.ok) return false;
  const { cabinets } = (await response.json()) as {
    cabinets: { lastRun: { status: string } | null }[];
  };
  return (
    cabinets.length > 0 &&
    cabinets.every(
      (cabinet) => cabinet.lastRun && ['done', 'failed'].includes(cabinet.lastRun.status),
    )
  );
}

/**
 * Polls until the demo's first syncs are over and the catalog's linking after them too (its
 * products stop changing for a few polls), so that no sync shares the cores with the audits.
 * The count alone was not enough: between the second and the third shop's sync it held still
 * for longer than the polls (1,850 products, then 2,000).
 */
export async function waitForDemoCatalog(url: string, session: string): Promise<number> {
  const deadline = performance.now() + CATALOG_READY_MS;
  let last = -1;
  let unchanged = 0;
  for (;;) {
    const response = await fetch(`${url}${API_PATHS.catalogProducts}`, {
      headers: { cookie: `mp_session=${session}` },
    });
    const total = response.ok ? (((await response.json()) as { total?: number }).total ?? 0) : 0;
    const syncsOver = await demoSyncsOver(url, session);
    unchanged = syncsOver && total > 0 && total === last ? unchanged + 1 : 0;
    last = total;
    if (unchanged >= STABLE_POLLS) return total;
    if (performance.now() > deadline) {
      throw new Error(`the demo catalog had ${total} products after the wait`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export async function benchCatalogPage(
  root: string,
  work: string,
): Promise<CatalogPagePhaseFigures> {
  const server = await startServer(root, {
    port: await freePort(),
    dataDir: join(work, 'catalog-page'),
    logFile: logFileIn(work, 'catalog-page'),
    env: { SEED_DEMO: '1' },
  });
  try {
    const demo = await new HttpClient(server.url).signIn(DEMO.email, DEMO.password);
    const session = demo.cookies.get('mp_session');
    if (!session) throw new Error('the demo sign-in set no mp_session cookie');
    const products = await waitForDemoCatalog(server.url, session);
    console.log(`  the demo catalog holds ${products} products`);

    const cookies = { mp_session: session };
    const [catalog, management] = await auditPages([
      { url: `${server.url}/catalog`, cookies },
      { url: `${server.url}/catalog-management`, cookies },
    ]);
    for (const [path, scores] of [
      ['/catalog', catalog],
      ['/catalog-management', management],
    ] as const) {
      if (scores?.finalPath !== path) {
        throw new Error(`Lighthouse on ${path} ended on ${scores?.finalPath}`);
      }
    }

    const js = await measurePageScripts(`${server.url}/catalog`, {
      cookies: [{ name: 'mp_session', value: session, url: server.url }],
      ready: async (page) => {
        // The table's first data row: the route's chunks (DataGrid included) have run.
        await page.getByRole('row').nth(1).waitFor();
      },
    });
    return {
      catalog: figures(catalog),
      catalog_management: figures(management),
      catalog_js_gzip_kb: round(js.kb),
      catalog_js_files: js.files,
    };
  } finally {
    await server.stop();
  }
}
