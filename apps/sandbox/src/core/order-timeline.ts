import { between, hash32, unit } from './random';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** One order as the timeline invents it; modules map it to postings / orders of their own. */
export interface TimelineOrder {
  /** Stable number of the order within its shop (hour slot × 16 + position). */
  readonly number: number;
  readonly createdAt: Date;
  readonly items: readonly { readonly productIndex: number; readonly quantity: number }[];
  /** Cancelled by the buyer (about 7 %). */
  readonly cancelled: boolean;
}

export interface TimelineOptions {
  readonly seed: number;
  readonly shop: string;
  readonly listings: number;
  readonly ordersPerDay: number;
  /** Nothing happened before this moment (the sandbox's start minus 90 days). */
  readonly since: Date;
}

/** A period's orders as last listed: those created before `until`. */
interface Listed {
  readonly until: number;
  readonly orders: readonly TimelineOrder[];
}

/** Periods kept per timeline before the cache starts afresh. */
const MAX_PERIODS = 64;
const listedPeriods = new WeakMap<TimelineOptions, Map<string, Listed>>();

/**
 * Orders arriving over time, without storage: each hour of the sandbox's clock holds a
 * seeded number of orders at seeded minutes. Asking for a period lists what had arrived by
 * `now`, so moving the clock forward makes new orders appear.
 *
 * A paged list asks for the same period once a page (a 30-day window of a 400-a-day shop is
 * 12,000 orders made up again for each page of 50): the period's list is kept, and a later
 * call only makes up the orders created since it was listed, so the answer is the same.
 */
export function ordersBetween(
  options: TimelineOptions,
  from: Date,
  to: Date,
  now: Date,
): TimelineOrder[] {
  const start = Math.max(from.getTime(), options.since.getTime());
  const end = Math.min(to.getTime(), now.getTime() + 1);
  let periods = listedPeriods.get(options);
  if (!periods) listedPeriods.set(options, (periods = new Map()));
  const key = `${start}|${to.getTime()}`;
  const listed = periods.get(key);
  // Orders of [start, until) come before every order of [until, end): the lists join sorted.
  const orders =
    listed && listed.until <= end
      ? [...listed.orders, ...made(options, listed.until, end)]
      : made(options, start, end);
  if (periods.size >= MAX_PERIODS) periods.clear();
  periods.set(key, { until: Math.max(start, end), orders });
  return [...orders];
}

/** The orders created in [start, end), in order of creation. */
function made(options: TimelineOptions, start: number, end: number): TimelineOrder[] {
  const out: TimelineOrder[] = [];
  const perHour = options.ordersPerDay / 24;
  for (let slot = Math.floor(start / HOUR); slot * HOUR < end; slot += 1) {
    // Busier in the Moscow day (07–23 UTC+3) than at night.
    const moscowHour = (new Date(slot * HOUR).getUTCHours() + 3) % 24;
    const rate = perHour * (moscowHour >= 7 && moscowHour <= 23 ? 1.3 : 0.4);
    const count = Math.min(
      15,
      Math.floor(rate * 2 * unit(options.seed, options.shop, slot, 'n') + 0.5),
    );
    for (let k = 0; k < count; k += 1) {
      const at = slot * HOUR + between(options.seed, 0, HOUR - 1, options.shop, slot, k, 'at');
      if (at < start || at >= end) continue;
      out.push(order(options, slot * 16 + k, new Date(at)));
    }
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.number - b.number);
}

function order(options: TimelineOptions, number: number, createdAt: Date): TimelineOrder {
  const lines = between(options.seed, 1, 3, options.shop, number, 'lines') === 3 ? 2 : 1;
  const items = Array.from({ length: lines }, (_, line) => ({
    productIndex: hash32(options.seed, options.shop, number, line, 'product') % options.listings,
    quantity: unit(options.seed, options.shop, number, line, 'qty') < 0.85 ? 1 : 2,
  }));
  return {
    number,
    createdAt,
    items,
    cancelled: unit(options.seed, options.shop, number, 'cancel') < 0.07,
  };
}

/** Age-based stage of an order: how far it has gone by `now`. */
export type OrderStage = 'new' | 'packed' | 'shipped' | 'delivered' | 'cancelled';

export function orderStage(order: TimelineOrder, now: Date): OrderStage {
  if (order.cancelled) return 'cancelled';
  const age = now.getTime() - order.createdAt.getTime();
  if (age < 2 * HOUR) return 'new';
  if (age < DAY) return 'packed';
  if (age < 4 * DAY) return 'shipped';
  return 'delivered';
}
