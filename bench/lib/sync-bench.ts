// Phase `sync`: the first sync of a 100,000-listing sandbox cabinet per marketplace with the
// sandbox's limits off and the connector's pacing off, beside the floor (the connector paging
// through the same shop storing nothing), on PGlite and on PostgreSQL.
import type { ConnectedMarketplace } from '@marketpult/marketplaces';
import { SYNC_MARKETPLACES } from './bench-cabinets';
import { createScratchDatabase } from './postgres';
import { startSandboxProcess } from './sandbox-process';
import { measureListingsFloor, type FloorFigures } from './sync-floor';
import { readSyncTimes, startSyncServer, syncOne, type SyncOneFigures } from './sync-server';

/** The shop: 100,000 listings (BENCH_SYNC_LISTINGS changes it for a quick look). */
const LISTINGS = Number(process.env['BENCH_SYNC_LISTINGS'] ?? 100_000);
/**
 * PGlite's shop: 100,000 listings took PGlite 6–11 minutes a marketplace on a loaded machine
 * (one thread for the database and the server), so by default it syncs a shop it finishes in
 * a reasonable time. BENCH_SYNC_PGLITE_LISTINGS=100000 runs the size there too.
 */
const PGLITE_LISTINGS = Number(
  process.env['BENCH_SYNC_PGLITE_LISTINGS'] ?? Math.min(LISTINGS, 20_000),
);
/** The bench shop's orders a day over the 90 days the first sync reads (the same on both). */
const ORDERS_PER_DAY = 400;
/** BENCH_SYNC_MARKETPLACES=wildberries (comma-separated) measures those only. */
const MARKETPLACES: readonly ConnectedMarketplace[] = process.env['BENCH_SYNC_MARKETPLACES']
  ? SYNC_MARKETPLACES.filter((marketplace) =>
      process.env['BENCH_SYNC_MARKETPLACES']!.split(',').includes(marketplace),
    )
  : SYNC_MARKETPLACES;

/**
 * BENCH_SYNC_DATABASES=postgres (or pglite) measures on that database only: a quick look at
 * PostgreSQL's 60 s target need not wait for PGlite's syncs. Default: both.
 */
const DATABASES = new Set(
  (process.env['BENCH_SYNC_DATABASES'] ?? 'pglite,postgres').split(',').map((name) => name.trim()),
);

export interface ServerSyncFigures {
  listings: number;
  orders: number;
  listings_seconds: number;
  listings_per_s: number;
  /** listings/s ÷ the floor's: target ≥ 0.5. */
  ratio_to_floor: number;
  /** The orders stream after the listings (90 days). */
  orders_seconds: number;
  /** The catalog's linking pass after both streams, before the run is done. */
  linking_seconds: number;
  /** Listings, orders, linking: target < 60 s on PostgreSQL. */
  total_seconds: number;
  /** Peak VmRSS of the server process during the sync (the kernel's VmHWM): target ≤ 300 MB. */
  peak_rss_mb: number;
  /** The same sampled every 200 ms, as the bench measured it before 2026-11-24 22:30 UTC. */
  sampled_peak_rss_mb: number;
  /**
   * Peak VmRSS of the same server process from its spawn to the sign-in before the syncs (exact,
   * the kernel's high-water mark): the one server start shared by its database's syncs.
   */
  startup_peak_rss_mb: number;
  /** The server's CPU seconds (all threads) from adding the cabinet to the run's end. */
  server_cpu_seconds: number;
}

export interface MarketplaceSyncFigures {
  /** Measured on the PostgreSQL shop when there is one, else on PGlite's. */
  floor: FloorFigures;
  pglite?: ServerSyncFigures;
  postgres?: ServerSyncFigures;
}

