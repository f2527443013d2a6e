import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { PRERENDERED_PAGES_FILE } from '@marketpult/shared/web-build';
import { SESSION_COOKIE } from '../../src/plugins/session';
import { ApiClient } from '../helpers/api-client';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { signedInClient, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A build with /login drawn by the server, as `vite build` leaves it. */
function webBuild(): string {
  const dist = scratchDir('web-dist-signed-in');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>МаркетПульт</title></head>' +
      '<body><div id="root"><!--screen--><div class="mp-loading"></div><!--/screen--></div>' +
      '</body></html>',
  );
  writeFileSync(
    join(dist, PRERENDERED_PAGES_FILE),
    JSON.stringify({
      '/login': { titleElement: '<title>Вход</title>', markup: '<h1>Вход</h1>', year: 2020 },
    }),
  );
  return dist;
}

describe('a page load of a signed-out route', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webBuild() } });
  });
  afterAll(async () => {
    await testApp.close();
    removeScratchDirs();
  });

  it.each(['/login', '/login/', '/registration', '/registration?from=mail'])(
    'goes to the root with a live session: %s',
    async (url) => {
      const { client } = await signedInClient(testApp);
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await client.request({ method, url });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe('/');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).not.toContain('Вход');
      }
    },
  );

  it('keeps the confirmation page open to a signed-in seller (another address may be confirmed)', async () => {
    const { client } = await signedInClient(testApp);
    const response = await client.get('/registration/confirm?u=a%40b.ru&k=key');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('draws /login for a visitor without a session, or with one that has ended', async () => {
    const visitor = new ApiClient(testApp.app, uniqueRemoteAddress());
    const fresh = await visitor.get('/login');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('<h1>Вход</h1>');

    // The cookie of a session that has ended on the server stays in this browser.
    const { client } = await signedInClient(testApp);
    const sessionId = client.cookies.get(SESSION_COOKIE) ?? '';
    expect(sessionId).not.toBe('');
    expect((await client.post(API_PATHS.authLogout, {})).statusCode).toBe(200);
    client.cookies.set(SESSION_COOKIE, sessionId);
    const ended = await client.get('/login');
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain('<h1>Вход</h1>');
  });
});
