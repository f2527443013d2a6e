import { cabinetCredentialsSchema } from '@marketpult/shared/contracts/cabinets';
import { PRICE_GUARDRAIL_DEFAULTS } from '@marketpult/shared/domain/price-guardrails';
import {
  ConnectorError,
  type Connector,
  type Listing,
  type PriceTaskCheck,
  type PriceWrite,
  type StockWrite,
  type WriteOutcome,
} from '@marketpult/marketplaces';
import { inFlight } from '@marketpult/marketplaces/core/in-flight';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  cabinets,
  listings,
  priceChanges,
  priceRuns,
  type StoredPriceValues,
} from '../../db/schema';
import { CredentialsVaultError } from '../cabinets/credentials-vault';
import type { CabinetRow } from '../cabinets/repository';
import type { PriceDeps, PriceWriteTarget } from './context';
import type { ReadBackWriter } from './shared-read-back';
import { storeReadBacks, type AppliedReadBack } from './store-read-back';
import { StoreQueue } from './store-queue';
import { matches, readBackOf } from './read-back';
import { anyOf, priceSendsSince, type PriceChangeRow } from './repository';
import { PRICE_MESSAGES } from './ru-messages';

const HOUR_MS = 60 * 60 * 1000;
/** A change is sent at most this many times (a send the marketplace never showed is repeated). */
export const MAX_SENDS = 3;
/** Items per send: the marketplaces' batch sizes (the connectors' own limits, README). */
const BATCH = {
  ozon: { price: 1000, stock: 100 },
  wildberries: { price: 1000, stock: 1000 },
  yandex: { price: 500, stock: 2000 },
} as const satisfies Record<string, Record<'price' | 'stock', number>>;
const OPEN = ['planned', 'sending', 'sent'];
/**
 * Batches of one job in flight at once (the limiter paces them). Bench price-bulk, one Ozon
 * run of 10,000 prices on PostgreSQL: 10.3 s with its ten writes one after another, 9.6 s with
 * four at a time (the ten writes then took 0.6 s).
 */
export const SENDS_IN_FLIGHT = 4;
/**
 * Parts of a read-back stored at once (store-read-back.ts locks their products in one order,
 * so two parts sharing a product wait for each other instead of deadlocking). Bench
 * price-bulk, one Ozon run of 10,000 on PostgreSQL: median 10.2 s with one part after
 * another, 9.35 s with two, no better with four (README, "Bulk price change").
 */
export const STORES_IN_FLIGHT = 2;
/** Changes in one store at most (a free lane takes what was shown meanwhile, up to this). */
const STORE_MOST = 2_000;
/** A WB upload task still processing is asked about again this often (a delayed job)… */
export const DEFAULT_TASK_RECHECK_MS = 60_000;
/** …for this long after its send; then the change ends 'failed' like any value never shown. */
export const TASK_PATIENCE_MS = 6 * HOUR_MS;

type ChangePatch = Partial<typeof priceChanges.$inferInsert>;
/** A read-back's answer: the changes it ended 'applied' and what it read of each listing. */
interface Shown {
  applied: Map<string, StoredPriceValues>;
  read: Map<number, Listing>;
}
/** Changes whose read-back is due at `at` (the app clock's ms). */
interface DueRead {
  at: number;
  changes: readonly PriceChangeRow[];
}
type ListingRow = Pick<typeof listings.$inferSelect, 'id' | 'externalId' | 'offerId' | 'sku'>;

/**
 * One cabinet's share of an applied run, from wherever it stands (README, "Price writes"):
 *  1. changes a crash left 'sending' are read back first: shown → 'applied'; not shown after
 *     the read-back waits → sent again (the marketplace never got them);
 *  2. 'planned' ones are sent in the marketplace's batches: 'sending' is written before the
 *     call, the marketplace's answer after it ('sent', 'rejected', 'quarantine');
 *  3. after the waits, 'sent' ones are read back: shown → 'applied', else 'failed'.
 * 429s are waited out by the connector (Retry-After, the shared limiter), so a storm only
 * slows the run; a send that failed without an answer is read back and tried again.
 */
