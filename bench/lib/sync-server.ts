// The server's real first sync of a sandbox cabinet, as a seller starts it: the production
// bundle reaches the sandbox process through *_API_URL, the cabinet is added with
// POST /api/cabinets, and its `cabinet.sync` job runs in the server as it always does.
import { join } from 'node:path';
import type { ConnectedMarketplace, Pacing } from '@marketpult/marketplaces';
import { API_PATHS } from '@marketpult/shared/api-paths';
import type { CabinetDetailResponse, CabinetResponse } from '@marketpult/shared/contracts/cabinets';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client';
import { syncCursors, syncRuns } from '../../apps/server/src/db/schema';
import { HttpClient } from '../../apps/server/test/helpers/http-client';
import { BENCH_PASSWORD, benchEmail, createBenchAccounts } from './accounts';
import { benchCredentials, benchShop } from './bench-cabinets';
import { logFileIn } from './http-bench';
import { withPeakRss } from './http-load';
import type { SandboxProcess } from './sandbox-process';
import { freePort, startServer, type RunningServer, type ServerOptions } from './server';

export interface SyncServer {
  readonly server: RunningServer;
  readonly client: HttpClient;
  readonly target: DatabaseTarget;
  /** How it was started: a restart with other settings keeps the rest (price-bulk-bench.ts). */
  readonly options: ServerOptions;
  /**
   * The server's peak RSS from its spawn to the bench's sign-in (VmHWM), in MB: the start-up
   * (PGlite's, migrations), which the sync's own peak, sampled from then on, leaves out.
   */
  readonly startupPeakRssMb: number;
  stop(): Promise<void>;
}

