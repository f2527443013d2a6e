// `npm run bench`: builds, starts what it needs, prints a table and writes bench/results.json.
// Figures only: nothing here passes or fails, and tests never assert on speed.
// `npm run bench -- --skip-build` measures the builds already in apps/*/dist.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpClient } from '../apps/server/test/helpers/http-client';
import { measureFloor } from './lib/floor';
import { benchHttp, logFileIn, type HttpFigures } from './lib/http-bench';
import { auditPages, type LighthouseScores } from './lib/lighthouse';
import { measurePageScripts } from './lib/login-js';
import { createScratchDatabase, describeServer } from './lib/postgres';
import { printTable } from './lib/table';
import { freePort, startServer, tempDir } from './lib/server';

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

async function main(): Promise<void> {
  const started = performance.now();
  if (!process.argv.includes('--skip-build')) {
    step('npm run build');
    buildAll();
  }
  const work = tempDir();
  try {
    step('/login JavaScript and the React floor');
    const login = await measureLoginJs(work);
    const floor = await measureFloor(root);

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
    const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
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

    const results = {
      login_js_gzip_kb: round(login.kb),
      login_js_files: login.files,
      floor_js_gzip_kb: round(floor.kb),
      login_to_floor_ratio: round(login.kb / floor.kb, 2),
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
      machine: {
        cores: cpus().length,
        cpu: cpus()[0]?.model.trim(),
        memory_gb: round(totalmem() / 1024 ** 3),
        node: process.version,
        date: new Date().toISOString(),
        bench_seconds: round((performance.now() - started) / 1000, 0),
      },
    };

    printTable(results);
    const file = join(root, 'bench', 'results.json');
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Written: ${file}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
