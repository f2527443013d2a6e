/** Weekday short labels, Monday first (Russian weeks start on Monday). */
export const WEEKDAY_SHORT_LABELS = Object.freeze([
  'Пн',
  'Вт',
  'Ср',
  'Чт',
  'Пт',
  'Сб',
  'Вс',
] as const);

export const PERIOD_TYPES = Object.freeze(['daily', 'weekly', 'monthly'] as const);
export type PeriodType = (typeof PERIOD_TYPES)[number];

export const PERIOD_TYPE_LABELS = Object.freeze({
  daily: 'Ежедневно',
  weekly: 'Еженедельно',
  monthly: 'Ежемесячно',
} as const satisfies Record<PeriodType, string>);

export function isPeriodType(value: unknown): value is PeriodType {
  return typeof value === 'string' && (PERIOD_TYPES as readonly string[]).includes(value);
}
