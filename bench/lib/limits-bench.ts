// Phase `limits`: the sandbox with the marketplaces' limits on and the connector pacing to the
// published ones, as against the real marketplaces. Each marketplace's shop is sized so that its
// first sync takes 20–60 s; the three run at once on one server (their buckets are separate).
// Figure: the sync's time ÷ the least time the published limits allow for the calls it made
// (./published-minimum.ts), and the answers over a limit (429/420) the sandbox sent.
import type { ConnectedMarketplace } from '@marketpult/marketplaces';
import { SYNC_MARKETPLACES } from './bench-cabinets';
import { publishedMinimum, type MinimumFigures } from './published-minimum';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';
import { addBenchCabinet, readSyncTimes, startSyncServer, waitForSyncs } from './sync-server';

/**
 * Shop sizes for 20–60 s each at the published limits: Ozon 4 calls a page of 100 at 50/s;
 * Wildberries a page of 100 cards at 100/min; Yandex Market 5,000 offer prices a minute.
 * Few orders, so that the listings decide the time.
 */
const SHOPS: Record<ConnectedMarketplace, { listings: number; pageSize: number }> = {
  ozon: { listings: 30_000, pageSize: 100 },
  wildberries: { listings: 4_000, pageSize: 100 },
  yandex: { listings: 2_500, pageSize: 100 },
};
const ORDERS_PER_DAY = 10;

export interface LimitsFigures extends MinimumFigures {
  listings: number;
  orders: number;
  seconds: number;
  /** Measured ÷ minimum: target ≤ 1.1. */
  ratio_to_minimum: number;
}

export type LimitsPhaseFigures = Partial<Record<ConnectedMarketplace, LimitsFigures>>;

export async function benchLimits(root: string, work: string): Promise<LimitsPhaseFigures> {
  const sandboxes = new Map<ConnectedMarketplace, SandboxProcess>();
  try {
    for (const marketplace of SYNC_MARKETPLACES) {
      sandboxes.set(
        marketplace,
        await startSandboxProcess({
          only: [marketplace],
          limits: 'on',
          sizes: { bench: { listings: SHOPS[marketplace].listings, ordersPerDay: ORDERS_PER_DAY } },
        }),
      );
    }
    const urlOf = (marketplace: ConnectedMarketplace) =>
      sandboxes.get(marketplace)!.urls[marketplace];
    const sync = await startSyncServer(root, {
      work,
      name: 'limits-pglite',
      urls: { ozon: urlOf('ozon'), wildberries: urlOf('wildberries'), yandex: urlOf('yandex') },
      pacing: 'published',
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
    const figures: LimitsPhaseFigures = {};
    for (const [marketplace, cabinetId] of cabinets) {
      const time = times.get(cabinetId)!;
      const calls = await sandboxes.get(marketplace)!.takeCalls();
      const minimum = publishedMinimum(
        marketplace,
        calls,
        time.listings,
        SHOPS[marketplace].pageSize,
      );
      figures[marketplace] = {
        listings: time.listings,
        orders: time.orders,
        seconds: Number(time.totalSeconds.toFixed(1)),
        ...minimum,
        ratio_to_minimum: Number((time.totalSeconds / minimum.minimum_seconds).toFixed(2)),
      };
    }
    return figures;
  } finally {
    await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.stop()));
  }
}
