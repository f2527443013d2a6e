import { ConnectorError } from './errors';

/** Reads back a cursor this connector wrote; anything else is a caller's bug. */
export function readCursor<T extends object>(
  cursor: string | null,
  isValid: (value: unknown) => value is T,
): T | null {
  if (cursor === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(cursor);
  } catch {
    value = undefined;
  }
  if (!isValid(value)) throw new ConnectorError('bad_request', 'Неизвестный курсор страницы');
  return value;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
