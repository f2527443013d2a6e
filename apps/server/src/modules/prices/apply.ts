import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import {
  PRICE_ERROR_CODES,
  PRICE_SOURCE_PRIORITY,
  type PriceRunResponse,
  type PriceRunSource,
} from '@marketpult/shared/contracts/prices';
import { and, eq, ne, or } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { priceChanges, priceRuns, type StoredGuardrailReason } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { PriceDeps } from './context';
import { anyOf, labelsOf, type PriceChangeRow } from './repository';
import { PRICE_MESSAGES, SOURCE_TITLES } from './ru-messages';
import { firstPageOf, runViewOf } from './views';

/**
 * Applies a dry run: the changes the guardrails refused, the blocked ones the seller did not
 * override, and those that yield to a change of a higher priority in flight become 'refused';
 * a change that changes nothing is 'applied' at once; the rest wait for their cabinet's
 * `price.write` job, queued in the same transaction. Answers the run as the apply left it.
 */
export async function applyRun(
  deps: Pick<PriceDeps, 'db' | 'clock' | 'queue'>,
  userId: string,
  runId: string,
  overrides: readonly string[],
): Promise<PriceRunResponse> {
  const applied = await deps.db.transaction(async (tx) => {
    // The row lock makes a second apply of the same run wait, then see it is no longer a draft.
    const [run] = await tx
      .select()
      .from(priceRuns)
      .where(and(eq(priceRuns.id, runId), eq(priceRuns.userId, userId)))
      .for('update');
    if (!run) throw new ApiError(404, ERROR_CODES.notFound, PRICE_MESSAGES.runNotFound);
    if (run.status !== 'draft') {
      throw new ApiError(409, PRICE_ERROR_CODES.priceRunNotDraft, PRICE_MESSAGES.runNotDraft);
    }
    const changes = await tx.select().from(priceChanges).where(eq(priceChanges.runId, runId));
    const ids = new Set(changes.map((change) => change.id));
    if (overrides.some((id) => !ids.has(id))) {
      throw new ApiError(422, PRICE_ERROR_CODES.unknownChange, PRICE_MESSAGES.unknownChange);
    }
    const overridden = new Set(overrides);
    const now = deps.clock.now();
    const stronger = await strongerInFlight(tx, run.id, run.source as PriceRunSource, changes);
    const cabinets = new Set<string>();
    const going = new Set<string>();
    // One statement per distinct outcome: a bulk run's 1,000 changes are nearly all 'planned'.
    const patches = new Map<string, { patch: ChangePatch; ids: string[] }>();
    // Each change as the update leaves it: the answer is made from these, not read back.
    const patched: PriceChangeRow[] = [];
    for (const change of changes) {
      const outcome = decide(change, overridden.has(change.id), stronger.get(change.id));
      const patch: ChangePatch = {
        override: overridden.has(change.id),
        status: outcome.status,
        ...(outcome.reasons ? { reasons: outcome.reasons } : {}),
        error: outcome.error ?? null,
        answer: outcome.answer ?? null,
        ...(outcome.status === 'planned' ? {} : { finishedAt: now }),
        ...(outcome.status === 'applied' ? { readBack: change.before } : {}),
      };
      patched.push({ ...change, ...patch });
      if (outcome.status === 'planned') {
        cabinets.add(change.cabinetId);
        going.add(change.id);
      }
      // A change going as the dry run planned it is left as stored: a bulk run's 10,000 cost
      // 141 ms to write again unchanged (bench price-bulk, Ozon on PostgreSQL).
      if (leavesAsIs(change, patch)) continue;
      const key = JSON.stringify(patch);
      const group = patches.get(key) ?? { patch, ids: [] };
      group.ids.push(change.id);
      patches.set(key, group);
    }
    for (const { patch, ids } of patches.values()) {
      await tx
        .update(priceChanges)
        .set(patch)
        .where(anyOf(priceChanges.id, ids, 'uuid'));
    }
    await supersedeWeaker(
      tx,
      run.source as PriceRunSource,
      changes.filter((change) => going.has(change.id)),
      now,
    );
    const runPatch = {
      status: cabinets.size > 0 ? 'applying' : 'done',
      appliedAt: now,
      ...(cabinets.size > 0 ? {} : { finishedAt: now }),
    };
    await tx.update(priceRuns).set(runPatch).where(eq(priceRuns.id, runId));
    for (const cabinetId of cabinets) await deps.queue.enqueue(tx, { runId, cabinetId });
    return { run: { ...run, ...runPatch }, changes: patched, queued: cabinets.size > 0 };
  });
  if (applied.queued) deps.queue.wake();
  // As the apply left the run: its jobs may already be sending, which a read shows from then on.
  const labels = await labelsOf(deps.db, firstPageOf(applied.changes));
  return runViewOf(applied.run, applied.changes, labels);
}

type ChangePatch = Partial<typeof priceChanges.$inferInsert>;

