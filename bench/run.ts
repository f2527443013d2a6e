// `npm run bench`: builds, starts what it needs, prints a table and writes bench/results.json.
// Figures only: nothing here passes or fails, and tests never assert on speed.
// `npm run bench -- --skip-build` measures the builds already in apps/*/dist;
// `npm run bench -- --only sync,limits` runs those phases only (./lib/phases.ts names them all).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpClient } from '../apps/server/test/helpers/http-client';
import { benchCabinetList, type CabinetListPhaseFigures } from './lib/cabinet-list-bench';
import { benchCatalog, type CatalogPhaseFigures } from './lib/catalog-bench';
import { benchCatalogPage, type CatalogPagePhaseFigures } from './lib/catalog-page-bench';
import { measureFloor } from './lib/floor';
import { benchHttp, logFileIn, type HttpFigures } from './lib/http-bench';
import { auditPages, type LighthouseScores } from './lib/lighthouse';
import { benchLimits, type LimitsPhaseFigures } from './lib/limits-bench';
import { measurePageScripts } from './lib/login-js';
import { createScratchDatabase, describeServer } from './lib/postgres';
import { benchPriceBulk, type PriceBulkPhaseFigures } from './lib/price-bulk-bench';
import { selectedPhases, writeResults, type Phase } from './lib/phases';
import { printCatalogPageTable, printTable } from './lib/table';
import { freePort, startServer, tempDir } from './lib/server';
import { benchSync, type SyncPhaseFigures } from './lib/sync-bench';
import { printSyncTables } from './lib/sync-table';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const DEMO = { email: 'demo@marketpult.ru', password: 'demo1234' };

