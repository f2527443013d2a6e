import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@marketpult/shared/runtime-config';
import { copyrightLine } from '@marketpult/shared/constants/product';
import { PRERENDERED_PAGES_FILE, ROUTE_PRELOADS_FILE } from '@marketpult/shared/web-build';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="ru"><head><title>МП</title></head><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("МаркетПульт");';
const PRELOAD_LINK = '<link rel="modulepreload" crossorigin href="/assets/login-a1.js">';

/** A web build in a scratch folder: each path (relative to it) with its content. */
function webBuild(name: string, files: Record<string, string>): string {
  const dist = scratchDir(name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

function fakeWebBuild(): string {
  return webBuild('web-dist', {
    'index.html': INDEX_HTML,
    'assets/x-abc123.js': ASSET_JS,
    [ROUTE_PRELOADS_FILE]: JSON.stringify({
      '/login': ['assets/login-a1.js', '../../etc/passwd'],
    }),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}

function expectNotFoundJson(response: { statusCode: number; json: () => unknown }): void {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    responseStatus: { errorCode: 'NotFound', message: expect.any(String) },
  });
}

describe('the built web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });
  });
  afterAll(async () => {
    await testApp.close();
    removeScratchDirs();
  });

  const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    testApp.app.inject({ method, url });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get('/assets/x-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ASSET_JS);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  /** The runtime config the page carries, parsed as the web app parses it. */
  function embeddedConfig(html: string): unknown {
    const pattern = new RegExp(
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`,
    );
    const json = pattern.exec(html)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  }

  it('serves index.html at / with no-cache, carrying the runtime config', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html>.*<div id="root"><\/div><\/body><\/html>$/);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const fromApi = (await get('/api/runtime-config')).json();
    expect(embeddedConfig(response.body)).toEqual(fromApi);
  });

  it('answers /index.html, which is no client route, with the page of / and 404', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe((await get('/')).body);
  });

  it('answers a repeated request with 304 when the page has not changed', async () => {
    const first = await get('/cabinet');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/cabinet',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['/login', '/login/', '/login?next=/orders'])(
    'preloads the scripts of the sign-in screen on %s, and nothing outside assets/',
    async (url) => {
      const { body } = await get(url);
      expect(body).toContain(`${PRELOAD_LINK}</head>`);
      expect(body).not.toContain('passwd');
    },
  );

  it('preloads nothing on a route the build names no scripts for', async () => {
    expect((await get('/cabinet')).body).not.toContain('modulepreload');
  });

  it('revalidates unhashed files', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/cabinet',
    '/catalog/42/chart',
    '/cabinet-item/ozon/17/',
    '/Orders',
    '/registration/confirm?u=a&k=b',
  ])('answers the client route %s with index.html', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/some/unknown', '/catalog/42/chart/extra', '/registration/other', '/nope?x=1'])(
    'answers %s, which no client route matches, with index.html and 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      // The app's own page with its settings: it draws «Страница не найдена» (or /login).
      expect(response.body).toBe((await get('/cabinet')).body);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeUndefined();
    },
  );

  it('ignores If-None-Match on a 404 page: a precondition only holds for a 2xx answer', async () => {
    const { etag } = (await get('/cabinet')).headers;
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/some/unknown',
      headers: { 'if-none-match': String(etag) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers HEAD like GET, without a body: 200 on a client route, 404 on an unknown one', async () => {
    const known = await get('/cabinet', 'HEAD');
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toMatch(/^text\/html/);
    expect(known.body).toBe('');
    const unknown = await get('/some/unknown', 'HEAD');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toBe('');
  });

  it('sends a 404 page compressed like any other page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/some/unknown',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe((await get('/')).body);
  });

  it.each(['/api/nope', '/auth/nope', '/Users_Nope', '/v2/nope', '/markets/nope'])(
    'answers the unknown API path %s with a JSON 404',
    async (url) => {
      expectNotFoundJson(await get(url));
    },
  );

  it('answers a POST to a client route with a JSON 404', async () => {
    expectNotFoundJson(await get('/cabinet', 'POST'));
  });

  it('answers a missing hashed asset with a 404, not with index.html', async () => {
    expectNotFoundJson(await get('/assets/x-gone99.js'));
  });

  it('does not serve files outside the build', async () => {
    const response = await get('/../../package.json');
    expect(response.body).not.toContain('@marketpult/server');
  });
});

/** A build as `vite build` leaves it, with the sign-in screen prerendered. */
function prerenderedWebBuild(): string {
  return webBuild('web-dist-prerendered', {
    'index.html':
      '<!doctype html><html lang="ru"><head><title>МаркетПульт</title>' +
      '<script type="module" crossorigin src="/assets/index-e1.js"></script></head>' +
      '<body><div id="root"><!--screen--><div class="mp-loading"></div><!--/screen--></div>' +
      '</body></html>',
    [ROUTE_PRELOADS_FILE]: JSON.stringify({ '/login': ['assets/login-a1.js'] }),
    [PRERENDERED_PAGES_FILE]: JSON.stringify({
      '/login': {
        titleElement: '<title>Вход — МаркетПульт</title>',
        markup: `<main><h1>Вход</h1></main><p>${copyrightLine(2020)}</p>`,
        year: 2020,
      },
      '/broken': { titleElement: '<title>x</title><script>', markup: '<h1>x</h1>', year: 2020 },
    }),
  });
}

describe('a build with a prerendered sign-in screen', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { WEB_DIST_DIR: prerenderedWebBuild() } });
  });
  afterAll(async () => {
    await testApp.close();
    removeScratchDirs();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('sends /login with the screen drawn, its title and this year in the copyright line', async () => {
    const { body } = await get('/login');
    expect(body).toContain('<title>Вход — МаркетПульт</title>');
    expect(body).toContain('<div id="root"><div data-prerendered><main><h1>Вход</h1>');
    expect(body).not.toContain('mp-loading');
    expect(body).toContain(copyrightLine(new Date().getFullYear()));
  });

  it('has its form guarded and its scripts asked for by inline scripts its CSP allows', async () => {
    const response = await get('/login');
    expect(response.body).not.toContain('<script type="module"');
    const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(2);
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc?.[1]?.split(' ')).toContain(`'sha256-${hash}'`);
    }
  });

  it('sends the page compressed to a client that accepts it, with its own validator', async () => {
    const plain = await get('/login');
    const ask = (encoding: string, etag?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': encoding, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const br = await ask('gzip, deflate, br');
    const gzip = await ask('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toContain('accept-encoding');
    const etags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(etags.size).toBe(3);
    expect((await ask('br', String(br.headers.etag))).statusCode).toBe(304);
    expect((await ask('gzip', String(br.headers.etag))).statusCode).toBe(200);
  });

  it('keeps the loading state and the plain scripts on other routes', async () => {
    for (const url of ['/cabinet', '/broken']) {
      const { body } = await get(url);
      expect(body).toContain('mp-loading');
      expect(body).toContain('<script type="module" crossorigin src="/assets/index-e1.js">');
    }
  });
});

describe('without a web build', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { WEB_DIST_DIR: join(tmpdir(), 'marketpult-no-such-build') },
    });
  });
  afterAll(() => testApp.close());

  it('tells the operator to build on every client route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cabinet' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expectNotFoundJson(missing);
  });
});
