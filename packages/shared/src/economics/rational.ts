/**
 * Exact fractions on BigInt for the unit-economics engine. Money is whole kopecks and percents
 * are decimals (19.5 %), but VAT inside a price is price × 22/122, which no fixed number of
 * decimal places holds; fractions keep every intermediate exact, so only the final lines are
 * rounded and nothing drifts.
 */
export interface Fraction {
  /** Numerator; carries the sign. */
  readonly n: bigint;
  /** Denominator, always > 0. */
  readonly d: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function make(n: bigint, d: bigint): Fraction {
  if (d === 0n) throw new RangeError('division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO: Fraction = { n: 0n, d: 1n };
export const ONE: Fraction = { n: 1n, d: 1n };

export function int(value: bigint | number): Fraction {
  return { n: BigInt(value), d: 1n };
}

/**
 * The exact value of a finite number as written in decimal (19.5 → 39/2, 0.1 → 1/10), not of
 * its binary approximation: sellers type decimals and expect them to mean what they say.
 */
export function fromDecimal(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`unexpected number format: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let n = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  let d = 1n;
  const shift = Number(exponent) - fraction.length;
  if (shift >= 0) n *= 10n ** BigInt(shift);
  else d = 10n ** BigInt(-shift);
  return make(n, d);
}

/**
 * Reducing by the GCD is the costly part of every operation, and the engine's denominators
 * (powers of ten, 1 + VAT) stay small; so results are reduced only once they grow past 2⁶⁴.
 * Equal values may then differ in form: compare them with `compare`, not by their parts.
 */
const REDUCE_ABOVE = 2n ** 64n;

function lazy(n: bigint, d: bigint): Fraction {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  return d > REDUCE_ABOVE ? make(n, d) : { n, d };
}

export const add = (a: Fraction, b: Fraction): Fraction =>
  a.d === b.d ? lazy(a.n + b.n, a.d) : lazy(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction =>
  a.d === b.d ? lazy(a.n - b.n, a.d) : lazy(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => lazy(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => lazy(a.n * b.d, a.d * b.n);

/** The same value in lowest terms. */
export const reduce = (x: Fraction): Fraction => make(x.n, x.d);

export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, ZERO);
}

/** a < b → negative, a = b → 0, a > b → positive. */
export function compare(a: Fraction, b: Fraction): number {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

export const min = (a: Fraction, b: Fraction): Fraction => (compare(a, b) <= 0 ? a : b);
export const max = (a: Fraction, b: Fraction): Fraction => (compare(a, b) >= 0 ? a : b);

/** The largest integer ≤ x. */
export function floor(x: Fraction): bigint {
  const q = x.n / x.d; // BigInt division truncates toward zero
  return x.n < 0n && q * x.d !== x.n ? q - 1n : q;
}

/** The smallest integer ≥ x. */
export function ceil(x: Fraction): bigint {
  return -floor({ n: -x.n, d: x.d });
}

/** A percentage as a fraction of one: 19.5 → 39/200. */
export function percent(value: number): Fraction {
  return div(fromDecimal(value), int(100));
}

/**
 * The nearest double. Small fractions divide directly (IEEE division rounds correctly, so
 * exact values such as 20 stay exact); large ones are scaled down first.
 */
export function toNumber(value: Fraction): number {
  const x = reduce(value);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (abs(x.n) <= limit && x.d <= limit) return Number(x.n) / Number(x.d);
  const scale = 10n ** 18n;
  return Number((x.n * scale) / x.d) / 1e18;
}
