/** Strings the spec gives once for every screen, letter for letter. */

/** An empty list or table (spec §8). */
export const NO_RESULTS = 'Нет результатов';
