// Lighthouse (mobile, its default form factor and throttling) on the system Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../apps/web/e2e/support/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** The page Lighthouse ended on: a signed-out /cabinet would end on /login. */
  finalPath: string;
  /** The metrics behind the performance score (ms, CLS unitless), as Lighthouse simulated them. */
  metrics: Record<string, number | undefined>;
  /** What Lighthouse took for the largest contentful paint (its label), to see what to draw sooner. */
  lcpElement?: string | undefined;
  /** The performance score of every run, in the order they ran; the figures above are the median run's. */
  runs: number[];
}

/*
 * Each page is audited RUNS times and the run with the median performance score is reported, as
 * Lighthouse's own documentation advises for a machine whose speed varies: on this shared
 * machine the same build of /login scored 94 to 100 in consecutive runs.
 */
const RUNS = 3;

const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  speed_index_ms: 'speed-index',
  cls: 'cumulative-layout-shift',
} as const;

export interface PageToAudit {
  url: string;
  /** Cookies the browser holds before the page loads (e.g. a session). */
  cookies?: Record<string, string>;
}

/**
 * Puts cookies into the browser's default profile, the one Lighthouse opens its tab in; a
 * Lighthouse run keeps cookies (it clears caches and service workers only).
 */
async function addCookies(port: number, url: string, cookies: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('the browser has no default context');
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url })),
    );
  } finally {
    await browser.close();
  }
}

/*
 * Lighthouse sometimes finds no navigation start in its own trace of a load that went well
 * (NO_NAVSTART, about one run in ten with Chromium 156 here): such a run is repeated, so that
 * one broken trace does not end a bench of several minutes.
 */
const ATTEMPTS = 3;

async function lighthouseReport(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    const problem = `Lighthouse on ${url}: ${runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(problem);
    console.log(`  ${problem}; again (${attempt + 1} of ${ATTEMPTS})`);
  }
}

type OneRun = Omit<LighthouseScores, 'runs'>;

/** The LCP element's label: the node item of the LCP breakdown insight (its shape in Lighthouse 13). */
function lcpElementOf(details: unknown): string | undefined {
  const items = (details as { items?: { type?: string; nodeLabel?: string }[] } | undefined)?.items;
  return items?.find((item) => item.type === 'node')?.nodeLabel;
}

/*
 * With BENCH_LIGHTHOUSE_REPORTS=<dir>, every run's full report is kept there as JSON: what the
 * score is made of (the long tasks and their scripts, `bootup-time`, `long-tasks`) is in it.
 */
const REPORTS_DIR = process.env['BENCH_LIGHTHOUSE_REPORTS'];
let reportsKept = 0;

function keepReport(url: string, report: unknown): void {
  if (!REPORTS_DIR) return;
  mkdirSync(REPORTS_DIR, { recursive: true });
  reportsKept += 1;
  const name = `${String(reportsKept).padStart(2, '0')}${new URL(url).pathname.replaceAll('/', '_')}.json`;
  writeFileSync(join(REPORTS_DIR, name), JSON.stringify(report));
}

async function auditOnce(page: PageToAudit, port: number): Promise<OneRun> {
  if (page.cookies) await addCookies(port, page.url, page.cookies);
  const report = await lighthouseReport(page.url, port);
  keepReport(page.url, report);
  const { audits, categories, finalDisplayedUrl } = report;
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  return {
    performance,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    finalPath: new URL(finalDisplayedUrl).pathname,
    lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => {
        const value = audits[id]?.numericValue;
        return [key, value === undefined ? undefined : Math.round(value * 1000) / 1000];
      }),
    ),
  };
}

/** One Chromium for all pages, each audited RUNS times in fresh tabs; the median run counts. */
export async function auditPages(pages: PageToAudit[]): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: findChromium() ?? chromium.executablePath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const page of pages) {
      const runs: OneRun[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(page, chrome.port));
      const byScore = [...runs].sort((a, b) => a.performance - b.performance);
      const median = byScore[Math.floor(byScore.length / 2)] as OneRun;
      scores.push({ ...median, runs: runs.map((run) => run.performance) });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
