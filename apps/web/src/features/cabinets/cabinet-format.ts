/*
 * Russian numbers and dates for the cabinet screens, with the browser's own Intl: «12 345»,
 * «5 минут назад», «24 ноября 2026 г., 14:05».
 */
const LOCALE = 'ru-RU';

const numberFormat = new Intl.NumberFormat(LOCALE);
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** «24 ноября 2026 г., 14:05» */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** «24 ноября 2026 г.» */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * How long ago (or how soon) a moment is, within a week: «только что», «5 минут назад»,
 * «вчера», «через 3 дня»; further away, the date itself.
 */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const difference = new Date(iso).getTime() - now;
  const distance = Math.abs(difference);
  if (distance < MINUTE) return relativeFormat.format(0, 'second');
  if (distance < HOUR) return relativeFormat.format(Math.round(difference / MINUTE), 'minute');
  if (distance < DAY) return relativeFormat.format(Math.round(difference / HOUR), 'hour');
  if (distance < 7 * DAY) return relativeFormat.format(Math.round(difference / DAY), 'day');
  return formatDateTime(iso);
}

/** Whole days from now until `iso` (negative once past). */
export function daysUntil(iso: string, now: number = Date.now()): number {
  return Math.floor((new Date(iso).getTime() - now) / DAY);
}
