import { chunk } from '../core/batches';
import { realClock, type Clock } from '../core/clock';
import type { PriceTaskCheck, PriceWrite, SentPrice, WriteOutcome } from '../core/connector';
import { outcomesOfFailedBatch } from '../core/write-outcomes';
import type { WbReply } from './api';
import type { WbRequest } from './http';
import { WB_BATCH } from './limits';

/** How long updatePrices looks at its tasks before leaving them 'accepted' with their id. */
export interface PriceTaskWatch {
  readonly polls: number;
  readonly intervalMs: number;
  readonly clock?: Clock;
}

/**
 * No watch by default: the server's price pipeline reads back first and asks `checkPriceTasks`
 * only about prices its read-back does not show (apps/server/src/modules/prices/run-writes.ts).
 * Watching here cost each upload 2–5 more calls of the prices category (10 per 6 s) and held
 * the write for up to 8 s, for answers the read-back gives anyway when the price is applied.
 */
export const DEFAULT_PRICE_TASK_WATCH: PriceTaskWatch = { polls: 0, intervalMs: 2_000 };

/** History task statuses (TaskStatus in 02-products): 3 done, 4 cancelled, 5/6 done with errors. */
const TASK_CANCELLED = 4;
/** History goods status (GoodStatus): 3 = the item has errors and was not updated. */
const GOOD_REJECTED = 3;

interface Sent {
  readonly item: PriceWrite;
  readonly nmID: number;
  readonly price: number;
  readonly discount: number;
}

/**
 * Prices as WB takes them: a price before discount and a discount in whole per cent, in upload
 * tasks of up to 1000 goods, applied asynchronously. The write's price is what the buyer pays
 * before WB's own discount; its old price, when higher, becomes WB's price with the discount
 * in between (else the discount is 0). After the uploads the tasks are watched for a few polls:
 * items a processed task reports with errors, or that went to quarantine, come back
 * 'rejected'; the rest stay 'accepted' with the task's id, to be read back later.
 */
export async function updateWbPrices(
  request: WbRequest,
  items: readonly PriceWrite[],
  watch: PriceTaskWatch = DEFAULT_PRICE_TASK_WATCH,
): Promise<WriteOutcome[]> {
  const outcomes = new Map<PriceWrite, WriteOutcome>();
  const sendable: Sent[] = [];
  for (const item of items) {
    const sent = toWb(item);
    if (typeof sent === 'string') {
      outcomes.set(item, { offerId: item.offerId, status: 'rejected', reason: sent });
    } else {
      sendable.push(sent);
    }
  }
  const tasks: { taskId: number; batch: Sent[] }[] = [];
  for (const batch of chunk(sendable, WB_BATCH.prices)) {
    try {
      const reply = await request<WbReply<'/api/v2/upload/task', 'post'>>({
        method: 'POST',
        path: '/api/v2/upload/task',
        group: 'prices',
        readOnly: false,
        body: { data: batch.map(({ nmID, price, discount }) => ({ nmID, price, discount })) },
      });
      const taskId = reply.data?.id;
      if (reply.error || taskId === undefined) {
        const reason = `Wildberries не принял загрузку цен: ${reply.errorText || 'нет ID задачи'}`;
        for (const { item } of batch) outcomes.set(item, rejected(item, reason));
        continue;
      }
      for (const { item } of batch) {
        outcomes.set(item, { offerId: item.offerId, status: 'accepted', taskId: String(taskId) });
      }
      tasks.push({ taskId, batch });
    } catch (error) {
      const failed = outcomesOfFailedBatch(
        batch.map(({ item }) => item.offerId),
        error,
      );
      batch.forEach(({ item }, index) => outcomes.set(item, failed[index]!));
    }
  }
  if (tasks.length > 0) await watchTasks(request, tasks, outcomes, watch);
  return items.map((item) => outcomes.get(item)!);
}

/**
 * Asks again about tasks `updatePrices` stopped watching while WB still processed them: a task
 * still in WB's buffer is 'processing'; a processed one gives each item its per-item error or
 * quarantine as at the end of a watch, else 'processed' (the read-back decides).
 */
export async function checkWbPriceTasks(
  request: WbRequest,
  items: readonly SentPrice[],
): Promise<PriceTaskCheck[]> {
  const byTask = new Map<number, { item: SentPrice; sent: Sent }[]>();
  const answers = new Map<SentPrice, PriceTaskCheck>();
  for (const item of items) {
    const sent = toWb(item);
    const taskId = Number(item.taskId);
    if (typeof sent === 'string' || !Number.isSafeInteger(taskId)) {
      answers.set(item, { offerId: item.offerId, state: 'processed' });
      continue;
    }
    byTask.set(taskId, [...(byTask.get(taskId) ?? []), { item, sent }]);
  }
  for (const [taskId, entries] of byTask) {
    const history = await request<WbReply<'/api/v2/history/tasks', 'get'>>({
      method: 'GET',
      path: '/api/v2/history/tasks',
      group: 'prices',
      readOnly: true,
      query: { uploadID: taskId },
    });
    const status = history?.data?.status;
    if (status === undefined) {
      for (const { item } of entries)
        answers.set(item, { offerId: item.offerId, state: 'processing' });
      continue;
    }
    const outcomes = new Map<PriceWrite, WriteOutcome>();
    await settle(request, { taskId, batch: entries.map(({ sent }) => sent) }, status, outcomes);
    for (const { item } of entries) {
      const outcome = outcomes.get(item);
      answers.set(
        item,
        outcome?.status === 'rejected'
          ? {
              offerId: item.offerId,
              state: 'rejected',
              reason: outcome.reason,
              quarantined: outcome.quarantined === true,
            }
          : { offerId: item.offerId, state: 'processed' },
      );
    }
  }
  return items.map((item) => answers.get(item)!);
}

