// The printed table: one row per figure, PGlite and PostgreSQL side by side, with the target.
import type { CatalogPagePhaseFigures } from './catalog-page-bench';
import type { HttpFigures } from './http-bench';

interface Results {
  login_js_gzip_kb: number;
  floor_js_gzip_kb: number;
  login_to_floor_ratio: number;
  lighthouse: { login: PageScores; cabinet: PageScores };
  http: { pglite: HttpFigures; postgres?: HttpFigures };
  machine: { cores: number; cpu?: string | undefined; node: string; date: string };
}

interface PageScores {
  performance?: number | undefined;
  accessibility?: number | undefined;
  performance_runs?: number[] | undefined;
}

type Cell = number | string | undefined;

/** The median run's score, then every run's: `97 (100, 96, 97)`. */
function withRuns({ performance, performance_runs: runs }: PageScores): Cell {
  if (performance === undefined || !runs || runs.length < 2) return performance;
  return `${performance} (${runs.join(', ')})`;
}

function cell(value: Cell): string {
  return value === undefined ? '—' : String(value);
}

/** Rows as [figure, PGlite, PostgreSQL, target]; page figures have no database. */
export function tableRows(results: Results): string[][] {
  const { pglite, postgres } = results.http;
  const both = (figure: string, pick: (http: HttpFigures) => Cell, target: string) => [
    figure,
    cell(pick(pglite)),
    cell(postgres ? pick(postgres) : undefined),
    target,
  ];
  const page = (figure: string, value: Cell, target: string) => [figure, cell(value), '', target];
  const { login, cabinet } = results.lighthouse;
  return [
    page('/login JS before interactive, gzip KB', results.login_js_gzip_kb, '≤ 200'),
    page('floor: React + ReactDOM + React Router, gzip KB', results.floor_js_gzip_kb, ''),
    page('/login ÷ floor', results.login_to_floor_ratio, ''),
    page('Lighthouse /login performance (each run)', withRuns(login), '≥ 95'),
    page('Lighthouse /login accessibility', login.accessibility, '100'),
    page('Lighthouse /cabinet performance (each run)', withRuns(cabinet), ''),
    page('Lighthouse /cabinet accessibility', cabinet.accessibility, ''),
    both('bare route, requests/s', (http) => http.bare_rps, ''),
    both('POST /auth, requests/s', (http) => http.auth_rps, ''),
    both('POST /auth ÷ bare route', (http) => http.auth_to_bare_ratio, '≥ 0.5'),
    both(
      'POST /auth p50 / p99, ms',
      (http) => `${http.auth_p50_ms} / ${http.auth_p99_ms}`,
      'p99 ≤ 20',
    ),
    both('bare route p50 / p99, ms', (http) => `${http.bare_p50_ms} / ${http.bare_p99_ms}`, ''),
    both('POST /v2/md5, requests/s', (http) => http.md5_rps, ''),
    both('sign-ins/s (argon2id)', (http) => http.login_per_s, '≥ 30'),
    both('POST /auth p99 during sign-ins, ms', (http) => http.auth_p99_during_login_ms, '≤ 50'),
    both('cold start to first /healthz 200, ms', (http) => http.cold_start_ms, '≤ 2000'),
    both('RSS idle, MB', (http) => http.rss_idle_mb, ''),
    both('RSS under load (peak), MB', (http) => http.rss_load_mb, '≤ 250'),
    both('first start (new database), ms', (http) => http.first_start_ms, ''),
    both(
      'non-2xx answers under load',
      (http) => Object.values(http.non2xx).reduce((a, b) => a + b, 0),
      '0',
    ),
  ];
}

/** A Markdown table, ready for the README's "Performance" section. */
export function markdownTable(results: Results): string {
  const header = ['figure', 'PGlite', 'PostgreSQL', 'target'];
  const rows = [header, ...tableRows(results)];
  const widths = header.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...rows.slice(1).map(line)].join('\n');
}

export function printTable(results: Results): void {
  const { machine } = results;
  console.log(
    `\n${machine.cores} cores (${machine.cpu ?? 'unknown CPU'}), Node ${machine.node}, ${machine.date}\n`,
  );
  console.log(markdownTable(results));
}

/** Phase `catalog-page`: the signed-in catalog screens' scores and /catalog's JavaScript. */
export function printCatalogPageTable(figures: CatalogPagePhaseFigures): void {
  const { catalog, catalog_management: management } = figures;
  const rows = [
    ['Lighthouse /catalog performance (each run)', withRuns(catalog), '≥ 90'],
    ['Lighthouse /catalog accessibility', catalog.accessibility, '100'],
    ['Lighthouse /catalog-management performance (each run)', withRuns(management), ''],
    ['Lighthouse /catalog-management accessibility', management.accessibility, ''],
    [
      '/catalog JS until its table shows products, gzip KB (files)',
      `${figures.catalog_js_gzip_kb} (${figures.catalog_js_files})`,
      '',
    ],
  ];
  console.log('');
  for (const [figure, value, target] of rows) {
    console.log(`${String(figure).padEnd(60)} ${cell(value as Cell).padEnd(20)} ${String(target)}`);
  }
}
