/**
 * The marketplaces speak Moscow time (UTC+3 all year since 2014): WB's statistics and tariff
 * dates, Маркет's order filters. The product speaks ISO 8601 in UTC; these turn one into the other.
 */
export const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The Moscow calendar day of an instant, as yyyy-MM-dd. */
export function moscowDate(instantMs: number): string {
  return new Date(instantMs + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** `2026-08-26T03:00:00` for 2026-08-26T00:00:00Z: Moscow wall time without a zone. */
export function moscowLocalTime(instantMs: number): string {
  return new Date(instantMs + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);
}
