import { describe, expect, it } from 'vitest';
import { daysUntil, formatCount, formatDate, formatRelative } from './cabinet-format';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Intl's no-break spaces as plain ones, to compare with what a person types. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('Russian formats of the cabinet screens', () => {
  it('groups thousands with a space', () => {
    expect(plain(formatCount(1234567))).toBe('1 234 567');
  });

  it('says how long ago within a week, and the date further back', () => {
    expect(formatRelative(before(10_000), NOW)).toBe('сейчас');
    expect(formatRelative(before(5 * MINUTE), NOW)).toBe('5 минут назад');
    expect(formatRelative(before(3 * 60 * MINUTE), NOW)).toBe('3 часа назад');
    expect(formatRelative(before(DAY), NOW)).toBe('вчера');
    expect(plain(formatRelative(before(30 * DAY), NOW))).toMatch(/^25 октября 2026 г\./);
    expect(formatRelative(new Date(NOW + 3 * DAY).toISOString(), NOW)).toBe('через 3 дня');
  });

  it('writes a date with the month’s name and counts whole days to it', () => {
    expect(plain(formatDate('2027-05-19T12:00:00.000Z'))).toBe('19 мая 2027 г.');
    expect(daysUntil(new Date(NOW + 2.5 * DAY).toISOString(), NOW)).toBe(2);
  });
});
