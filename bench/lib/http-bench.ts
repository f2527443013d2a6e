// The HTTP figures of one database: /auth beside the bare route, /v2/md5, sign-in throughput
// with /auth alongside, cold start and resident memory.
import { join } from 'node:path';
import { API_PATHS } from '@marketpult/shared/api-paths';
import type { DatabaseTarget } from '../../apps/server/src/db/client';
import { BENCH_BARE_PATH } from '../../apps/server/src/modules/bench/routes';
import { md5Hex } from '../../apps/server/src/modules/md5/md5';
import { HttpClient } from '../../apps/server/test/helpers/http-client';
import { BENCH_PASSWORD, benchEmail, createBenchAccounts } from './accounts';
import { load, withPeakRss, type LoadFigures, type LoadRequest, type LoadSpec } from './http-load';
import { freePort, startServer, type RunningServer, type ServerOptions } from './server';

/** The load: 50 connections, 10 s per figure. */
export const CONNECTIONS = 50;
export const SECONDS = 10;
const WARM_UP_SECONDS = 3;
/** Accounts the sign-in load goes round, so that no account is signed into twice at once. */
const SIGN_IN_ACCOUNTS = 300;
/** Client addresses /v2/md5 goes round (X-Forwarded-For): a crowd within 60 a minute each. */
const MD5_CLIENTS = 4_000;
/** /auth alongside the sign-in load: a steady stream of page loads, not a second flood. */
const AUTH_BESIDE_LOGIN = { connections: 10, overallRate: 200 };
const COLD_STARTS = 3;
const PAUSE_BETWEEN_PHASES_MS = 1_000;

export interface HttpFigures {
  bare_rps: number;
  bare_p50_ms: number;
  bare_p99_ms: number;
  auth_rps: number;
  auth_p50_ms: number;
  auth_p99_ms: number;
  auth_to_bare_ratio: number;
  md5_rps: number;
  md5_p99_ms: number;
  login_per_s: number;
  login_p99_ms: number;
  auth_p99_during_login_ms: number;
  /** Answers other than 2xx per scenario; all 0 in a clean run. */
  non2xx: Record<string, number>;
  cold_start_ms: number;
  rss_idle_mb: number;
  rss_load_mb: number;
  /** The very first start, which creates the database. */
  first_start_ms: number;
  first_start_rss_mb: number;
}

