import { MOSCOW_OFFSET_MS } from '../core/moscow-time';

/*
 * Yandex Market's dates are Moscow time (UTC+3 all year since 2014): calendar days for
 * filters, and moments either ISO or (older methods) dd-MM-yyyy HH:mm:ss. The product speaks
 * ISO 8601 in UTC. A day for the business orders' filter is core's moscowDate.
 */
export { moscowDate } from '../core/moscow-time';

export const DAY_MS = 24 * 3600 * 1000;

/** The instant a Moscow day starts at, for the day holding `instantMs`. */
export function startOfMoscowDay(instantMs: number): number {
  return Math.floor((instantMs + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS;
}

/** `dd-MM-yyyy HH:mm:ss` (Moscow) → ISO UTC; an ISO string passes through; else ''. */
export function fromYandexDateTime(value: string | undefined): string {
  if (!value) return '';
  const match = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? '' : new Date(parsed).toISOString();
  }
  const [, dd, mm, yyyy, hh = '00', mi = '00', ss = '00'] = match;
  const utc = Date.UTC(
    Number(yyyy),
    Number(mm) - 1,
    Number(dd),
    Number(hh),
    Number(mi),
    Number(ss),
  );
  return new Date(utc - MOSCOW_OFFSET_MS).toISOString();
}
