// Phase `price-bulk` (issue 16): a bulk change of 10,000 prices per marketplace, from the first
// dry run to the last change ending, against the sandbox with its published limits on and the
// connectors pacing to them, beside the floor those limits allow (./price-bulk-floor.ts).
// The cabinets' first syncs run against the same shops with the limits off (seconds instead of
// minutes; they are not measured); the sandbox is then started again on the same ports, limits on.
import type { ConnectedMarketplace } from '@marketpult/marketplaces';
import { API_PATHS } from '@marketpult/shared/api-paths';
import type { CatalogListingsPage } from '@marketpult/shared/contracts/catalog-listings';
import {
  MAX_PRICE_RUN_ITEMS,
  PRICE_RUN_PAGE_MAX,
  type CreatePriceRunRequest,
  type PriceRunListResponse,
  type PriceRunResponse,
} from '@marketpult/shared/contracts/prices';
import { SYNC_MARKETPLACES } from './bench-cabinets';
import { createScratchDatabase } from './postgres';
import { PUBLISHED_LIMITS } from './limit-arithmetic';
import {
  fewestUnits,
  priceBulkFloor,
  unitsOfCalls,
  timelineOfCalls,
  wholeListFloorOf,
  type CallTimeline,
  type PriceBulkFloor,
} from './price-bulk-floor';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process';
import { freePort } from './server';
import {
  addBenchCabinet,
  getJson,
  restartSyncServer,
  startSyncServer,
  waitForSyncs,
  type SyncServer,
} from './sync-server';

/** The bulk change: 10,000 prices per marketplace (BENCH_PRICE_BULK_LISTINGS). */
const LISTINGS = Number(process.env['BENCH_PRICE_BULK_LISTINGS'] ?? 10_000);
/** PGlite's size (BENCH_PRICE_BULK_PGLITE_LISTINGS; 0 skips PGlite). */
const PGLITE_LISTINGS = Number(process.env['BENCH_PRICE_BULK_PGLITE_LISTINGS'] ?? LISTINGS);
/** The marketplaces measured (BENCH_PRICE_BULK_MARKETPLACES, comma-separated; default all). */
const MARKETPLACES = SYNC_MARKETPLACES.filter((marketplace) =>
  (process.env['BENCH_PRICE_BULK_MARKETPLACES'] ?? SYNC_MARKETPLACES.join(','))
    .split(',')
    .includes(marketplace),
);
/** The pipeline's first read-back wait (apps/server/src/modules/prices/plugin.ts). */
const FIRST_READ_BACK_WAIT_MS = 5_000;
/** +1 %: within every guardrail (one step ≤ 30 %, Ozon's gaps), so every change may go. */
const RULE = { kind: 'percent', value: 1 } as const;
const POLL_MS = 500;

export interface PriceBulkFigures extends PriceBulkFloor, CallTimeline {
  prices: number;
  runs: number;
  /** From the first dry run's request to the last run's `finishedAt`. */
  seconds: number;
  /**
   * Of which the dry runs and applies: one of each since a run takes 10,000 listings
   * (MAX_PRICE_RUN_ITEMS); before, ten of 1,000, one after another.
   */
  dry_runs_seconds: number;
  /** Measured ÷ floor (of the calls the pipeline made): target ≤ 1.1. */
  ratio_to_floor: number;
  /** The floor of the fewest calls the published batch sizes allow (fewestUnits). */
  fewest_calls_floor_seconds: number;
  /** Measured ÷ that floor. */
  ratio_to_fewest_calls_floor: number;
  /**
   * Wildberries: the floor of the last upload, the wait, then one pass over the whole list
   * (wholeListFloor), or the fewest calls' if higher; reported beside the others.
   */
  whole_list_floor_seconds?: number;
  /** Measured ÷ that floor. */
  ratio_to_whole_list_floor?: number;
  /** Changes per status over all runs. */
  statuses: Record<string, number>;
  /** Sandbox answers per limit group (calls, or items where the limit counts items). */
  units: Record<string, number>;
  rate_limited: number;
}

export interface PriceBulkPhaseFigures {
  listings: number;
  pglite?: Partial<Record<ConnectedMarketplace, PriceBulkFigures>>;
  postgres?: Partial<Record<ConnectedMarketplace, PriceBulkFigures>>;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function listingIdsOf(sync: SyncServer, cabinetId: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page += 1) {
    const query = new URLSearchParams({ cabinetId, pageSize: '100', page: String(page) });
    const body = await getJson<CatalogListingsPage>(
      sync.client,
      `${sync.server.url}${API_PATHS.catalogListings}?${query}`,
    );
    ids.push(...body.items.map((item) => item.id));
    if (body.items.length < 100) return ids;
  }
}

/**
 * A dry run of up to MAX_PRICE_RUN_ITEMS listings, applied at once with every blocked change
 * overridden: the blocked ones are read from the diff's own view of them, page by page, as the
 * seller's screen lists them.
 */
async function dryRunAndApply(sync: SyncServer, listingIds: number[]): Promise<string> {
  const request: CreatePriceRunRequest = { mode: 'rule', source: 'bulk', listingIds, rule: RULE };
  const dry = await sync.client.post(API_PATHS.priceRuns, request);
  if (dry.status !== 200) throw new Error(`dry run: ${dry.status} ${JSON.stringify(dry.body)}`);
  const { run } = dry.body as PriceRunResponse;
  const overrides: string[] = [];
  while (overrides.length < run.verdicts.needs_override) {
    const query = new URLSearchParams({
      view: 'needs_override',
      offset: String(overrides.length),
      limit: String(PRICE_RUN_PAGE_MAX),
    });
    const page = await getJson<PriceRunResponse>(
      sync.client,
      `${sync.server.url}${API_PATHS.priceRun.replace(':id', run.id)}?${query}`,
    );
    if (page.changes.length === 0) break;
    overrides.push(...page.changes.map((change) => change.id));
  }
  const applied = await sync.client.post(API_PATHS.priceRunApply.replace(':id', run.id), {
    overrides,
  });
  if (applied.status !== 200) {
    throw new Error(`apply: ${applied.status} ${JSON.stringify(applied.body)}`);
  }
  return run.id;
}

