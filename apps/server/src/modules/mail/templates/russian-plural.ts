/** The Russian noun form for a count: 1 час, 2 часа, 5 часов, 21 час, 11 часов. */
export function russianPlural(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
