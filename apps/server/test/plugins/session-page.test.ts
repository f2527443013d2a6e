import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { authUserResponseSchema } from '@marketpult/shared/contracts/auth';
import { SESSION_USER_ELEMENT_ID } from '@marketpult/shared/page-session';
import { SIGNED_IN_ROUTE_PRELOADS_FILE } from '@marketpult/shared/web-build';
import { SESSION_COOKIE } from '../../src/plugins/session';
import { ApiClient } from '../helpers/api-client';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { signedInClient, uniqueRemoteAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LAYOUT_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/guarded-layout-a1.js">';

/** A build whose /cabinet page preloads the guarded layout for a live session. */
function webBuild(): string {
  const dist = scratchDir('web-dist-session-page');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>МаркетПульт</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, SIGNED_IN_ROUTE_PRELOADS_FILE),
    JSON.stringify({ '/cabinet': ['assets/guarded-layout-a1.js'] }),
  );
  return dist;
}

/** The user the page hands to the web app, parsed as the app parses it; undefined without one. */
function pageUser(html: string): unknown {
  const pattern = new RegExp(
    `<script type="application/json" id="${SESSION_USER_ELEMENT_ID}">(.*?)</script>`,
  );
  const json = pattern.exec(html)?.[1];
  return json === undefined ? undefined : authUserResponseSchema.parse(JSON.parse(json));
}

describe('a page load of a guarded route', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webBuild() } });
  });
  afterAll(async () => {
    await testApp.close();
    removeScratchDirs();
  });

  it('carries the signed-in user, as POST /auth names them, and preloads the layout', async () => {
    const { client } = await signedInClient(testApp, { displayName: 'Ирина <Магазин>' });
    const page = await client.get('/cabinet');
    const auth = await client.post(API_PATHS.auth, {});
    expect(page.statusCode).toBe(200);
    expect(pageUser(page.body)).toEqual(auth.json());
    expect(page.body).toContain(LAYOUT_PRELOAD);
    // A name cannot end the element early and run as markup.
    expect(page.body).not.toContain('<Магазин>');
  });

  it('is kept by no cache, and any cache is told it depends on the cookie', async () => {
    const { client } = await signedInClient(testApp);
    for (const url of ['/cabinet', '/profile', '/no-such-page']) {
      const page = await client.request({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': '*' },
      });
      expect(pageUser(brotliDecompressSync(page.rawPayload).toString())).toBeDefined();
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.etag).toBeUndefined();
      expect(page.headers.vary).toMatch(/cookie/i);
    }
  });

  it("gives each session its own user, never another's", async () => {
    const first = await signedInClient(testApp, { displayName: 'Первый' });
    const second = await signedInClient(testApp, { displayName: 'Второй' });
    const firstPage = await first.client.get('/cabinet');
    const secondPage = await second.client.get('/cabinet');
    expect(pageUser(firstPage.body)).toMatchObject({ DisplayName: 'Первый' });
    expect(pageUser(secondPage.body)).toMatchObject({ DisplayName: 'Второй' });
  });

  it('carries no user and preloads no layout without a live session', async () => {
    const visitor = new ApiClient(testApp.app, uniqueRemoteAddress());
    const anonymous = await visitor.get('/cabinet');
    expect(anonymous.statusCode).toBe(200);
    expect(pageUser(anonymous.body)).toBeUndefined();
    expect(anonymous.body).not.toContain(LAYOUT_PRELOAD);
    expect(anonymous.headers.vary).toMatch(/cookie/i);

    // A session that has ended on the server: its cookie stays in the browser.
    const { client } = await signedInClient(testApp);
    const sessionId = client.cookies.get(SESSION_COOKIE) ?? '';
    expect((await client.post(API_PATHS.authLogout, {})).statusCode).toBe(200);
    client.cookies.set(SESSION_COOKIE, sessionId);
    expect(pageUser((await client.get('/cabinet')).body)).toBeUndefined();
  });

  it('carries no user on a public page, even with a live session', async () => {
    const { client } = await signedInClient(testApp);
    const page = await client.get('/registration/confirm?u=a%40b.ru&k=key');
    expect(page.statusCode).toBe(200);
    expect(pageUser(page.body)).toBeUndefined();
  });
});