function buildAll(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function step(text: string): void {
  console.log(`\n▶ ${text}`);
}

async function measureLoginJs(work: string): Promise<{ kb: number; files: number }> {
  const server = await startServer(root, {
    port: await freePort(),
    dataDir: join(work, 'js-data'),
    logFile: logFileIn(work, 'js'),
  });
  try {
    return await measurePageScripts(`${server.url}/login`, {
      ready: async (page) => {
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The heading is there before any script (the server draws /login); the app is not.
        await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
      },
    });
  } finally {
    await server.stop();
  }
}

/** /login's JavaScript beside the floor: phase `login-js`. */
async function loginJsPhase(work: string) {
  const login = await measureLoginJs(work);
  const floor = await measureFloor(root);
  return {
    login_js_gzip_kb: round(login.kb),
    login_js_files: login.files,
    floor_js_gzip_kb: round(floor.kb),
    login_to_floor_ratio: round(login.kb / floor.kb, 2),
  };
}

/** Cold starts, Lighthouse and the HTTP load on PGlite, then on PostgreSQL: phase `http`. */
async function httpPhase(work: string, adminUrl: string | undefined) {
  step('PGlite: cold starts, Lighthouse, HTTP load (about 1.5 minutes)');
  const lighthouse: { login?: LighthouseScores; cabinet?: LighthouseScores } = {};
  const pglite = await benchHttp(
    root,
    {
      kind: 'pglite',
      target: { kind: 'pglite', dataDir: join(work, 'pglite') },
      dataDir: join(work, 'pglite'),
      logFile: logFileIn(work, 'pglite'),
    },
    async (server) => {
      const demo = await new HttpClient(server.url).signIn(DEMO.email, DEMO.password);
      const session = demo.cookies.get('mp_session');
      if (!session) throw new Error('the demo sign-in set no mp_session cookie');
      [lighthouse.login, lighthouse.cabinet] = await auditPages([
        { url: `${server.url}/login` },
        { url: `${server.url}/cabinet`, cookies: { mp_session: session } },
      ]);
      if (lighthouse.cabinet?.finalPath !== '/cabinet') {
        throw new Error(`Lighthouse on /cabinet ended on ${lighthouse.cabinet?.finalPath}`);
      }
    },
  );

  let postgres: HttpFigures | undefined;
  if (adminUrl) {
    step(`PostgreSQL ${describeServer(adminUrl)}: the same HTTP load on a scratch database`);
    const scratch = await createScratchDatabase(adminUrl);
    try {
      postgres = await benchHttp(root, {
        kind: 'postgres',
        target: { kind: 'postgres', url: scratch.url },
        dataDir: join(work, 'postgres'),
        logFile: logFileIn(work, 'postgres'),
        env: { DATABASE_URL: scratch.url },
      });
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('DATABASE_URL / TEST_DATABASE_URL not set: PostgreSQL skipped');
  }
  return {
    lighthouse: {
      login: {
        performance: lighthouse.login?.performance,
        accessibility: lighthouse.login?.accessibility,
        metrics: lighthouse.login?.metrics,
        performance_runs: lighthouse.login?.runs,
      },
      cabinet: {
        performance: lighthouse.cabinet?.performance,
        accessibility: lighthouse.cabinet?.accessibility,
        metrics: lighthouse.cabinet?.metrics,
        performance_runs: lighthouse.cabinet?.runs,
      },
    },
    http: { pglite, ...(postgres ? { postgres } : {}) },
    cold_start_ms: pglite.cold_start_ms,
    rss_idle_mb: pglite.rss_idle_mb,
    rss_load_mb: pglite.rss_load_mb,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const phases = selectedPhases(process.argv);
  if (!process.argv.includes('--skip-build')) {
    step('npm run build');
    buildAll();
  }
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const work = tempDir();
  const results: Record<string, unknown> = {};
  const measuredAt: Partial<Record<Phase, string>> = {};
  const ran = (phase: Phase) => {
    measuredAt[phase] = new Date().toISOString();
  };
  const failed: Phase[] = [];
  /** A phase that fails is reported and the others still run and are written. */
  const attempt = async (phase: Phase, measure: () => Promise<void>) => {
    if (!phases.has(phase)) return;
    try {
      await measure();
      ran(phase);
    } catch (error) {
      failed.push(phase);
      console.error(`✖ ${phase}:`, error);
    }
  };
  try {
    await attempt('login-js', async () => {
      step('/login JavaScript and the React floor');
      Object.assign(results, await loginJsPhase(work));
    });
    await attempt('http', async () => {
      Object.assign(results, await httpPhase(work, adminUrl));
    });
    await attempt('sync', async () => {
      step('sync: first sync of a 100,000-listing cabinet per marketplace, limits and pacing off');
      results['sync'] = (await benchSync(root, work, adminUrl)) satisfies SyncPhaseFigures;
    });
    await attempt('limits', async () => {
      step('limits: first syncs against the sandbox with its limits on (about 1 minute)');
      results['limits'] = (await benchLimits(root, work, adminUrl)) satisfies LimitsPhaseFigures;
    });
    await attempt('cabinet-list', async () => {
      step('cabinet-list: GET /api/cabinets with 10 cabinets and 300,000 listings');
      results['cabinet_list'] = (await benchCabinetList(
        root,
        work,
        adminUrl,
      )) satisfies CabinetListPhaseFigures;
    });
    await attempt('catalog', async () => {
      step('catalog: GET /api/catalog/products with 300,000 listings across 3 cabinets');
      results['catalog'] = (await benchCatalog(root, work, adminUrl)) satisfies CatalogPhaseFigures;
    });
    await attempt('catalog-page', async () => {
      step('catalog-page: Lighthouse on /catalog and /catalog-management, /catalog JavaScript');
      results['catalog_page'] = (await benchCatalogPage(
        root,
        work,
      )) satisfies CatalogPagePhaseFigures;
    });
    await attempt('price-bulk', async () => {
      step('price-bulk: 10,000 prices per marketplace, dry run to read-back, limits on');
      results['price_bulk'] = (await benchPriceBulk(
        root,
        work,
        adminUrl,
      )) satisfies PriceBulkPhaseFigures;
    });
    results['measured_at'] = measuredAt;
    results['machine'] = {
      cores: cpus().length,
      cpu: cpus()[0]?.model.trim(),
      memory_gb: round(totalmem() / 1024 ** 3),
      node: process.version,
      date: new Date().toISOString(),
      bench_seconds: round((performance.now() - started) / 1000, 0),
      phases: [...phases],
    };

    const file = join(root, 'bench', 'results.json');
    writeResults(file, results);
    if (measuredAt['login-js'] && measuredAt.http) printTable(results as never);
    if (measuredAt['catalog-page']) printCatalogPageTable(results['catalog_page'] as never);
    printSyncTables(results);
    console.log(`Written: ${file}`);
  } finally {
    // The servers' logs of a failed phase stay for a look.
    if (failed.length === 0) rmSync(work, { recursive: true, force: true });
    else console.error(`✖ failed: ${failed.join(', ')}; logs kept in ${work}`);
  }
  if (failed.length > 0) process.exitCode = 1;
}

await main();
