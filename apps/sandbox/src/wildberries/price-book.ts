import type { ShopState } from '../core/shop-state';

/** WB keeps a price before discount (whole roubles) and a discount (whole per cent). */
export interface WbPrice {
  readonly price: number;
  readonly discount: number;
}

/** Items of a task after processing: GoodStatus 2 (applied) or 3 (errors, not applied). */
export interface TaskGood {
  readonly nmID: number;
  readonly index: number | undefined;
  readonly price: number;
  readonly discount: number;
  status: 1 | 2 | 3;
  errorText: string;
}

export interface PriceTask {
  readonly id: number;
  readonly uploadedAt: Date;
  /** When WB processes it (the sandbox clock): till then it sits in the buffer. */
  readonly activateAt: Date;
  readonly goods: TaskGood[];
  processed: boolean;
}

export interface QuarantineEntry {
  readonly nmID: number;
  readonly newPrice: number;
  readonly newDiscount: number;
  readonly oldPrice: number;
  readonly oldDiscount: number;
}

/** How long an upload task waits in the buffer, on the sandbox's clock. */
export const TASK_PROCESSING_MS = 2_000;

/**
 * WB's price quarantine: a new price after discount at least 3 times below the current one is
 * not applied but held for the seller to confirm (marketplaces-research.md §2).
 */
export const QUARANTINE_FACTOR = 3;

let nextTaskId = 7_000_001;

/** Prices of one WB shop: generated until written, upload tasks, the quarantine. */
export class PriceBook {
  private readonly written = new Map<number, WbPrice>();
  private readonly tasks = new Map<number, PriceTask>();
  readonly quarantine = new Map<number, QuarantineEntry>();

  constructor(
    private readonly state: ShopState,
    private readonly nmBase: number,
    /** The sandbox's applyWritesAfterMs: a task never processes sooner than that. */
    private readonly applyAfterMs = 0,
  ) {}

  current(index: number): WbPrice {
    const written = this.written.get(index);
    if (written) return written;
    const product = this.state.product(index);
    return {
      price: product.oldPrice,
      discount: Math.round((1 - product.price / product.oldPrice) * 100),
    };
  }

  upload(goods: readonly Omit<TaskGood, 'status' | 'errorText'>[], now: Date): PriceTask {
    const task: PriceTask = {
      id: nextTaskId++,
      uploadedAt: now,
      activateAt: new Date(now.getTime() + Math.max(TASK_PROCESSING_MS, this.applyAfterMs)),
      goods: goods.map((good) => ({ ...good, status: 1, errorText: '' })),
      processed: false,
    };
    this.tasks.set(task.id, task);
    return task;
  }

  /** The task as of `now` (processing whatever is due first), or undefined if never uploaded. */
  task(id: number, now: Date): PriceTask | undefined {
    this.processDue(now);
    return this.tasks.get(id);
  }

  processDue(now: Date): void {
    for (const task of this.tasks.values()) {
      if (task.processed || task.activateAt > now) continue;
      for (const good of task.goods) this.apply(good);
      task.processed = true;
    }
  }

  private apply(good: TaskGood): void {
    if (good.index === undefined) {
      good.status = 3;
      good.errorText = 'Артикул WB не найден у продавца';
      return;
    }
    const before = this.current(good.index);
    const next = { price: good.price, discount: good.discount };
    if (discounted(next) * QUARANTINE_FACTOR <= discounted(before)) {
      this.quarantine.set(good.index, {
        nmID: this.nmBase + good.index,
        newPrice: next.price,
        newDiscount: next.discount,
        oldPrice: before.price,
        oldDiscount: before.discount,
      });
      good.status = 3;
      good.errorText = 'Новая цена со скидкой в 3 и более раз ниже прежней: товар в карантине цен';
      return;
    }
    this.quarantine.delete(good.index);
    this.written.set(good.index, next);
    good.status = 2;
  }
}

/** The price after the seller's discount, in kopecks rounded to roubles' hundredths. */
export function discounted(price: WbPrice): number {
  return Math.round(price.price * (100 - price.discount)) / 100;
}
