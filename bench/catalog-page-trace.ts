// The main thread's tasks of a signed-in page load (/catalog, /catalog-management) from a
// Chromium trace, for one build or several compared by turns (README, "Performance"):
//
//   npx tsx bench/catalog-page-trace.ts ROUNDS PATH ROOT [ROOT...]
//
// Each ROOT is a checkout with its production build (`npm run build`); each gets a server of its
// own with the demo seeded, and once every demo catalog is synced the page is loaded by turns,
// ROUNDS times per build, in a fresh phone-sized context. Lighthouse's score moves by 10 points
// with the machine's load; this counts each task's CPU time on the renderer's main thread
// (the trace's thread duration, which leaves out the time other processes held the core), and
// scales it by 4 as Lighthouse's simulated phone does: "TBT ×4" is the sum over tasks after the
// first contentful paint of what exceeds 50 ms.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { HttpClient } from '../apps/server/test/helpers/http-client';
import { CHROMIUM_ARGS, findChromium } from '../apps/web/e2e/support/chromium';
import { waitForDemoCatalog } from './lib/catalog-page-bench';
import { freePort, startServer, tempDir } from './lib/server';

const DEMO = { email: 'demo@marketpult.ru', password: 'demo1234' };
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** After the grid's first row, for the tasks that follow it (the rows' paint, idle work). */
const SETTLE_MS = 3_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** CPU time of the main thread's tasks, and the long ones after FCP as Lighthouse's phone. */
function summarize(events: TraceEvent[]) {
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error('the trace has no first contentful paint');
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === fcpEvent.pid &&
      event.args?.['name'] === 'CrRendererMain',
  );
  if (!main) throw new Error('the trace has no renderer main thread');
  let cpuMs = 0;
  let tbtMs = 0;
  const longTasks: number[] = [];
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid) continue;
    if (event.ph !== 'X' || event.name !== 'RunTask') continue;
    const ms = (event.tdur ?? event.dur ?? 0) / 1000;
    cpuMs += ms;
    const scaled = ms * CPU_SLOWDOWN;
    if (event.ts >= fcpEvent.ts && scaled > LONG_TASK_MS) {
      tbtMs += scaled - LONG_TASK_MS;
      longTasks.push(Math.round(scaled));
    }
  }
  return { cpuMs, tbtMs, longTasks };
}

async function main() {
  const [rounds = '3', path = '/catalog', ...roots] = process.argv.slice(2);
  if (roots.length === 0)
    throw new Error('usage: catalog-page-trace.ts ROUNDS PATH ROOT [ROOT...]');
  const work = tempDir();
  const servers = await Promise.all(
    roots.map(async (root, index) => {
      const server = await startServer(root, {
        port: await freePort(),
        dataDir: join(work, `data-${index}`),
        logFile: join(work, `server-${index}.log`),
        env: { SEED_DEMO: '1' },
      });
      const demo = await new HttpClient(server.url).signIn(DEMO.email, DEMO.password);
      const session = demo.cookies.get('mp_session');
      if (!session) throw new Error('the demo sign-in set no mp_session cookie');
      await waitForDemoCatalog(server.url, session);
      return { root, server, session };
    }),
  );
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (let round = 1; round <= Number(rounds); round++) {
      for (const { root, server, session } of servers) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
        });
        await context.addCookies([{ name: 'mp_session', value: session, url: server.url }]);
        const page = await context.newPage();
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
        });
        await page.goto(`${server.url}${path}`);
        await page.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
        await page.waitForTimeout(SETTLE_MS);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        };
        await context.close();
        const { cpuMs, tbtMs, longTasks } = summarize(trace.traceEvents);
        console.log(
          `${root} ${path} round ${round}: main-thread CPU ${cpuMs.toFixed(0)} ms, ` +
            `TBT ×4 ${tbtMs.toFixed(0)} ms, long tasks ×4 after FCP [${longTasks.join(', ')}]`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
  }
}

await main();