export async function runPriceWrites(
  deps: PriceDeps,
  target: PriceWriteTarget,
  signal?: AbortSignal,
): Promise<{ recheckAt: Date | null }> {
  const [cabinet] = await deps.db.select().from(cabinets).where(eq(cabinets.id, target.cabinetId));
  // A deleted cabinet took its changes with it (ON DELETE CASCADE).
  if (!cabinet) {
    await finishRunIfDone(deps, target.runId);
    return { recheckAt: null };
  }
  const writer = new CabinetWriter(deps, cabinet, target, signal);
  try {
    await writer.run();
  } finally {
    writer.readBackWriter.leave();
  }
  await finishRunIfDone(deps, target.runId);
  // Changes whose WB task was still processing stay 'sent': the caller queues a later look.
  if (writer.processing.size === 0) return { recheckAt: null };
  const delay = deps.timing.taskRecheckMs ?? DEFAULT_TASK_RECHECK_MS;
  return { recheckAt: new Date(deps.clock.now().getTime() + delay) };
}

class CabinetWriter {
  /** Changes whose last send failed without an answer: read back, then sent again. */
  private readonly unanswered = new Set<string>();
  private connector: Connector | undefined;
  private refs = new Map<number, ListingRow>();
  /** 'sent' changes whose marketplace task was still processing after the read-back waits. */
  readonly processing = new Set<string>();
  /** When the marketplace answered each change's last send (the app clock's ms). */
  private readonly answeredAt = new Map<string, number>();
  /** This job among the cabinet's writers whose read-backs may be shared (shared-read-back.ts). */
  readonly readBackWriter: ReadBackWriter;

  constructor(
    private readonly deps: PriceDeps,
    private readonly cabinet: CabinetRow,
    private readonly target: PriceWriteTarget,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.readBackWriter = deps.readBacks.writer(cabinet.id);
  }

  async run(): Promise<void> {
    let open = await this.open();
    if (open.length === 0) return;
    if (!this.cabinet.enabled) {
      await this.end(open, 'failed', { error: PRICE_MESSAGES.cabinetDisabled });
      return;
    }
    try {
      this.connector = this.connect();
    } catch (error) {
      if (!(error instanceof CredentialsVaultError)) throw error;
      await this.end(open, 'failed', { error: PRICE_MESSAGES.credentials });
      return;
    }
    await this.loadRefs(open);
    // 1. A crash between send and answer: read back before anything is sent again.
    const crashed = open.filter((change) => change.status === 'sending');
    if (crashed.length > 0) {
      await this.settle(crashed, 'resend');
      open = await this.open();
    }
    for (;;) {
      const planned = open.filter((change) => change.status === 'planned');
      if (planned.length === 0) break;
      this.signal?.throwIfAborted();
      await this.send(planned);
      const sent = this.toSettle(await this.open());
      if (sent.length > 0) await this.settle(sent, 'fail', this.answeredAt);
      // A read-back puts a change that had no answer back to 'planned': sent again.
      open = await this.open();
    }
    // 'sent' left by a crash after the answer, or by a task still processing: only read back.
    const sent = this.toSettle(open);
    if (sent.length > 0) await this.settle(sent, 'fail');
  }

  /** The 'sent' ones of `open`, but those already left to a later look at their task. */
  private toSettle(open: readonly PriceChangeRow[]): PriceChangeRow[] {
    return open.filter((change) => change.status === 'sent' && !this.processing.has(change.id));
  }

  private connect(): Connector {
    const credentials = cabinetCredentialsSchema.parse(
      this.deps.vault.decrypt(this.cabinet.credentialsCiphertext, {
        userId: this.cabinet.userId,
        cabinetId: this.cabinet.id,
      }),
    );
    return this.deps.connect(credentials, {
      limiterKey: this.cabinet.id,
      shopExternalId: this.cabinet.shopExternalId,
    });
  }

