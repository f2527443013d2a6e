import * as F from './rational';
import type { Fraction } from './rational';

/**
 * Whole kopecks for exact lines so that they add up to the ceiling of their exact sum: every
 * line starts at its floor, and the kopecks still missing go one each to the lines with the
 * largest fractional parts (the first such line on a tie). Each line thus ends at its floor or
 * ceiling, the total of costs is never understated, and profit = price − total is the exact
 * profit rounded down: the engine never shows a kopeck of profit the seller does not make.
 */
export function roundLines<K extends string>(exact: Record<K, Fraction>): Record<K, bigint> {
  const keys = Object.keys(exact) as K[];
  const floors = keys.map((key) => F.floor(exact[key]));
  const total = F.ceil(F.sum(keys.map((key) => exact[key])));
  let missing = total - floors.reduce((a, b) => a + b, 0n);
  const byRemainder = keys
    .map((key, index) => ({ index, rest: F.sub(exact[key], F.int(floors[index]!)) }))
    .sort((a, b) => F.compare(b.rest, a.rest) || a.index - b.index);
  const rounded = [...floors];
  for (const { index } of byRemainder) {
    if (missing <= 0n) break;
    rounded[index]! += 1n;
    missing -= 1n;
  }
  return Object.fromEntries(keys.map((key, index) => [key, rounded[index]!])) as Record<K, bigint>;
}
