const rub = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('ru-RU');
const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «1 234,5 ₽», or a dash when the value is unknown. */
export const formatRub = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : rub.format(value);

/** «100 000». */
export const formatCount = (value: number) => count.format(value);

/** «12,5 %», or a dash. */
export const formatPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${percent.format(value)} %`;

/** The grid's footer: «1–50 из 100 000». */
export const displayedRows = ({
  from,
  to,
  count: total,
}: {
  from: number;
  to: number;
  count: number;
}) =>
  `${formatCount(from)}–${formatCount(to)} из ${total === -1 ? `более ${formatCount(to)}` : formatCount(total)}`;
