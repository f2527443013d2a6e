// Phase `limits`: the sandbox with the marketplaces' limits on and the connector pacing to the
// published ones, as against the real marketplaces. The three first syncs run at once on one
// server (their buckets are separate). Figures: the sync's API-bound time (its listings and
// orders streams, which the marketplace's limits pace) ÷ the least time the published limits
// allow for the calls it made (./published-minimum.ts), the whole sync (with the catalog's
// linking pass, which no marketplace limits) beside it, and the answers over a limit (429/420)
// the sandbox sent.
import type { ConnectedMarketplace } from '@marketpult/marketplaces';
import { SYNC_MARKETPLACES } from './bench-cabinets';
import { publishedMinimum, type MinimumFigures } from './published-minimum';
import { createScratchDatabase } from './postgres';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';
import { addBenchCabinet, readSyncTimes, startSyncServer, waitForSyncs } from './sync-server';

/**
 * Shop sizes, for an API-bound time of 20–60 s where the limits allow it:
 * - Wildberries: 4,000 cards, pages of 100 at 100 a minute (burst 5): 21 s.
 * - Яндекс Маркет: its limits are amounts per minute (a window, no burst): offer prices 5,000 a
 *   minute, so any shop of 5,001–10,000 offers needs exactly one minute; 7,500, the middle.
 * - Ozon: 500-product pages, 4 calls each, at 50 a second: 30,000 listings need 4.6 s. 20 s
 *   would take 125,000, whose first sync on PGlite (one thread for the three servers' work)
 *   spends minutes storing and linking: the other two syncs' statements would wait behind it,
 *   and Ozon's own time would measure PGlite, not pacing. Ozon's figure shows its 10 % margin
 *   (its limit's shape is not published) and the database's pace, nothing tighter.
 * Few orders, so that the listings decide the time.
 */
const SHOPS: Record<ConnectedMarketplace, { listings: number; pageSize: number }> = {
  ozon: { listings: 30_000, pageSize: 500 },
  wildberries: { listings: 4_000, pageSize: 100 },
  yandex: { listings: 7_500, pageSize: 100 },
};
const ORDERS_PER_DAY = 10;

export interface LimitsFigures extends MinimumFigures {
  listings: number;
  orders: number;
  /** The listings and orders streams: the calls the limits pace, and storing their pages. */
  api_seconds: number;
  /** The whole sync: the streams, then the catalog's linking pass. */
  seconds: number;
  /** API-bound time ÷ minimum: target ≤ 1.1. */
  ratio_to_minimum: number;
  /** The whole sync ÷ minimum, for comparison with earlier runs. */
  whole_ratio_to_minimum: number;
}

export type LimitsPhaseFigures = Partial<Record<ConnectedMarketplace, LimitsFigures>> & {
  /** Where the server stored the shops (BENCH_LIMITS_DATABASE). */
  database?: 'pglite' | 'postgres';
};

/**
 * BENCH_LIMITS_DATABASE=postgres runs the phase on a scratch PostgreSQL database (with
 * TEST_DATABASE_URL): there storing 30,000 Ozon listings keeps up with their calls, so Ozon's
 * ratio measures its pacing rather than PGlite's pace of storing. Default: PGlite.
 */
const ON_POSTGRES = process.env['BENCH_LIMITS_DATABASE'] === 'postgres';

export async function benchLimits(
  root: string,
  work: string,
  postgresAdminUrl: string | undefined,
): Promise<LimitsPhaseFigures> {
  if (ON_POSTGRES && !postgresAdminUrl) {
    throw new Error('BENCH_LIMITS_DATABASE=postgres needs TEST_DATABASE_URL');
  }
  const scratch = ON_POSTGRES ? await createScratchDatabase(postgresAdminUrl!) : undefined;
  try {
    return {
      ...(await limitsOn(root, work, scratch?.url)),
      database: scratch ? 'postgres' : 'pglite',
    };
  } finally {
    await scratch?.drop();
  }
}

async function limitsOn(
  root: string,
  work: string,
  databaseUrl: string | undefined,
): Promise<Partial<Record<ConnectedMarketplace, LimitsFigures>>> {
  const sandboxes = new Map<ConnectedMarketplace, SandboxProcess>();
  try {
    for (const marketplace of SYNC_MARKETPLACES) {
      sandboxes.set(
        marketplace,
        await startSandboxProcess({
          only: [marketplace],
          limits: 'on',
          // Else the first page of each operation waits ~0.5 s for its validators (Ozon's
          // whole minimum is 4.6 s): that is the sandbox's start, not the connector's pacing.
          compileContracts: true,
          sizes: { bench: { listings: SHOPS[marketplace].listings, ordersPerDay: ORDERS_PER_DAY } },
        }),
      );
    }
    const urlOf = (marketplace: ConnectedMarketplace) =>
      sandboxes.get(marketplace)!.urls[marketplace];
    const sync = await startSyncServer(root, {
      work,
      name: databaseUrl ? 'limits-postgres' : 'limits-pglite',
      urls: { ozon: urlOf('ozon'), wildberries: urlOf('wildberries'), yandex: urlOf('yandex') },
      pacing: 'published',
      databaseUrl,
    });
    const cabinets = new Map<ConnectedMarketplace, string>();
    try {
      for (const sandbox of sandboxes.values()) await sandbox.takeCalls();
      for (const marketplace of SYNC_MARKETPLACES) {
        cabinets.set(marketplace, await addBenchCabinet(sync.client, marketplace));
      }
      console.log('  three first syncs at once, paced to the published limits');
      await waitForSyncs(sync, [...cabinets.values()]);
    } finally {
      await sync.stop();
    }
    const times = await readSyncTimes(sync.target, [...cabinets.values()]);
    const figures: Partial<Record<ConnectedMarketplace, LimitsFigures>> = {};
    for (const [marketplace, cabinetId] of cabinets) {
      const time = times.get(cabinetId)!;
      const calls = await sandboxes.get(marketplace)!.takeCalls();
      const minimum = publishedMinimum(
        marketplace,
        calls,
        time.listings,
        SHOPS[marketplace].pageSize,
      );
      const apiSeconds = time.listingsSeconds + time.ordersSeconds;
      const ratio = (seconds: number) => Number((seconds / minimum.minimum_seconds).toFixed(2));
      figures[marketplace] = {
        listings: time.listings,
        orders: time.orders,
        api_seconds: Number(apiSeconds.toFixed(1)),
        seconds: Number(time.totalSeconds.toFixed(1)),
        ...minimum,
        ratio_to_minimum: ratio(apiSeconds),
        whole_ratio_to_minimum: ratio(time.totalSeconds),
      };
    }
    return figures;
  } finally {
    await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.stop()));
  }
}