function toWb(item: PriceWrite): Sent | string {
  const nmID = Number(item.externalId);
  if (!Number.isSafeInteger(nmID) || nmID <= 0) return 'Нет артикула WB (nmID) у товара';
  if (!(item.price > 0)) return 'Цена должна быть больше нуля';
  const old = item.oldPrice ?? null;
  if (old !== null && old > item.price) {
    const price = Math.round(old);
    const discount = Math.min(99, Math.max(0, Math.round((1 - item.price / old) * 100)));
    return { item, nmID, price, discount };
  }
  return { item, nmID, price: Math.round(item.price), discount: 0 };
}

function rejected(item: PriceWrite, reason: string, extra: object = {}): WriteOutcome {
  return { offerId: item.offerId, status: 'rejected', reason, ...extra };
}

async function watchTasks(
  request: WbRequest,
  tasks: { taskId: number; batch: Sent[] }[],
  outcomes: Map<PriceWrite, WriteOutcome>,
  watch: PriceTaskWatch,
): Promise<void> {
  const clock = watch.clock ?? realClock;
  let pending = tasks;
  for (let poll = 0; poll < watch.polls && pending.length > 0; poll += 1) {
    if (poll > 0) await clock.sleep(watch.intervalMs);
    const still: typeof pending = [];
    for (const task of pending) {
      const history = await request<WbReply<'/api/v2/history/tasks', 'get'>>({
        method: 'GET',
        path: '/api/v2/history/tasks',
        group: 'prices',
        readOnly: true,
        query: { uploadID: task.taskId },
      }).catch(() => undefined);
      const status = history?.data?.status;
      if (status === undefined) {
        still.push(task);
        continue;
      }
      await settle(request, task, status, outcomes);
    }
    pending = still;
  }
}

/** A processed task: its per-item errors, then the quarantine, decide each item. */
async function settle(
  request: WbRequest,
  task: { taskId: number; batch: Sent[] },
  status: number,
  outcomes: Map<PriceWrite, WriteOutcome>,
): Promise<void> {
  const taskId = String(task.taskId);
  if (status === TASK_CANCELLED) {
    for (const { item } of task.batch) {
      outcomes.set(item, rejected(item, 'Wildberries отменил загрузку цен', { taskId }));
    }
    return;
  }
  const errors = new Map<number, string>();
  for (let offset = 0; ; offset += WB_BATCH.goods) {
    const reply = await request<WbReply<'/api/v2/history/goods/task', 'get'>>({
      method: 'GET',
      path: '/api/v2/history/goods/task',
      group: 'prices',
      readOnly: true,
      query: { uploadID: task.taskId, limit: WB_BATCH.goods, offset },
    });
    const goods = reply.data?.historyGoods ?? [];
    for (const good of goods) {
      if (good.status === GOOD_REJECTED && good.nmID !== undefined) {
        errors.set(good.nmID, good.errorText || 'Wildberries не принял цену');
      }
    }
    if (goods.length < WB_BATCH.goods) break;
  }
  const quarantined = await quarantine(request);
  for (const sent of task.batch) {
    const held = quarantined.get(sent.nmID);
    if (held && held.newPrice === sent.price && held.newDiscount === sent.discount) {
      outcomes.set(
        sent.item,
        rejected(
          sent.item,
          'Цена в карантине Wildberries: снижение слишком резкое, подтвердите её в кабинете продавца',
          { taskId, quarantined: true },
        ),
      );
      continue;
    }
    const error = errors.get(sent.nmID);
    if (error) outcomes.set(sent.item, rejected(sent.item, error, { taskId }));
  }
}

type QuarantineGood = NonNullable<
  NonNullable<WbReply<'/api/v2/quarantine/goods', 'get'>['data']>['quarantineGoods']
>[number];

async function quarantine(request: WbRequest): Promise<Map<number, QuarantineGood>> {
  const byNmId = new Map<number, QuarantineGood>();
  for (let offset = 0; ; offset += WB_BATCH.goods) {
    const reply = await request<WbReply<'/api/v2/quarantine/goods', 'get'>>({
      method: 'GET',
      path: '/api/v2/quarantine/goods',
      group: 'prices',
      readOnly: true,
      query: { limit: WB_BATCH.goods, offset },
    });
    const goods = reply.data?.quarantineGoods ?? [];
    for (const good of goods) if (good.nmID !== undefined) byNmId.set(good.nmID, good);
    if (goods.length < WB_BATCH.goods) return byNmId;
  }
}