async function waitForRuns(sync: SyncServer, runIds: readonly string[]) {
  const wanted = new Set(runIds);
  for (;;) {
    const { runs } = await getJson<PriceRunListResponse>(
      sync.client,
      `${sync.server.url}${API_PATHS.priceRuns}`,
    );
    const ours = runs.filter((run) => wanted.has(run.id));
    if (ours.length === wanted.size && ours.every((run) => run.status === 'done')) return ours;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function bulkChange(
  sync: SyncServer,
  sandbox: SandboxProcess,
  marketplace: ConnectedMarketplace,
  cabinetId: string,
): Promise<PriceBulkFigures> {
  const ids = await listingIdsOf(sync, cabinetId);
  await sandbox.takeCalls();
  const started = Date.now();
  const runIds: string[] = [];
  for (let start = 0; start < ids.length; start += MAX_PRICE_RUN_ITEMS) {
    runIds.push(await dryRunAndApply(sync, ids.slice(start, start + MAX_PRICE_RUN_ITEMS)));
  }
  const applied = Date.now();
  const runs = await waitForRuns(sync, runIds);
  const ended = Math.max(...runs.map((run) => new Date(run.finishedAt!).getTime()));
  const statuses: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.counts)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const calls = await sandbox.takeCalls();
  const spent = unitsOfCalls(marketplace, calls);
  const floor = priceBulkFloor(PUBLISHED_LIMITS[marketplace], spent, FIRST_READ_BACK_WAIT_MS);
  const seconds = (ended - started) / 1000;
  const fewest = priceBulkFloor(
    PUBLISHED_LIMITS[marketplace],
    fewestUnits(marketplace, ids.length, ids.length),
    FIRST_READ_BACK_WAIT_MS,
  ).floor_seconds;
  const wholeList = wholeListFloorOf(
    marketplace,
    PUBLISHED_LIMITS[marketplace],
    ids.length,
    ids.length,
    FIRST_READ_BACK_WAIT_MS,
  );
  const tighter = wholeList === null ? null : Math.max(wholeList, fewest);
  return {
    prices: ids.length,
    runs: runs.length,
    seconds: round(seconds, 2),
    dry_runs_seconds: round((applied - started) / 1000),
    ...floor,
    ratio_to_floor: round(seconds / floor.floor_seconds, 2),
    fewest_calls_floor_seconds: fewest,
    ratio_to_fewest_calls_floor: round(seconds / fewest, 2),
    ...(tighter === null
      ? {}
      : {
          whole_list_floor_seconds: tighter,
          ratio_to_whole_list_floor: round(seconds / tighter, 2),
        }),
    ...timelineOfCalls(marketplace, calls, started),
    statuses,
    units: spent.units,
    rate_limited: spent.rateLimited,
  };
}

async function onDatabase(
  root: string,
  work: string,
  kind: 'pglite' | 'postgres',
  listings: number,
  databaseUrl: string | undefined,
): Promise<Partial<Record<ConnectedMarketplace, PriceBulkFigures>>> {
  const port = {
    ozon: await freePort(),
    wildberries: await freePort(),
    yandex: await freePort(),
  };
  const sizes = { bench: { listings, ordersPerDay: 1 } };
  let sandbox = await startSandboxProcess({ limits: 'off', port, sizes });
  let sync = await startSyncServer(root, {
    work,
    name: `price-bulk-${kind}`,
    urls: sandbox.urls,
    pacing: 'off',
    databaseUrl,
  });
  const figures: Partial<Record<ConnectedMarketplace, PriceBulkFigures>> = {};
  try {
    const cabinets = new Map<ConnectedMarketplace, string>();
    for (const marketplace of SYNC_MARKETPLACES) {
      cabinets.set(marketplace, await addBenchCabinet(sync.client, marketplace));
    }
    console.log(`  ${kind}: first syncs of ${listings} listings each, limits off`);
    await waitForSyncs(sync, [...cabinets.values()]);
    // The same shops (same seed, same ports), now with the published limits and pacing.
    await sandbox.stop();
    sandbox = await startSandboxProcess({ limits: 'on', port, sizes });
    sync = await restartSyncServer(root, sync, { MARKETPLACE_PACING: 'published' });
    for (const marketplace of MARKETPLACES) {
      console.log(`  ${kind}: ${listings} ${marketplace} prices, limits on`);
      figures[marketplace] = await bulkChange(
        sync,
        sandbox,
        marketplace,
        cabinets.get(marketplace)!,
      );
      console.log(`    ${JSON.stringify(figures[marketplace])}`);
    }
  } finally {
    await sync.stop();
    await sandbox.stop();
  }
  return figures;
}

export async function benchPriceBulk(
  root: string,
  work: string,
  postgresAdminUrl: string | undefined,
): Promise<PriceBulkPhaseFigures> {
  const result: PriceBulkPhaseFigures = { listings: LISTINGS };
  if (postgresAdminUrl) {
    const scratch = await createScratchDatabase(postgresAdminUrl);
    try {
      result.postgres = await onDatabase(root, work, 'postgres', LISTINGS, scratch.url);
    } finally {
      await scratch.drop();
    }
  }
  if (PGLITE_LISTINGS > 0) {
    result.pglite = await onDatabase(root, work, 'pglite', PGLITE_LISTINGS, undefined);
  }
  return result;
}
