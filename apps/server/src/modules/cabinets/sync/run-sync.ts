import { BUSINESS_LIMITS } from '@marketpult/shared/constants/business-limits';
import { cabinetCredentialsSchema } from '@marketpult/shared/contracts/cabinets';
import { ConnectorError, type Connector } from '@marketpult/marketplaces';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { cabinets, syncCursors, syncRuns } from '../../../db/schema';
import { linkAccountListings, lockCatalog } from '../../catalog/linking';
import { catalogChanged } from '../../catalog/total-cache';
import type { SyncDeps } from '../context';
import { CredentialsVaultError } from '../credentials-vault';
import type { CabinetRow, SyncRunRow } from '../repository';
import { moscowDay } from './moscow-day';
import { syncFailureOf, type SyncFailure } from './sync-failure';
import { readAhead, type PageBatch, type ReadAhead } from './read-ahead';
import { removeListingsNotSeen, storeListingsPage, storeOrdersPage } from './store-page';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * An incremental run reads orders created since the last good run minus this much: orders
 * appear in the marketplaces' lists with a delay, and an upsert makes the overlap free.
 */
export const ORDERS_OVERLAP_MS = 24 * 60 * 60 * 1000;

type Stream = 'listings' | 'orders';

interface Pass {
  /** The run that began the pass (a later run may resume it). */
  id: string;
  kind: string;
  cursor: string | null;
  periodFrom: Date | null;
  periodTo: Date | null;
}

/**
 * Which sync this run carries on. Both streams of one sync share a pass id, the run that began
 * it. While a stream of that sync is unfinished (a failed or killed run), the next run resumes
 * it: streams it already finished are skipped, the unfinished one goes on from its checkpoint.
 * Otherwise this run begins a new sync of its own.
 */
async function currentPass(deps: SyncDeps, run: SyncRunRow) {
  const rows = await deps.db
    .select()
    .from(syncCursors)
    .where(eq(syncCursors.cabinetId, run.cabinetId));
  const unfinished = rows.find((row) => !row.finished);
  return {
    id: unfinished?.passId ?? run.id,
    kind: unfinished?.passKind ?? run.kind,
    rows: new Map(rows.map((row) => [row.stream, row])),
  };
}

type CurrentPass = Awaited<ReturnType<typeof currentPass>>;

