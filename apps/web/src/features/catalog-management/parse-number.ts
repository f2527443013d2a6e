/** A number the seller typed, with a comma or a dot and spaces; NaN when it is not one. */
export function parseNumber(text: string): number {
  const cleaned = text
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
    .replace('−', '-');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
