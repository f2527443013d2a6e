import type { CardListing } from '@marketpult/shared/contracts/product-card';
import type { PriceChange, PriceChangeValues } from '@marketpult/shared/contracts/prices';
import {
  PRICE_CHANGE_STATUS_TITLES,
  PRICE_RUN_SOURCE_TITLES,
} from '@marketpult/shared/domain/price-change-labels';
import { formatCount, formatRub } from './format';
import { productCardMessages } from './ru-messages';

const text = productCardMessages.history;

/** «24 нояб. 2026 г., 14:05», in the seller's time zone. */
const DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const changeTime = (change: PriceChange): string =>
  DATE_TIME.format(new Date(change.createdAt));

export const changeSource = (change: PriceChange): string => PRICE_RUN_SOURCE_TITLES[change.source];

/** «Цена», or «Остаток: Казань» by the warehouse's name when the card knows it. */
export function changeSubject(change: PriceChange, warehouses: CardListing['warehouses']): string {
  if (change.kind === 'price') return text.price;
  const warehouse = warehouses.find((known) => known.id === change.warehouseId);
  return text.stock(warehouse?.name ?? change.warehouseId ?? '—');
}

const arrow = (before: string, after: string) => `${before} → ${after}`;

/**
 * Before → after: the price (or the amount), then the old and minimum price on lines of their
 * own, only where the change moved them.
 */
export function changeValues(change: PriceChange): string[] {
  const { before, wanted } = change;
  if (change.kind === 'stock') {
    const pieces = (values: PriceChangeValues) =>
      values.amount === null ? '—' : `${formatCount(values.amount)} шт.`;
    return [arrow(pieces(before), pieces(wanted))];
  }
  const lines = [arrow(formatRub(before.price), formatRub(wanted.price))];
  if (before.oldPrice !== wanted.oldPrice) {
    lines.push(
      `${text.oldPrice}: ${arrow(formatRub(before.oldPrice), formatRub(wanted.oldPrice))}`,
    );
  }
  if (before.minPrice !== wanted.minPrice) {
    lines.push(
      `${text.minPrice}: ${arrow(formatRub(before.minPrice), formatRub(wanted.minPrice))}`,
    );
  }
  return lines;
}

export interface ChangeResult {
  title: string;
  /** Why it did not apply: the marketplace's own reason, or ours. */
  detail: string | null;
  tone: 'success' | 'error' | 'warning' | 'pending';
}

/** How the change ended, as the seller reads it. */
export function changeResult(change: PriceChange): ChangeResult {
  const title = PRICE_CHANGE_STATUS_TITLES[change.status];
  switch (change.status) {
    case 'applied':
      return { title, detail: change.override ? text.overridden : null, tone: 'success' };
    case 'rejected':
      // `answer` is the marketplace's reason as it gave it; `error` wraps it in our words.
      return { title, detail: change.answer ?? change.error, tone: 'error' };
    case 'quarantine':
      return { title, detail: change.answer ?? change.error, tone: 'warning' };
    case 'failed':
    case 'refused':
      return { title, detail: change.error, tone: 'error' };
    default:
      return { title, detail: null, tone: 'pending' };
  }
}