/** Where this stream starts: its checkpoint in the current pass, else the first page. Null: done. */
async function beginOrResumeStream(
  deps: SyncDeps,
  run: SyncRunRow,
  current: CurrentPass,
  stream: Stream,
  period: { from: Date; to: Date } | null,
): Promise<Pass | null> {
  const row = current.rows.get(stream);
  if (row && row.passId === current.id) {
    if (row.finished) return null;
    return {
      id: row.passId,
      kind: row.passKind,
      cursor: row.cursor,
      periodFrom: row.periodFrom,
      periodTo: row.periodTo,
    };
  }
  const fresh = {
    passId: current.id,
    passKind: current.kind,
    cursor: null,
    finished: false,
    periodFrom: period?.from ?? null,
    periodTo: period?.to ?? null,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(syncCursors)
    .values({ cabinetId: run.cabinetId, stream, ...fresh })
    .onConflictDoUpdate({ target: [syncCursors.cabinetId, syncCursors.stream], set: fresh });
  return {
    id: current.id,
    kind: current.kind,
    cursor: null,
    periodFrom: fresh.periodFrom,
    periodTo: fresh.periodTo,
  };
}

/**
 * A run that stored at least this many listings gathers the tables' statistics afresh before
 * the catalog's linking pass reads them (see `analyzeListings`).
 */
export const ANALYZE_AFTER_LISTINGS = 5_000;

/**
 * The planner's statistics of the listings tables, gathered now: a first sync takes them from
 * empty to 100,000 rows in a minute, and the linking pass after it would be planned for empty
 * tables (PGlite has no autovacuum at all; PostgreSQL's comes later, or never where it is off),
 * scanning whole tables once per chunk. ANALYZE reads a fixed sample: well under a second.
 */
async function analyzeListings(deps: SyncDeps) {
  await deps.db.execute(sql`analyze listings, listing_stocks, listing_snapshots`);
}

type SyncTx = Parameters<Parameters<SyncDeps['db']['transaction']>[0]>[0];

/**
 * A page's transaction commits without waiting for its WAL flush: on PostgreSQL that wait was
 * about 10 ms a page on this machine's disk (a first sync: 1,000 listings pages and up to 720
 * orders pages). Safe here because the page and its checkpoint are one transaction: should
 * the database itself crash within its WAL writer's delay (at most ~0.6 s), it loses both
 * together and the run resumes from the checkpoint before, reading those pages again. Nothing
 * a user was answered depends on it, and the run's end (`finish`) commits durably, flushing
 * every page before it. A crash of the server process alone loses nothing.
 */
async function commitWithoutFlush(tx: SyncTx) {
  await tx.execute(sql`set local synchronous_commit = off`);
}

/**
 * Every batch of pages in one transaction with its checkpoint (the cursor after its last
 * page) and the run's progress; the listings stored.
 */
async function syncListings(
  deps: SyncDeps,
  run: SyncRunRow,
  current: CurrentPass,
  connector: Connector,
  signal: AbortSignal | undefined,
  userId: string,
): Promise<number> {
  const pass = await beginOrResumeStream(deps, run, current, 'listings', null);
  if (!pass) return 0;
  // The next pages are read while a batch is stored: the marketplace and the database work at
  // once. A checkpoint is still written only with its pages, so a stop loses nothing.
  const pages = readAhead((cursor) => connector.listListings(cursor), pass.cursor);
  return storeStream(
    deps,
    run,
    'listings',
    pages,
    signal,
    async (tx, batch, now) => {
      const last = batch.nextCursor === null;
      // The last page also removes listings and sums their products again (below), as the
      // catalog's linking chunks write products: the account's catalog lock first, before
      // this page's rows, in the order a chunk takes them, so the two never wait on each
      // other in a circle (a chunk of another cabinet's pass may link this page's listings).
      if (last) await lockCatalog(tx, userId);
      await storeListingsPage(tx, {
        cabinetId: run.cabinetId,
        passId: pass.id,
        items: batch.items,
        now,
        day: moscowDay(now),
      });
      // The listings stream always reads the whole catalogue, whatever the run's kind: at
      // the end of a pass, a card the pass never saw is gone from the marketplace.
      if (last) {
        await removeListingsNotSeen(tx, { userId, cabinetId: run.cabinetId, passId: pass.id });
      }
      await tx
        .update(syncRuns)
        .set({
          listingsDone: sql`${syncRuns.listingsDone} + ${batch.items.length}`,
          ...(batch.total !== undefined ? { listingsTotal: batch.total } : {}),
        })
        .where(eq(syncRuns.id, run.id));
    },
    // Stored listings show in the catalog (marketplaces, barcodes, removed cards): after commit.
    () => catalogChanged(userId),
  );
}

async function syncOrders(
  deps: SyncDeps,
  run: SyncRunRow,
  current: CurrentPass,
  cabinet: CabinetRow,
  connector: Connector,
  signal: AbortSignal | undefined,
) {
  const to = run.startedAt;
  const lookbackFrom = new Date(to.getTime() - BUSINESS_LIMITS.ordersLookbackDays * DAY_MS);
  const incrementalFrom = cabinet.lastSyncAt
    ? new Date(cabinet.lastSyncAt.getTime() - ORDERS_OVERLAP_MS)
    : lookbackFrom;
  const from =
    current.kind === 'full' || incrementalFrom < lookbackFrom ? lookbackFrom : incrementalFrom;
  const pass = await beginOrResumeStream(deps, run, current, 'orders', { from, to });
  if (!pass) return;
  const period = {
    from: (pass.periodFrom ?? from).toISOString(),
    to: (pass.periodTo ?? to).toISOString(),
  };
  const pages = readAhead((cursor) => connector.listOrders(period, cursor), pass.cursor);
  await storeStream(deps, run, 'orders', pages, signal, async (tx, batch, now) => {
    await storeOrdersPage(tx, { cabinetId: run.cabinetId, items: batch.items, now });
    await tx
      .update(syncRuns)
      .set({ ordersDone: sql`${syncRuns.ordersDone} + ${batch.items.length}` })
      .where(eq(syncRuns.id, run.id));
  });
}

/**
 * Takes a stream's pages until its last, each batch stored (`store`: its rows and the run's
 * progress) in one transaction with the stream's checkpoint, so a stop or a crash resumes
 * after the last stored page. Answers the items stored.
 */
async function storeStream<T>(
  deps: SyncDeps,
  run: SyncRunRow,
  stream: Stream,
  pages: ReadAhead<T>,
  signal: AbortSignal | undefined,
  store: (tx: SyncTx, batch: PageBatch<T>, now: Date) => Promise<void>,
  afterCommit?: () => void,
): Promise<number> {
  let stored = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const batch = await pages.take();
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await commitWithoutFlush(tx);
        await store(tx, batch, now);
        await saveCheckpoint(tx, run.cabinetId, stream, batch.nextCursor, now);
      });
      afterCommit?.();
      stored += batch.items.length;
      if (batch.nextCursor === null) return stored;
    }
  } finally {
    pages.stop();
  }
}

async function saveCheckpoint(
  tx: SyncTx,
  cabinetId: string,
  stream: Stream,
  nextCursor: string | null,
  now: Date,
) {
  await tx
    .update(syncCursors)
    .set({ cursor: nextCursor, finished: nextCursor === null, updatedAt: now })
    .where(and(eq(syncCursors.cabinetId, cabinetId), eq(syncCursors.stream, stream)));
}

