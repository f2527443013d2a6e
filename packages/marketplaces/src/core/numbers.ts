/**
 * Ozon sends int64 and double fields as numbers or as decimal strings (protobuf's JSON
 * mapping), sometimes both within one file's examples; read either.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** An id the API sends as a number or a string, kept as a string (int64 overflows doubles). */
export function toId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}
