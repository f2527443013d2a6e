const RUB = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const NUMBER = new Intl.NumberFormat('ru-RU');
const PERCENT = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «1 234,50 ₽», or a dash when there is no amount. */
export const formatRub = (value: number | null, empty = '—'): string =>
  value === null ? empty : RUB.format(value);

/** «12,5 %». */
export const formatPercent = (value: number | null, empty = '—'): string =>
  value === null ? empty : `${PERCENT.format(value)} %`;

export const formatCount = (value: number): string => NUMBER.format(value);

/** The value as the seller types it back into a field: «1234,5», empty for none. */
export const moneyInput = (value: number | null): string =>
  value === null ? '' : String(value).replace('.', ',');

/**
 * What the seller typed, as roubles: empty is null (no value), spaces ignored, comma or dot;
 * undefined when it is not an amount of whole kopecks from 0 to `max`.
 */
export function parseMoneyInput(text: string, max: number): number | null | undefined {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (plain === '') return null;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return undefined;
  const value = Number(plain);
  return value <= max ? value : undefined;
}
