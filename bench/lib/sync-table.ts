// The printed tables of the marketplace sync phases (README, "Marketplace sync").
import type { CabinetListPhaseFigures } from './cabinet-list-bench';
import type { LimitsPhaseFigures } from './limits-bench';
import type { SyncPhaseFigures } from './sync-bench';

function markdown(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

const cell = (value: number | string | undefined) => (value === undefined ? '—' : String(value));

export function syncRows(sync: SyncPhaseFigures): string[][] {
  const rows = [
    [
      'marketplace',
      'floor listings/s',
      'database',
      'listings/s',
      '÷ floor',
      'listings s',
      'orders s',
      'linking s',
      'whole sync s',
      'server CPU s',
      'peak RSS MB',
      'sampled MB',
      'start-up peak RSS MB',
    ],
  ];
  for (const [marketplace, figures] of Object.entries(sync.marketplaces)) {
    for (const kind of ['pglite', 'postgres'] as const) {
      const run = figures[kind];
      if (!run) continue;
      rows.push([
        marketplace,
        cell(figures.floor.listings_per_s),
        kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
        cell(run.listings_per_s),
        cell(run.ratio_to_floor),
        cell(run.listings_seconds),
        cell(run.orders_seconds),
        cell(run.linking_seconds),
        cell(run.total_seconds),
        cell(run.server_cpu_seconds),
        cell(run.peak_rss_mb),
        cell(run.sampled_peak_rss_mb),
        cell(run.startup_peak_rss_mb),
      ]);
    }
  }
  return rows;
}

export function limitsRows(limits: LimitsPhaseFigures): string[][] {
  const rows = [
    [
      'marketplace',
      'listings',
      'orders',
      'API-bound s',
      'published minimum s',
      'ratio',
      'whole sync s',
      'whole ÷ minimum',
      '429/420',
    ],
  ];
  const { database: _database, ...byMarketplace } = limits;
  for (const [marketplace, run] of Object.entries(byMarketplace)) {
    rows.push([
      marketplace,
      cell(run.listings),
      cell(run.orders),
      cell(run.api_seconds),
      cell(run.minimum_seconds),
      cell(run.ratio_to_minimum),
      cell(run.seconds),
      cell(run.whole_ratio_to_minimum),
      cell(run.rate_limited),
    ]);
  }
  return rows;
}

export function cabinetListRows(list: CabinetListPhaseFigures): string[][] {
  const rows = [
    [
      'database',
      'requests/s',
      'p50 / p99 ms',
      'bare route requests/s',
      '÷ bare',
      'non-2xx',
      'no answer',
    ],
  ];
  for (const kind of ['pglite', 'postgres'] as const) {
    const run = list[kind];
    if (!run) continue;
    rows.push([
      kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      cell(run.rps),
      `${run.p50_ms} / ${run.p99_ms}`,
      cell(run.bare_rps),
      cell(run.ratio_to_bare),
      cell(run.non2xx),
      cell(run.errors),
    ]);
  }
  return rows;
}

/** Whatever of the three phases the results hold (a partial run keeps the others' figures). */
export function printSyncTables(results: Record<string, unknown>): void {
  const sync = results['sync'] as SyncPhaseFigures | undefined;
  const limits = results['limits'] as LimitsPhaseFigures | undefined;
  const list = results['cabinet_list'] as CabinetListPhaseFigures | undefined;
  if (sync) {
    const pglite = sync.pglite_listings_per_shop ?? sync.listings_per_shop;
    console.log(
      `\nFirst sync, ${sync.listings_per_shop} listings (PGlite ${pglite}), limits and pacing off:\n`,
    );
    console.log(markdown(syncRows(sync)));
  }
  if (limits) {
    console.log(
      `\nFirst sync with the sandbox limits on, paced to the published limits (${limits.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}):\n`,
    );
    console.log(markdown(limitsRows(limits)));
  }
  if (list) {
    console.log('\nGET /api/cabinets, 10 cabinets, 300,000 listings, 50 connections:\n');
    console.log(markdown(cabinetListRows(list)));
  }
}
