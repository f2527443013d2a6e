import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import type { ProductChart, ProductHistory } from '@marketpult/shared/contracts/product-card';
import { formatCount, formatRub } from './format';

export interface Series {
  id: string;
  label: string;
  data: (number | null)[];
}

export const TOTAL_LABEL = 'Всего по товару';

/**
 * The lines of one chart: one per listing, plus the product's total where a sum means
 * something (stock and orders; a sum of prices on different marketplaces does not).
 */
export function seriesOf(history: ProductHistory, chart: ProductChart): Series[] {
  const perListing = history.listings.map((listing) => ({
    id: String(listing.id),
    label: `${MARKETPLACES[listing.marketplace].name} · ${listing.cabinetName} · ${listing.offerId}`,
    data: listing[chart],
  }));
  if (chart === 'price' || history.listings.length < 2) return perListing;
  return [...perListing, { id: 'total', label: TOTAL_LABEL, data: history.total[chart] }];
}

export const formatValue = (chart: ProductChart, value: number | null): string =>
  value === null ? '—' : chart === 'price' ? formatRub(value) : `${formatCount(value)} шт.`;

const SHORT_DAY = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const LONG_DAY = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** The server's days are calendar days (YYYY-MM-DD); read them in UTC so none shifts. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
export const shortDay = (day: string) => SHORT_DAY.format(dayOf(day));
export const longDay = (day: string) => LONG_DAY.format(dayOf(day));
