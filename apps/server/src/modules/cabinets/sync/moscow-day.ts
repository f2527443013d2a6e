/** Sellers work in Moscow time: a day of history is a Moscow calendar day. */
const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the given instant in Moscow. */
export function moscowDay(instant: Date): string {
  return MOSCOW_DAY.format(instant);
}
