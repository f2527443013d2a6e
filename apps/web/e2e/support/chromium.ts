import { existsSync } from 'node:fs';

/** Flags that keep Debian's Chromium quiet and offline on a closed network (architecture.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser the e2e run drives, looked up in the documented order: CHROMIUM_PATH, Debian's
 * /usr/bin/chromium, /usr/bin/chromium-browser, then Playwright's own download (undefined lets
 * Playwright use it when present). Never downloads anything.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  if (env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} не найден.`);
  }
  return undefined;
}

export const CHROMIUM_MISSING_MESSAGE =
  'Chromium не найден. Установите его: `sudo apt-get install -y chromium fonts-dejavu-core` ' +
  '(Debian/Ubuntu) или укажите путь к браузеру в CHROMIUM_PATH.';