export interface SyncPhaseFigures {
  listings_per_shop: number;
  /** PGlite's shop (BENCH_SYNC_PGLITE_LISTINGS). */
  pglite_listings_per_shop?: number;
  orders_per_day: number;
  marketplaces: Partial<Record<ConnectedMarketplace, MarketplaceSyncFigures>>;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function serverSyncs(
  root: string,
  work: string,
  urls: Parameters<typeof startSyncServer>[1]['urls'],
  kind: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  floors: Map<ConnectedMarketplace, FloorFigures>,
): Promise<Map<ConnectedMarketplace, ServerSyncFigures>> {
  const sync = await startSyncServer(root, {
    work,
    name: `sync-${kind}`,
    urls,
    pacing: 'off',
    databaseUrl,
  });
  const ran: ({ marketplace: ConnectedMarketplace } & SyncOneFigures)[] = [];
  try {
    for (const marketplace of MARKETPLACES) {
      console.log(`  ${kind}: first sync of the ${marketplace} cabinet`);
      ran.push({ marketplace, ...(await syncOne(sync, marketplace)) });
    }
  } finally {
    await sync.stop();
  }
  const times = await readSyncTimes(
    sync.target,
    ran.map((run) => run.cabinetId),
  );
  const figures = new Map<ConnectedMarketplace, ServerSyncFigures>();
  for (const { marketplace, cabinetId, peakRssMb, sampledPeakRssMb, cpuSeconds } of ran) {
    const time = times.get(cabinetId)!;
    const perSecond = time.listings / time.listingsSeconds;
    figures.set(marketplace, {
      listings: time.listings,
      orders: time.orders,
      listings_seconds: round(time.listingsSeconds),
      listings_per_s: Math.round(perSecond),
      ratio_to_floor: round(perSecond / floors.get(marketplace)!.listings_per_s, 2),
      orders_seconds: round(time.ordersSeconds),
      linking_seconds: round(time.linkingSeconds),
      total_seconds: round(time.totalSeconds),
      peak_rss_mb: Math.round(peakRssMb),
      sampled_peak_rss_mb: Math.round(sampledPeakRssMb),
      startup_peak_rss_mb: Math.round(sync.startupPeakRssMb),
      server_cpu_seconds: round(cpuSeconds),
    });
  }
  return figures;
}

/** A sandbox process whose bench shops have `listings` each, with the floor measured on it. */
async function onShop<T>(
  listings: number,
  work: (
    urls: Parameters<typeof startSyncServer>[1]['urls'],
    floors: Map<ConnectedMarketplace, FloorFigures>,
  ) => Promise<T>,
): Promise<{ result: T; floors: Map<ConnectedMarketplace, FloorFigures> }> {
  const sandbox = await startSandboxProcess({
    limits: 'off',
    sizes: { bench: { listings, ordersPerDay: ORDERS_PER_DAY } },
  });
  try {
    const floors = new Map<ConnectedMarketplace, FloorFigures>();
    for (const marketplace of MARKETPLACES) {
      console.log(`  floor: the ${marketplace} connector pages through ${listings} listings`);
      floors.set(
        marketplace,
        await measureListingsFloor(marketplace, sandbox.urls[marketplace], 'off'),
      );
    }
    return { result: await work(sandbox.urls, floors), floors };
  } finally {
    await sandbox.stop();
  }
}

export async function benchSync(
  root: string,
  work: string,
  postgresAdminUrl: string | undefined,
): Promise<SyncPhaseFigures> {
  const pglite = DATABASES.has('pglite')
    ? await onShop(PGLITE_LISTINGS, (urls, floors) =>
        serverSyncs(root, work, urls, 'pglite', undefined, floors),
      )
    : undefined;
  let postgres: typeof pglite;
  if (postgresAdminUrl && DATABASES.has('postgres')) {
    postgres = await onShop(LISTINGS, async (urls, floors) => {
      const scratch = await createScratchDatabase(postgresAdminUrl);
      try {
        return await serverSyncs(root, work, urls, 'postgres', scratch.url, floors);
      } finally {
        await scratch.drop();
      }
    });
  }
  const marketplaces: SyncPhaseFigures['marketplaces'] = {};
  for (const marketplace of MARKETPLACES) {
    const pg = postgres?.result.get(marketplace);
    const lite = pglite?.result.get(marketplace);
    const floors = (postgres ?? pglite)?.floors;
    if (!floors) throw new Error('BENCH_SYNC_DATABASES named no database this run can reach');
    marketplaces[marketplace] = {
      floor: floors.get(marketplace)!,
      ...(lite ? { pglite: lite } : {}),
      ...(pg ? { postgres: pg } : {}),
    };
  }
  return {
    listings_per_shop: LISTINGS,
    ...(pglite ? { pglite_listings_per_shop: PGLITE_LISTINGS } : {}),
    orders_per_day: ORDERS_PER_DAY,
    marketplaces,
  };
}
