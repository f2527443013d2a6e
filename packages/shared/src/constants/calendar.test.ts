import { describe, expect, it } from 'vitest';
import { PERIOD_TYPES, PERIOD_TYPE_LABELS, WEEKDAY_SHORT_LABELS, isPeriodType } from './calendar';

describe('WEEKDAY_SHORT_LABELS', () => {
  it('lists Monday to Sunday in Russian', () => {
    expect(WEEKDAY_SHORT_LABELS).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
  });

  it('cannot be reordered', () => {
    expect(() => {
      (WEEKDAY_SHORT_LABELS as unknown as string[]).reverse();
    }).toThrow(TypeError);
    expect(WEEKDAY_SHORT_LABELS[0]).toBe('Пн');
  });
});

describe('period types', () => {
  it.each([
    ['daily', 'Ежедневно'],
    ['weekly', 'Еженедельно'],
    ['monthly', 'Ежемесячно'],
  ] as const)('%s is labelled %s', (type, label) => {
    expect(PERIOD_TYPE_LABELS[type]).toBe(label);
    expect(isPeriodType(type)).toBe(true);
  });

  it('knows exactly three types', () => {
    expect(PERIOD_TYPES).toEqual(['daily', 'weekly', 'monthly']);
    expect(Object.keys(PERIOD_TYPE_LABELS)).toEqual([...PERIOD_TYPES]);
    expect(Object.isFrozen(PERIOD_TYPE_LABELS)).toBe(true);
  });

  it.each(['yearly', 'Daily', '', 'constructor', '__proto__', 1, null])(
    'rejects %j as a period type',
    (value) => {
      expect(isPeriodType(value)).toBe(false);
    },
  );
});