async function finish(deps: SyncDeps, run: SyncRunRow, failure: SyncFailure | null) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(syncRuns)
      .set({
        status: failure ? 'failed' : 'done',
        finishedAt: now,
        error: failure?.message ?? null,
      })
      .where(eq(syncRuns.id, run.id));
    await tx
      .update(cabinets)
      .set(
        failure
          ? { status: failure.cabinetStatus }
          : // The next incremental run reads orders from when this one began.
            { status: 'active', lastSyncAt: run.startedAt },
      )
      .where(eq(cabinets.id, run.cabinetId));
  });
}

/**
 * The catalog's automatic linking of the account's new listings (modules/catalog/linking.ts),
 * before the run is marked done so a finished sync shows a linked catalog. A failure here is
 * logged and does not fail the sync: the listings are stored, the next pass links them.
 */
async function linkAfterSync(
  deps: SyncDeps,
  cabinet: { id: string; userId: string },
  log: FastifyBaseLogger,
) {
  try {
    await linkAccountListings(deps.db, cabinet.userId, { syncedCabinetIds: [cabinet.id] });
  } catch (error) {
    log.error({ err: error }, 'catalog linking after sync failed');
  }
}

async function cabinetExists(deps: SyncDeps, cabinetId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: cabinets.id })
    .from(cabinets)
    .where(eq(cabinets.id, cabinetId));
  return row !== undefined;
}

/**
 * Runs one queued (or interrupted) sync run: the listings stream, then the orders of the
 * lookback period, page by page with a checkpoint each, then marks the run done or failed
 * (with a Russian text) and the cabinet's status with it. Never throws for a marketplace's
 * refusal; a deleted cabinet simply ends the run. Throws when `signal` stopped it.
 */
export async function runSync(
  deps: SyncDeps,
  runId: string,
  /** Aborted when the server stops: the run ends at its next page, to be resumed. */
  signal?: AbortSignal,
): Promise<void> {
  const started = deps.clock.now();
  const [run] = await deps.db
    .update(syncRuns)
    .set({ status: 'running', startedAt: started })
    .where(and(eq(syncRuns.id, runId), inArray(syncRuns.status, ['queued', 'running'])))
    .returning();
  if (!run) return;
  const [cabinet] = await deps.db.select().from(cabinets).where(eq(cabinets.id, run.cabinetId));
  if (!cabinet) return;
  const log = deps.log.child({ event: 'cabinet.sync', runId, cabinetId: cabinet.id });
  try {
    const credentials = cabinetCredentialsSchema.parse(
      deps.vault.decrypt(cabinet.credentialsCiphertext, {
        userId: cabinet.userId,
        cabinetId: cabinet.id,
      }),
    );
    const connector = deps.connect(credentials, {
      limiterKey: cabinet.id,
      shopExternalId: cabinet.shopExternalId,
    });
    const current = await currentPass(deps, run);
    const listingsStored = await syncListings(
      deps,
      run,
      current,
      connector,
      signal,
      cabinet.userId,
    );
    // The statistics are for the linking pass: gathered while the orders stream reads its
    // first pages (orders read no listing), not in front of them, where they held the
    // marketplace's calls up (README, "Marketplace sync"). Awaited even when the orders fail,
    // so a run resumed for its orders only finds them gathered.
    const analyzed = listingsStored >= ANALYZE_AFTER_LISTINGS ? analyzeListings(deps) : undefined;
    // A handler at once: a failure while the orders still run is not an unhandled rejection.
    const analysisEnded = analyzed?.catch(() => undefined);
    try {
      await syncOrders(deps, run, current, cabinet, connector, signal);
    } catch (error) {
      await analysisEnded;
      throw error;
    }
    await analyzed;
    await linkAfterSync(deps, cabinet, log);
    await finish(deps, run, null);
    log.info({ outcome: 'done' }, 'sync run done');
  } catch (error) {
    if (signal?.aborted) {
      // The server is stopping (or the job's claim lapsed): the run stays 'running' and its job
      // is tried again, resuming from the last stored page.
      log.info({ outcome: 'interrupted' }, 'sync run interrupted, will resume');
      throw error;
    }
    if (!(await cabinetExists(deps, cabinet.id))) {
      // Deleted while it ran: its rows went with it, nothing is left to mark.
      log.info({ outcome: 'cabinet deleted' }, 'sync run ended: cabinet deleted');
      return;
    }
    const failure = syncFailureOf(error);
    if (error instanceof ConnectorError || error instanceof CredentialsVaultError) {
      log.warn(
        { outcome: 'failed', kind: failure.cabinetStatus, reason: error.message },
        'sync run failed',
      );
    } else {
      log.error({ outcome: 'failed', err: error }, 'sync run failed');
    }
    await finish(deps, run, failure);
  }
}