export interface DatabaseBench {
  kind: DatabaseTarget['kind'];
  target: DatabaseTarget;
  dataDir: string;
  logFile: string;
  /** DATABASE_URL for PostgreSQL. */
  env?: Record<string, string>;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every phase on one server; `whileIdle` runs after the idle figure, before any load. */
export async function benchHttp(
  root: string,
  bench: DatabaseBench,
  whileIdle: (server: RunningServer) => Promise<void> = async () => undefined,
): Promise<HttpFigures> {
  const options: ServerOptions = {
    port: await freePort(),
    dataDir: bench.dataDir,
    logFile: bench.logFile,
    env: { BENCH_BARE_ROUTE: '1', TRUST_PROXY: '1', SEED_DEMO: '1', ...bench.env },
  };

  // The first start creates the database, the secrets and the demo account.
  let server = await startServer(root, options);
  const firstStartMs = server.startMs;
  const firstStartRss = server.rssMb();
  // A PGlite directory is the server's alone: the accounts go in while it is stopped.
  await server.stop();
  await createBenchAccounts(bench.target, bench.dataDir, SIGN_IN_ACCOUNTS + 1);

  const starts: number[] = [];
  for (let start = 0; start < COLD_STARTS; start += 1) {
    if (start > 0) await server.stop();
    server = await startServer(root, options);
    starts.push(server.startMs);
  }

  try {
    await settle(2_000);
    const rssIdle = server.rssMb();
    await whileIdle(server);

    // One more account than the sign-in load uses: its session is the live one of POST /auth.
    const signedIn = await new HttpClient(server.url).signIn(
      benchEmail(SIGN_IN_ACCOUNTS),
      BENCH_PASSWORD,
    );
    const visitor = new HttpClient(server.url);
    await visitor.get(API_PATHS.runtimeConfig);

    const bare = { url: server.url, path: BENCH_BARE_PATH };
    const auth = {
      url: server.url,
      method: 'POST' as const,
      path: API_PATHS.auth,
      headers: signedIn.postHeaders(),
      body: '{}',
    };
    let md5Client = 0;
    const md5 = {
      url: server.url,
      method: 'POST' as const,
      path: API_PATHS.md5,
      headers: visitor.postHeaders(),
      body: JSON.stringify({ plain: 'Zx7-kettle-Ладога' }),
      vary: (request: LoadRequest) => {
        md5Client = (md5Client + 1) % MD5_CLIENTS;
        return {
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': `198.18.${md5Client >> 8}.${md5Client & 255}`,
          },
        };
      },
    };
    let account = 0;
    const password = md5Hex(BENCH_PASSWORD);
    const login = {
      url: server.url,
      method: 'POST' as const,
      path: API_PATHS.authCredentials,
      headers: visitor.postHeaders(),
      vary: (request: LoadRequest) => {
        account = (account + 1) % SIGN_IN_ACCOUNTS;
        return { ...request, body: JSON.stringify({ userName: benchEmail(account), password }) };
      },
    };

    const { result, peakRssMb } = await withPeakRss(server.rssMb, async () => {
      const full = { connections: CONNECTIONS, durationSeconds: SECONDS };
      const warm = { connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS };
      // Every code path runs before it is measured: the first sign-ins compile PGlite's
      // WebAssembly for their queries on the event loop (one pause of about 0.4 s).
      // autocannon stops sending at the end of a run, but the server may still be answering
      // what it had read: each phase starts after a pause, so no phase measures the last one's
      // backlog.
      const isolated = async (spec: LoadSpec) => {
        const figures = await load(spec);
        await settle(PAUSE_BETWEEN_PHASES_MS);
        return figures;
      };
      await isolated({ ...bare, ...warm });
      await isolated({ ...auth, ...warm });
      await isolated({ ...md5, ...warm });
      await isolated({ ...login, ...warm });
      const bareFigures = await isolated({ ...bare, ...full });
      const authFigures = await isolated({ ...auth, ...full });
      const md5Figures = await isolated({ ...md5, ...full });
      const [loginFigures, authBesideLogin] = await Promise.all([
        load({ ...login, ...full }),
        load({ ...auth, ...AUTH_BESIDE_LOGIN, durationSeconds: SECONDS }),
      ]);
      return { bareFigures, authFigures, md5Figures, loginFigures, authBesideLogin };
    });
    const { bareFigures, authFigures, md5Figures, loginFigures, authBesideLogin } = result;
    const troubles = (figures: LoadFigures) => figures.non2xx + figures.errors;

    return {
      bare_rps: round(bareFigures.rps, 0),
      bare_p50_ms: bareFigures.p50Ms,
      bare_p99_ms: bareFigures.p99Ms,
      auth_rps: round(authFigures.rps, 0),
      auth_p50_ms: authFigures.p50Ms,
      auth_p99_ms: authFigures.p99Ms,
      auth_to_bare_ratio: round(authFigures.rps / bareFigures.rps, 2),
      md5_rps: round(md5Figures.rps, 0),
      md5_p99_ms: md5Figures.p99Ms,
      login_per_s: round(loginFigures.rps),
      login_p99_ms: loginFigures.p99Ms,
      auth_p99_during_login_ms: authBesideLogin.p99Ms,
      non2xx: {
        bare: troubles(bareFigures),
        auth: troubles(authFigures),
        md5: troubles(md5Figures),
        login: troubles(loginFigures),
        auth_during_login: troubles(authBesideLogin),
      },
      cold_start_ms: round(median(starts), 0),
      rss_idle_mb: round(rssIdle, 0),
      rss_load_mb: round(peakRssMb, 0),
      first_start_ms: round(firstStartMs, 0),
      first_start_rss_mb: round(firstStartRss, 0),
    };
  } finally {
    await server.stop();
  }
}

/** Where a run's server writes its log. */
export function logFileIn(dir: string, kind: string): string {
  return join(dir, `server-${kind}.log`);
}