  private open(): Promise<PriceChangeRow[]> {
    return this.deps.db
      .select()
      .from(priceChanges)
      .where(
        and(
          eq(priceChanges.runId, this.target.runId),
          eq(priceChanges.cabinetId, this.target.cabinetId),
          inArray(priceChanges.status, OPEN),
        ),
      )
      .orderBy(priceChanges.createdAt, priceChanges.id);
  }

  private async loadRefs(changes: readonly PriceChangeRow[]): Promise<void> {
    const ids = [...new Set(changes.map((change) => change.listingId))];
    const rows = await this.deps.db
      .select({
        id: listings.id,
        externalId: listings.externalId,
        offerId: listings.offerId,
        sku: listings.sku,
      })
      .from(listings)
      .where(anyOf(listings.id, ids, 'bigint'));
    this.refs = new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Sends planned changes, price and stock, in the marketplace's batches, SENDS_IN_FLIGHT at a
   * time: the connector's limiter paces them to the marketplace's limits, and a batch's own
   * time (its two updates here, the marketplace checking 1,000 items) no longer adds up over a
   * run of 10,000 sent one batch after another.
   */
  private async send(planned: PriceChangeRow[]): Promise<void> {
    const allowed = await this.withinOzonHour(planned);
    const marketplace = this.cabinet.marketplace as keyof typeof BATCH;
    for (const kind of ['price', 'stock'] as const) {
      const ofKind = allowed.filter((change) => change.kind === kind);
      const size = BATCH[marketplace]?.[kind] ?? 100;
      const batches: PriceChangeRow[][] = [];
      for (let start = 0; start < ofKind.length; start += size) {
        batches.push(ofKind.slice(start, start + size));
      }
      await inFlight(batches, SENDS_IN_FLIGHT, (batch) => this.sendBatch(kind, batch), this.signal);
    }
  }

  /** Ozon's 10 price changes per product per hour, counted again from the history at send time. */
  private async withinOzonHour(planned: PriceChangeRow[]): Promise<PriceChangeRow[]> {
    if (this.cabinet.marketplace !== 'ozon') return planned;
    const prices = planned.filter((change) => change.kind === 'price');
    const now = this.deps.clock.now();
    const sends = await priceSendsSince(
      this.deps.db,
      prices.map((change) => change.listingId),
      new Date(now.getTime() - HOUR_MS),
    );
    const over = prices.filter(
      (change) => (sends.get(change.listingId) ?? 0) >= PRICE_GUARDRAIL_DEFAULTS.ozonChangesPerHour,
    );
    if (over.length === 0) return planned;
    const message = `Ozon: цену товара можно менять не чаще ${PRICE_GUARDRAIL_DEFAULTS.ozonChangesPerHour} раз в час, попробуйте позже`;
    await this.end(over, 'refused', { error: message });
    const refused = new Set(over.map((change) => change.id));
    return planned.filter((change) => !refused.has(change.id));
  }

  private async sendBatch(kind: 'price' | 'stock', batch: PriceChangeRow[]): Promise<void> {
    let ready = batch.filter((change) => this.refs.has(change.listingId));
    const gone = batch.filter((change) => !this.refs.has(change.listingId));
    if (gone.length > 0) await this.end(gone, 'failed', { error: PRICE_MESSAGES.listingGone });
    if (ready.length === 0) return;
    // Written before the call: a crash from here on leaves them 'sending', read back on resume.
    // Only those still planned: a stronger source's apply may have refused one meanwhile.
    const claimed = await this.deps.db
      .update(priceChanges)
      .set({
        status: 'sending',
        attempts: sql`${priceChanges.attempts} + 1`,
        sentAt: this.deps.clock.now(),
      })
      .where(
        and(
          anyOf(
            priceChanges.id,
            ready.map((change) => change.id),
            'uuid',
          ),
          eq(priceChanges.status, 'planned'),
        ),
      )
      .returning({ id: priceChanges.id });
    const claimedIds = new Set(claimed.map((row) => row.id));
    ready = ready.filter((change) => claimedIds.has(change.id));
    if (ready.length === 0) return;
    // From here its read-back is due: the cabinet's next whole-list read waits for it.
    this.readBackWriter.sent();
    let outcomes: readonly WriteOutcome[];
    try {
      outcomes =
        kind === 'price'
          ? await this.connector!.updatePrices(ready.map((change) => this.priceWrite(change)))
          : await this.connector!.updateStocks(ready.map((change) => this.stockWrite(change)));
    } catch (error) {
      // The connector gives every item an outcome; only a refused key or scope is thrown.
      if (!(error instanceof ConnectorError)) throw error;
      await this.end(ready, 'failed', { error: PRICE_MESSAGES.sendFailed(error.message) });
      return;
    }
    // One statement per distinct answer: a batch of 1,000 is nearly always one 'accepted'.
    const now = this.deps.clock.now();
    const patches = new Map<string, { patch: ChangePatch; ids: string[] }>();
    for (const [index, change] of ready.entries()) {
      this.answeredAt.set(change.id, now.getTime());
      const patch = this.record(change, outcomes[index], now);
      const key = JSON.stringify(patch);
      const group = patches.get(key) ?? { patch, ids: [] };
      group.ids.push(change.id);
      patches.set(key, group);
    }
    for (const { patch, ids } of patches.values()) {
      await this.deps.db
        .update(priceChanges)
        .set(patch)
        .where(anyOf(priceChanges.id, ids, 'uuid'));
    }
  }

  private priceWrite(change: PriceChangeRow): PriceWrite {
    const ref = this.refs.get(change.listingId)!;
    return {
      offerId: ref.offerId,
      externalId: ref.externalId,
      price: change.wanted.price!,
      oldPrice: change.wanted.oldPrice,
      ...(this.cabinet.marketplace === 'ozon' && change.wanted.minPrice !== null
        ? { minPrice: change.wanted.minPrice }
        : {}),
    };
  }

  private stockWrite(change: PriceChangeRow): StockWrite {
    const ref = this.refs.get(change.listingId)!;
    return {
      offerId: ref.offerId,
      externalId: ref.externalId,
      sku: ref.sku,
      warehouseId: change.warehouseId ?? '',
      amount: change.wanted.amount ?? 0,
    };
  }

  /** What the marketplace's answer for one change writes to it. */
  private record(
    change: PriceChangeRow,
    outcome: WriteOutcome | undefined,
    now: Date,
  ): ChangePatch {
    if (!outcome || outcome.status === 'failed') {
      // No answer we can trust (a 5xx, a timeout, a limit that never lifted): read back.
      this.unanswered.add(change.id);
      const reason = outcome?.reason ?? 'нет ответа';
      return { status: 'sent', answer: reason };
    }
    if (outcome.status === 'accepted') {
      return {
        status: 'sent',
        answer: outcome.taskId ? `Принято, задача ${outcome.taskId}` : 'Принято',
        taskId: outcome.taskId ?? null,
      };
    }
    const quarantined = outcome.quarantined === true;
    return {
      status: quarantined ? 'quarantine' : 'rejected',
      answer: outcome.reason,
      taskId: outcome.taskId ?? null,
      error: quarantined ? outcome.reason : PRICE_MESSAGES.rejected(outcome.reason),
      finishedAt: now,
    };
  }

  /**
   * Waits, reads back, and ends what the marketplace shows as 'applied'. What it still does
   * not show after the last wait: 'resend' puts it back to be sent (a crash left it unsent for
   * all we know), 'fail' ends it 'failed', unless its send had no answer and may be repeated.
   */
  private async settle(
    changes: PriceChangeRow[],
    unshown: 'resend' | 'fail',
    /** When the marketplace answered their sends: the first round counts its wait from there. */
    answeredAt?: ReadonlyMap<string, number>,
  ): Promise<void> {
    let waiting = changes;
    const last = new Map<string, StoredPriceValues | null>();
    const delays = this.deps.timing.readBackDelaysMs;
    for (const [round, delay] of delays.entries()) {
      const due =
        round === 0 && answeredAt
          ? this.dueByAnswer(waiting, answeredAt, delay)
          : [{ at: this.deps.clock.now().getTime() + delay, changes: waiting }];
      const shown = await this.readBackRound(due);
      const still: PriceChangeRow[] = [];
      for (const change of waiting) {
        if (shown.applied.has(change.id)) {
          last.set(change.id, shown.applied.get(change.id)!);
        } else {
          last.set(change.id, readBackOf(change, shown.read.get(change.listingId)));
          still.push(change);
        }
      }
      waiting = still;
      if (waiting.length === 0) return;
      if (round < delays.length - 1) waiting = await this.endRefusedByTask(waiting, last);
      if (waiting.length === 0) return;
    }
    const tasks = await this.checkTasks(waiting);
    for (const change of waiting) {
      const readBack = last.get(change.id) ?? null;
      const task = tasks.get(change.id);
      if (task?.state === 'rejected') {
        await this.endByTask(change, task, readBack);
        continue;
      }
      if (task?.state === 'processing') {
        const sentAt = change.sentAt?.getTime() ?? 0;
        if (this.deps.clock.now().getTime() - sentAt < TASK_PATIENCE_MS) {
          this.processing.add(change.id);
          await this.update(change.id, { readBack });
          continue;
        }
      }
      const retry =
        (unshown === 'resend' || this.unanswered.has(change.id)) && change.attempts < MAX_SENDS;
      if (retry) {
        this.unanswered.delete(change.id);
        await this.update(change.id, { status: 'planned', readBack });
      } else {
        const error = this.unanswered.has(change.id)
          ? PRICE_MESSAGES.sendFailed(change.answer ?? 'нет ответа')
          : PRICE_MESSAGES.notApplied;
        await this.update(change.id, {
          status: 'failed',
          readBack,
          error,
          finishedAt: this.deps.clock.now(),
        });
      }
    }
  }

  /**
   * Between read-back rounds: a change whose task the marketplace refused or put in quarantine
   * (Wildberries) ends so now, with the reason, rather than after the last wait; the others
   * (task processing or processed) keep waiting for the next read-back.
   */
  private async endRefusedByTask(
    waiting: PriceChangeRow[],
    last: ReadonlyMap<string, StoredPriceValues | null>,
  ): Promise<PriceChangeRow[]> {
    const tasks = await this.checkTasks(waiting);
    const still: PriceChangeRow[] = [];
    for (const change of waiting) {
      const task = tasks.get(change.id);
      if (task?.state === 'rejected')
        await this.endByTask(change, task, last.get(change.id) ?? null);
      else still.push(change);
    }
    return still;
  }

  /**
   * How the marketplace's tasks of changes it still does not show ended (Wildberries: its
   * quarantine and per-item errors, which its connector no longer watches for, or the task is
   * still processing). Empty where writes are not tasks, or when the question fails.
   */
  private async checkTasks(
    changes: readonly PriceChangeRow[],
  ): Promise<Map<string, PriceTaskCheck>> {
    const withTask = changes.filter(
      (change) => change.kind === 'price' && change.taskId && this.refs.has(change.listingId),
    );
    const checks = new Map<string, PriceTaskCheck>();
    if (withTask.length === 0 || !this.connector?.checkPriceTasks) return checks;
    let answers: readonly PriceTaskCheck[];
    try {
      answers = await this.connector.checkPriceTasks(
        withTask.map((change) => ({ ...this.priceWrite(change), taskId: change.taskId! })),
      );
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      return checks;
    }
    withTask.forEach((change, index) => {
      const answer = answers[index];
      if (answer) checks.set(change.id, answer);
    });
    return checks;
  }

  /** A task that refused the item or held it in quarantine, with the marketplace's reason. */
  private async endByTask(
    change: PriceChangeRow,
    task: Extract<PriceTaskCheck, { state: 'rejected' }>,
    readBack: StoredPriceValues | null,
  ): Promise<void> {
    await this.update(change.id, {
      status: task.quarantined ? 'quarantine' : 'rejected',
      answer: task.reason,
      readBack,
      error: task.quarantined ? task.reason : PRICE_MESSAGES.rejected(task.reason),
      finishedAt: this.deps.clock.now(),
    });
  }

  /**
   * The first round after a send: each batch's changes are due `delay` after their own answer,
   * not after the last batch's, so the first reads and their stores go while the last batches'
   * wait still runs (ten batches answer over ~0.6 s). Where a read pages the whole list
   * whatever it asks (Wildberries), all are due after the last answer: the cabinet's writers
   * share that one read (shared-read-back.ts), which a read per batch would split.
   */
  private dueByAnswer(
    waiting: readonly PriceChangeRow[],
    answeredAt: ReadonlyMap<string, number>,
    delay: number,
  ): DueRead[] {
    const now = this.deps.clock.now().getTime();
    const byAnswer = new Map<number, PriceChangeRow[]>();
    for (const change of waiting) {
      // A change a crash left 'sent' was answered before this job: due a delay from now.
      const at = answeredAt.get(change.id) ?? now;
      byAnswer.set(at, [...(byAnswer.get(at) ?? []), change]);
    }
    const times = [...byAnswer.keys()].sort((a, b) => a - b);
    if (this.connector!.readBackScope === 'whole-list') {
      return [{ at: times.at(-1)! + delay, changes: waiting }];
    }
    return times.map((at) => ({ at: at + delay, changes: byAnswer.get(at)! }));
  }

  /** The stores of one round's applied read-backs (see StoreQueue). */
  private storeQueue(): StoreQueue<AppliedReadBack> {
    return new StoreQueue<AppliedReadBack>(
      async (ended) => {
        await this.endApplied(ended);
        await storeReadBacks(this.deps.db, this.cabinet.userId, ended);
      },
      STORES_IN_FLIGHT,
      STORE_MOST,
    );
  }

  /**
   * One read-back round: the changes the marketplace shows end 'applied' with what it shows
   * (their listings stored too), part by part as the read goes where the connector hands its
   * parts over (Wildberries' pages of its whole list: ten runs' 10,000 changes were stored
   * all at once after the last page, seconds after the first pages had come; now while the
   * later pages wait for the limit). Each group of changes is read once it is due, into one
   * store queue. Answers what ended so and the whole read.
   */
  private async readBackRound(due: readonly DueRead[]): Promise<Shown> {
    const stores = this.storeQueue();
    const reads: Promise<Shown>[] = [];
    let failed = false;
    try {
      for (const { at, changes } of due) {
        await this.deps.wait(Math.max(0, at - this.deps.clock.now().getTime()), this.signal);
        if (failed) break;
        const read = this.readShown(changes, stores);
        // Handled at once (the loop may still be waiting); Promise.all below still rejects.
        read.catch(() => (failed = true));
        reads.push(read);
      }
      const shown = await Promise.all(reads);
      await stores.settled();
      return {
        applied: new Map(shown.flatMap((one) => [...one.applied])),
        read: new Map(shown.flatMap((one) => [...one.read])),
      };
    } catch (error) {
      await Promise.allSettled(reads);
      await stores.settled().catch(() => undefined);
      throw error;
    }
  }

  /** Reads `waiting` back, handing what shows applied to `stores` as it comes (not awaited). */
  private async readShown(
    waiting: readonly PriceChangeRow[],
    stores: StoreQueue<AppliedReadBack>,
  ): Promise<Shown> {
    const byListing = new Map<number, PriceChangeRow[]>();
    for (const change of waiting) {
      byListing.set(change.listingId, [...(byListing.get(change.listingId) ?? []), change]);
    }
    const applied = new Map<string, StoredPriceValues>();
    const settleShown = (shown: ReadonlyMap<number, Listing>) => {
      const ended: AppliedReadBack[] = [];
      for (const [listingId, listing] of shown) {
        for (const change of byListing.get(listingId) ?? []) {
          if (applied.has(change.id)) continue;
          const value = readBackOf(change, listing);
          // A match has a value (matches() is false for null).
          if (value && matches(this.cabinet.marketplace, change, value)) {
            applied.set(change.id, value);
            ended.push({ change, value });
          }
        }
      }
      stores.add(ended);
    };
    const read = await this.readBack(waiting, settleShown);
    settleShown(read);
    return { applied, read };
  }

  private async readBack(
    changes: readonly PriceChangeRow[],
    onShown: (shown: ReadonlyMap<number, Listing>) => void,
  ): Promise<Map<number, Listing>> {
    const ids = [...new Set(changes.map((change) => change.listingId))];
    const idOfExternal = new Map<string, number>();
    const refs = ids.flatMap((id) => {
      const ref = this.refs.get(id);
      if (!ref) return [];
      idOfExternal.set(ref.externalId, id);
      return [{ externalId: ref.externalId, offerId: ref.offerId, sku: ref.sku }];
    });
    const ours = (listings: readonly Listing[]) => {
      const result = new Map<number, Listing>();
      for (const listing of listings) {
        const id = idOfExternal.get(listing.externalId);
        if (id !== undefined) result.set(id, listing);
      }
      return result;
    };
    const connector = this.connector!;
    const read = await this.deps.readBacks.read(
      this.cabinet.id,
      refs,
      (all, onPart, pricesOnly) => connector.readListings(all, { onPart, pricesOnly }),
      {
        scope: connector.readBackScope ?? 'listed',
        writer: this.readBackWriter,
        onPart: (listings) => onShown(ours(listings)),
        // A price's read-back reads no stock (and on Ozon no card): fewer of the seller's calls.
        pricesOnly: changes.every((change) => change.kind === 'price'),
      },
    );
    return ours(read);
  }

  /** Changes the read-back showed end 'applied' with what it showed: one statement a round. */
  private async endApplied(applied: readonly AppliedReadBack[]): Promise<void> {
    if (applied.length === 0) return;
    const rows = applied.map(({ change, value }) => ({ id: change.id, read_back: value }));
    const now = this.deps.clock.now().toISOString();
    await this.deps.db.execute(sql`update price_changes c set status = 'applied',
        read_back = v.read_back, error = null, finished_at = ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, read_back jsonb)
      where c.id = v.id`);
  }

  private update(id: string, patch: Partial<typeof priceChanges.$inferInsert>): Promise<unknown> {
    return this.deps.db.update(priceChanges).set(patch).where(eq(priceChanges.id, id));
  }

  private async end(
    changes: readonly PriceChangeRow[],
    status: 'failed' | 'refused',
    patch: { error: string },
  ): Promise<void> {
    if (changes.length === 0) return;
    await this.deps.db
      .update(priceChanges)
      .set({ status, error: patch.error, finishedAt: this.deps.clock.now() })
      .where(
        anyOf(
          priceChanges.id,
          changes.map((change) => change.id),
          'uuid',
        ),
      );
  }
}

/** A run whose changes have all ended is 'done'. */
export async function finishRunIfDone(deps: Pick<PriceDeps, 'db' | 'clock'>, runId: string) {
  const [open] = await deps.db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(and(eq(priceChanges.runId, runId), inArray(priceChanges.status, OPEN)))
    .limit(1);
  if (open) return;
  await deps.db
    .update(priceRuns)
    .set({ status: 'done', finishedAt: deps.clock.now() })
    .where(and(eq(priceRuns.id, runId), notInArray(priceRuns.status, ['draft', 'done'])));
}
