// The JavaScript a browser fetches for a page (/login, /catalog) until it can be used, gzipped.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../apps/web/e2e/support/chromium';

const KB = 1024;

/** Gzipped size (level 9, as a CDN would serve it) of every script the page loaded. */
export async function measurePageScripts(
  url: string,
  {
    ready,
    cookies = [],
  }: {
    ready: (page: Page) => Promise<void>;
    /** Cookies the page is loaded with (e.g. a session, for a signed-in page). */
    cookies?: { name: string; value: string; url: string }[];
  },
): Promise<{ kb: number; files: number }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // A script that failed to load has no body to count.
      }
    });
    await page.goto(url);
    await ready(page);
    // Only what arrived before the page became usable counts as "before interactive".
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    return { kb: total / KB, files: scripts.size };
  } finally {
    await browser.close();
  }
}