/** Whether every value of the patch is already the change's (objects count as different). */
const leavesAsIs = (change: PriceChangeRow, patch: ChangePatch) =>
  Object.entries(patch).every(([key, value]) => change[key as keyof PriceChangeRow] === value);

interface Decision {
  status: 'planned' | 'refused' | 'applied';
  error?: string;
  answer?: string;
  reasons?: StoredGuardrailReason[];
}

function decide(change: PriceChangeRow, overridden: boolean, yieldsTo?: string): Decision {
  if (change.verdict === 'refused') return { status: 'refused', error: PRICE_MESSAGES.refused };
  if (change.verdict === 'needs_override' && !overridden) {
    return { status: 'refused', error: PRICE_MESSAGES.needsOverride };
  }
  if (yieldsTo) {
    const message = PRICE_MESSAGES.yielded(yieldsTo);
    return {
      status: 'refused',
      error: message,
      reasons: [...change.reasons, { code: 'yielded', severity: 'refuse', message }],
    };
  }
  if (change.reasons.some((reason) => reason.code === 'no_change')) {
    return { status: 'applied', answer: PRICE_MESSAGES.noChange };
  }
  return { status: 'planned' };
}

/**
 * For each change, the title of a source at least as strong (PRICE_SOURCE_PRIORITY) that has a
 * change of the same listing (and warehouse) still in flight in another run: this one yields.
 * A weaker one in flight does not stop it: this one is sent after it and wins.
 */
async function strongerInFlight(
  tx: DbTransaction,
  runId: string,
  source: PriceRunSource,
  changes: readonly PriceChangeRow[],
): Promise<Map<string, string>> {
  const listingIds = [...new Set(changes.map((change) => change.listingId))];
  if (listingIds.length === 0) return new Map();
  const inFlight = await tx
    .select({
      listingId: priceChanges.listingId,
      kind: priceChanges.kind,
      warehouseId: priceChanges.warehouseId,
      source: priceRuns.source,
    })
    .from(priceChanges)
    .innerJoin(priceRuns, eq(priceRuns.id, priceChanges.runId))
    .where(
      and(
        anyOf(priceChanges.listingId, listingIds, 'bigint'),
        ne(priceChanges.runId, runId),
        or(
          anyOf(priceChanges.status, ['sending', 'sent'], 'text'),
          and(eq(priceChanges.status, 'planned'), eq(priceRuns.status, 'applying')),
        ),
      ),
    );
  const mine = PRICE_SOURCE_PRIORITY[source];
  const inFlightByTarget = groupByTarget(inFlight);
  const result = new Map<string, string>();
  for (const change of changes) {
    const other = inFlightByTarget
      .get(targetKey(change))
      ?.find((row) => PRICE_SOURCE_PRIORITY[row.source as PriceRunSource] <= mine);
    if (other) result.set(change.id, SOURCE_TITLES[other.source as PriceRunSource]);
  }
  return result;
}

/**
 * A weaker source's change of the same listing (and warehouse) that waits unsent in another
 * run is refused: this one replaces it, so two jobs never race to write one listing.
 */
async function supersedeWeaker(
  tx: DbTransaction,
  source: PriceRunSource,
  going: readonly PriceChangeRow[],
  now: Date,
): Promise<void> {
  if (going.length === 0) return;
  const mine = PRICE_SOURCE_PRIORITY[source];
  const waiting = await tx
    .select({ change: priceChanges, source: priceRuns.source })
    .from(priceChanges)
    .innerJoin(priceRuns, eq(priceRuns.id, priceChanges.runId))
    .where(
      and(
        anyOf(
          priceChanges.listingId,
          [...new Set(going.map((change) => change.listingId))],
          'bigint',
        ),
        ne(priceChanges.runId, going[0]!.runId),
        eq(priceChanges.status, 'planned'),
        eq(priceRuns.status, 'applying'),
      ),
    );
  const message = PRICE_MESSAGES.superseded(SOURCE_TITLES[source]);
  const goingTargets = new Set(going.map(targetKey));
  for (const { change, source: theirs } of waiting) {
    if (PRICE_SOURCE_PRIORITY[theirs as PriceRunSource] <= mine) continue;
    if (!goingTargets.has(targetKey(change))) continue;
    await tx
      .update(priceChanges)
      .set({
        status: 'refused',
        error: message,
        reasons: [...change.reasons, { code: 'yielded', severity: 'refuse', message }],
        finishedAt: now,
      })
      .where(and(eq(priceChanges.id, change.id), eq(priceChanges.status, 'planned')));
  }
}

/** What one change writes: a listing's price, or its stock in one warehouse. */
interface ChangeTarget {
  listingId: number;
  kind: string;
  warehouseId: string | null;
}

/** Two changes with the same key write the same thing (a price has no warehouse). */
function targetKey(change: ChangeTarget): string {
  return `${change.listingId}:${change.kind}:${change.warehouseId ?? ''}`;
}

/**
 * Rows by what they write, each group in the query's order: a lookup per change instead of a
 * scan of every row in flight for each of a run's 1,000 changes.
 */
function groupByTarget<Row extends ChangeTarget>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = targetKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
