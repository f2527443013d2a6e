import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/plugins/compressed-assets';
import { removeScratchDirs, scratchDir } from '../helpers/scratch-dir';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ASSET_JS = `export const words = ${JSON.stringify('МаркетПульт '.repeat(500))};\n`;

function fakeWebBuild(): string {
  const dist = scratchDir('web-dist');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ru"></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), ASSET_JS);
  writeFileSync(join(dist, 'assets', 'photo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressed web assets', () => {
  let testApp: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebBuild();
    testApp = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await testApp.close();
    removeScratchDirs();
  });

  /** The app compresses after start-up, in the background: ask until the copy is there. */
  async function getCompressed(encoding: string) {
    for (let attempt = 0; ; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      if (response.headers['content-encoding'] || attempt >= 200) return response;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('sends brotli to a browser that takes it, with the immutable cache and Vary', async () => {
    const response = await getCompressed('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(ASSET_JS) / 10);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(ASSET_JS);
  });

  it('sends gzip to a client without brotli, and the file as it is to one without either', async () => {
    const gzipped = await getCompressed('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(ASSET_JS);

    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves files that do not shrink alone and still answers a missing asset with JSON 404', async () => {
    const image = await testApp.app.inject({
      method: 'GET',
      url: '/assets/photo-abc123.png',
      headers: { 'accept-encoding': 'br' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();

    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/assets/gone-123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      responseStatus: { errorCode: 'NotFound', message: expect.any(String) },
    });
  });
});
