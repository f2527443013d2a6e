import { describe, expect, it } from 'vitest';
import { fromYandexDateTime, moscowDate, startOfMoscowDay } from '../../src/yandex/dates';

describe('Yandex Market dates (Moscow time)', () => {
  it('names the Moscow day of an instant', () => {
    expect(moscowDate(Date.parse('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(moscowDate(Date.parse('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('finds the instant a Moscow day starts', () => {
    expect(new Date(startOfMoscowDay(Date.parse('2026-11-24T10:00:00Z'))).toISOString()).toBe(
      '2026-11-23T21:00:00.000Z',
    );
  });

  it('reads dd-MM-yyyy HH:mm:ss as Moscow time, ISO as it is', () => {
    expect(fromYandexDateTime('24-11-2026 03:15:00')).toBe('2026-11-24T00:15:00.000Z');
    expect(fromYandexDateTime('2026-11-24T00:15:00Z')).toBe('2026-11-24T00:15:00.000Z');
    expect(fromYandexDateTime(undefined)).toBe('');
  });
});