/** A server whose marketplaces are all the sandbox process, signed in as a fresh account. */
export async function startSyncServer(
  root: string,
  options: {
    work: string;
    name: string;
    /** Base URL of each marketplace: the sandbox processes. */
    urls: SandboxProcess['urls'];
    pacing: Pacing;
    databaseUrl?: string | undefined;
    env?: Record<string, string>;
  },
): Promise<SyncServer> {
  const dataDir = join(options.work, options.name);
  const target: DatabaseTarget = options.databaseUrl
    ? { kind: 'postgres', url: options.databaseUrl }
    : { kind: 'pglite', dataDir };
  const serverOptions: ServerOptions = {
    port: await freePort(),
    dataDir,
    logFile: logFileIn(options.work, options.name),
    env: {
      OZON_API_URL: options.urls.ozon,
      WB_API_URL: options.urls.wildberries,
      YM_API_URL: options.urls.yandex,
      MARKETPLACE_PACING: options.pacing,
      SEED_DEMO: '0',
      // Three cabinets may sync at once (the limits phase); one each elsewhere.
      JOB_CONCURRENCY: '3',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each server start, written when it stops.
      ...(process.env['BENCH_CPU_PROF']
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env['BENCH_CPU_PROF']}/server` }
        : {}),
      ...options.env,
    },
  };
  // The first start migrates and writes the pepper; the account goes in while it is stopped.
  const first = await startServer(root, serverOptions);
  await first.stop();
  await createBenchAccounts(target, dataDir, 1);
  const server = await startServer(root, serverOptions);
  const client = await new HttpClient(server.url).signIn(benchEmail(0), BENCH_PASSWORD);
  return {
    server,
    client,
    target,
    options: serverOptions,
    startupPeakRssMb: server.peakRssMb(),
    stop: () => server.stop(),
  };
}

/** The same server (data, account) started again with `env` over its settings, signed in. */
export async function restartSyncServer(
  root: string,
  sync: SyncServer,
  env: Record<string, string>,
): Promise<SyncServer> {
  await sync.stop();
  const options: ServerOptions = { ...sync.options, env: { ...sync.options.env, ...env } };
  const server = await startServer(root, options);
  const client = await new HttpClient(server.url).signIn(benchEmail(0), BENCH_PASSWORD);
  return {
    server,
    client,
    target: sync.target,
    options,
    startupPeakRssMb: server.peakRssMb(),
    stop: () => server.stop(),
  };
}

export async function getJson<T>(client: HttpClient, url: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie: client.cookieHeader() } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Adds the marketplace's bench cabinet: its first full sync starts at once. */
export async function addBenchCabinet(
  client: HttpClient,
  marketplace: ConnectedMarketplace,
): Promise<string> {
  const shop = benchShop(marketplace).shopExternalId;
  const { status, body } = await client.post(API_PATHS.cabinets, {
    name: `Bench ${marketplace}`,
    credentials: benchCredentials(marketplace),
    ...(shop ? { shopExternalId: shop } : {}),
  });
  if (status !== 200)
    throw new Error(`adding the ${marketplace} cabinet: ${status} ${JSON.stringify(body)}`);
  return (body as CabinetResponse).cabinet.id;
}

const POLL_MS = 1_000;

/** Waits for each cabinet's first sync to end; fails when one failed. */
/** How long the server may leave polls unanswered before the bench gives up on it. */
const UNANSWERED_LIMIT_MS = 15 * 60_000;
let unansweredSince: number | null = null;

/**
 * One poll; undefined when the connection failed. On PGlite the catalog's linking pass after a
 * sync holds the one connection for minutes, and a poll meanwhile is reset: the bench polls
 * again rather than lose the phase's figures (the run itself goes on and is read afterwards).
 */
async function pollable<T>(poll: () => Promise<T>): Promise<T | undefined> {
  try {
    const value = await poll();
    unansweredSince = null;
    return value;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    unansweredSince ??= Date.now();
    if (Date.now() - unansweredSince > UNANSWERED_LIMIT_MS) throw error;
    return undefined;
  }
}

export async function waitForSyncs(sync: SyncServer, cabinetIds: readonly string[]): Promise<void> {
  const pending = new Set(cabinetIds);
  while (pending.size > 0) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    for (const id of [...pending]) {
      const path = API_PATHS.cabinet.replace(':id', id);
      const detail = await pollable(() =>
        getJson<CabinetDetailResponse>(sync.client, `${sync.server.url}${path}`),
      );
      if (!detail) continue;
      const run = detail.cabinet.lastRun;
      if (run?.status === 'failed') throw new Error(`sync of ${id} failed: ${run.error}`);
      if (run?.status === 'done') pending.delete(id);
    }
  }
}

export interface SyncOneFigures {
  cabinetId: string;
  /** The server's peak RSS during the sync, exact (VmHWM). */
  peakRssMb: number;
  /** The same from samples every 200 ms. */
  sampledPeakRssMb: number;
  /** The server's CPU seconds: steadier than wall time on a shared machine. */
  cpuSeconds: number;
}

/** One marketplace's first sync on a running server. */
export async function syncOne(
  sync: SyncServer,
  marketplace: ConnectedMarketplace,
): Promise<SyncOneFigures> {
  const cpuBefore = sync.server.cpuSeconds();
  // The kernel's high-water mark from here on: exact, where the 200 ms samples miss a peak of a
  // fraction of a second (a compile, a block freed at once); the samples stay as a check.
  sync.server.resetPeakRss();
  const { result: cabinetId, peakRssMb } = await withPeakRss(sync.server.rssMb, async () => {
    const id = await addBenchCabinet(sync.client, marketplace);
    await waitForSyncs(sync, [id]);
    return id;
  });
  return {
    cabinetId,
    peakRssMb: Math.max(peakRssMb, sync.server.peakRssMb()),
    sampledPeakRssMb: peakRssMb,
    cpuSeconds: sync.server.cpuSeconds() - cpuBefore,
  };
}

export interface SyncTimes {
  listings: number;
  orders: number;
  /** From the run's start to its last listings page stored. */
  listingsSeconds: number;
  /** From the last listings page to the last orders page stored. */
  ordersSeconds: number;
  /** After the last orders page: the catalog's linking pass, until the run is marked done. */
  linkingSeconds: number;
  /** The whole run: listings, then 90 days of orders, then the linking pass. */
  totalSeconds: number;
}

/**
 * Each cabinet's first run as the database recorded it (the server is stopped: a PGlite
 * directory belongs to one process).
 */
export async function readSyncTimes(
  target: DatabaseTarget,
  cabinetIds: readonly string[],
): Promise<Map<string, SyncTimes>> {
  const database = await openDatabase(target);
  try {
    const times = new Map<string, SyncTimes>();
    for (const cabinetId of cabinetIds) {
      const [run] = await database.db
        .select()
        .from(syncRuns)
        .where(eq(syncRuns.cabinetId, cabinetId));
      const cursors = await database.db
        .select()
        .from(syncCursors)
        .where(eq(syncCursors.cabinetId, cabinetId));
      const cursor = cursors.find((row) => row.stream === 'listings');
      const ordersCursor = cursors.find((row) => row.stream === 'orders');
      if (!run?.finishedAt || !cursor) throw new Error(`no finished run of cabinet ${cabinetId}`);
      const started = run.startedAt.getTime();
      // Each stream's checkpoint is written with its last page: the stages' ends.
      const listingsEnd = cursor.updatedAt.getTime();
      const ordersEnd = ordersCursor?.updatedAt.getTime() ?? listingsEnd;
      times.set(cabinetId, {
        listings: run.listingsDone,
        orders: run.ordersDone,
        listingsSeconds: (listingsEnd - started) / 1000,
        ordersSeconds: (ordersEnd - listingsEnd) / 1000,
        linkingSeconds: (run.finishedAt.getTime() - ordersEnd) / 1000,
        totalSeconds: (run.finishedAt.getTime() - started) / 1000,
      });
    }
    return times;
  } finally {
    await database.close();
  }
}
