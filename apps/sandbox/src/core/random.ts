/**
 * Deterministic randomness: every generated value is a pure function of (seed, labels), so a
 * listing or order can be produced on demand in any order, and the same seed gives the same shop.
 */

/** 32-bit FNV-1a of a string, mixed with the seed. */
export function hash32(seed: number, ...labels: readonly (string | number)[]): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (const label of labels) {
    const text = `${label}|`;
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  // Final avalanche (murmur3 fmix) so neighbouring labels give unrelated values.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) for the labels. */
export function unit(seed: number, ...labels: readonly (string | number)[]): number {
  return hash32(seed, ...labels) / 2 ** 32;
}

/** An integer in [min, max] for the labels. */
export function between(
  seed: number,
  min: number,
  max: number,
  ...labels: readonly (string | number)[]
): number {
  return min + Math.floor(unit(seed, ...labels) * (max - min + 1));
}

/** One element of a non-empty list, chosen by the labels. */
export function pick<T>(
  seed: number,
  list: readonly T[],
  ...labels: readonly (string | number)[]
): T {
  return list[hash32(seed, ...labels) % list.length]!;
}
