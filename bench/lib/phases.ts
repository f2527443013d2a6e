// `npm run bench -- --only sync,limits`: which phases run, and results.json kept whole across
// partial runs (each run replaces the figures of the phases it ran, the others stay).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The phases in the order they run. `login-js`: /login's JavaScript and the React floor;
 * `http`: cold starts, Lighthouse (on the idle PGlite server) and the HTTP load, on PGlite and
 * PostgreSQL; `sync`, `limits`, `cabinet-list`: the marketplace sync (README, "Marketplace sync");
 * `catalog`: GET /api/catalog/products with 300,000 listings (README, "Performance");
 * `catalog-page`: Lighthouse on /catalog and /catalog-management signed in, and /catalog's
 * JavaScript.
 * `price-bulk`: 10,000 prices per marketplace through the price-write pipeline, limits on.
 */
export const PHASES = [
  'login-js',
  'http',
  'sync',
  'limits',
  'cabinet-list',
  'catalog',
  'catalog-page',
  'price-bulk',
] as const;
export type Phase = (typeof PHASES)[number];

/** The phases `--only a,b` names (all without it); an unknown name is an error. */
export function selectedPhases(argv: readonly string[]): Set<Phase> {
  const at = argv.indexOf('--only');
  if (at < 0) return new Set(PHASES);
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes a comma-separated list of: ${PHASES.join(', ')}`);
  }
  return new Set(names as Phase[]);
}

/** The figures of this run laid over the file's: keys this run measured replace the old ones. */
export function mergeResults(
  file: string,
  fresh: Record<string, unknown>,
): Record<string, unknown> {
  const old = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const merged: Record<string, unknown> = { ...old, ...fresh };
  // When each phase was last measured, so a merged file says which figures are older.
  merged['measured_at'] = {
    ...(old['measured_at'] as Record<string, string> | undefined),
    ...(fresh['measured_at'] as Record<string, string> | undefined),
  };
  return merged;
}

export function writeResults(file: string, fresh: Record<string, unknown>): void {
  writeFileSync(file, `${JSON.stringify(mergeResults(file, fresh), null, 2)}\n`);
}
