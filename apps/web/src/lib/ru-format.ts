/**
 * Russian formats of the screens' figures (roubles, counts, percents, the grid footer, a date
 * and time), one formatter each, for every feature that shows them.
 */
const rub = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('ru-RU');
const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

const unknown = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined;

/** «1 234,5 ₽», or a dash when the value is unknown. */
export const formatRub = (value: number | null | undefined) =>
  unknown(value) ? '—' : rub.format(value);

/** «100 000», or a dash when unknown. */
export const formatCount = (value: number | null | undefined) =>
  unknown(value) ? '—' : count.format(value);

/** «12,5 %», or a dash. */
export const formatPercent = (value: number | null | undefined) =>
  unknown(value) ? '—' : `${percent.format(value)} %`;

/** «24.11.2026, 15:05» in Moscow time, as the seller's reports read. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A data grid's footer: «1–50 из 100 000». */
export const displayedRows = ({
  from,
  to,
  count: total,
}: {
  from: number;
  to: number;
  count: number;
}) =>
  `${count.format(from)}–${count.format(to)} из ${total === -1 ? `более ${count.format(to)}` : count.format(total)}`;
