import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX_HTML = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("МаркетПульт");';

function fakeWebBuild(): string {
  const dist = scratchDir('web-dist');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'x-abc123.js'), ASSET_JS);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
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

  it('serves index.html at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates unhashed files', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/cabinet', '/catalog/42/chart', '/some/unknown', '/registration/confirm?u=a&k=b'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD on a client route like GET, without a body', async () => {
    const response = await get('/cabinet', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
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
