import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { groupsOfType } from '@marketpult/shared/domain/instructions-for-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER_SOURCE } from '../../../src/plugins/after-paint-scripts';
import { DRAWN_FORM_GUARD_SOURCE } from '../../../src/plugins/drawn-form-guard';
import { MEDIA_DIR } from '../../../src/modules/knowledge-base/content';
import {
  loadHelpArticles,
  renderMarkdown,
} from '../../../src/modules/knowledge-base/help-articles';
import { loadSeed } from '../../../src/modules/knowledge-base/seed';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

const seed = await loadSeed();
const textInstructions = groupsOfType(seed, 'txt').flatMap((group) => group.instructions);
const videoUrls = [
  ...new Set(
    groupsOfType(seed, 'video').flatMap((group) => group.instructions.map((item) => item.url)),
  ),
];

function decodeEntities(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe(`help articles and videos on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it.each(textInstructions.map((item) => [item.url, item.description]))(
    '%s is a Russian HTML page titled «%s»',
    async (url, title) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = decodeEntities(response.body);
      expect(html).toMatch(/^<!doctype html>\n<html lang="ru">/);
      expect(html).toContain(`<title>${title} — База знаний МаркетПульт</title>`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('<a href="/">← Вернуться в МаркетПульт</a>');
    },
  );

  it('sends no script and a CSP that forbids inline scripts', async () => {
    const response = await get('/help/first-steps');
    expect(response.body).not.toMatch(/<script/i);
    const csp = String(response.headers['content-security-policy']);
    // Nothing inline but the prerendered page's loader and its drawn-form guard, each named
    // by its hash (the loader can only load same-origin scripts, which 'self' allows anyway).
    expect(csp).toContain(
      `script-src 'self' ${AFTER_PAINT_LOADER_SOURCE} ${DRAWN_FORM_GUARD_SOURCE};`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lists every article on the index page', async () => {
    const response = await get('/help/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ru">');
    const articles = await loadHelpArticles();
    expect(articles.size).toBeGreaterThanOrEqual(31);
    for (const article of articles.values()) {
      expect(response.body).toContain(`<a href="/help/${article.slug}">`);
    }
  });

  it('redirects /help to the index', async () => {
    const response = await get('/help');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/help/');
  });

  it.each(['/help/no-such-article', '/help/FIRST-STEPS', '/help/..%2Fkb-seed'])(
    '%s is a Russian 404 page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="ru">');
      expect(response.body).toContain('Статья не найдена');
      expect(response.body).toContain('href="/help/"');
    },
  );

  it.each(videoUrls)('%s is a whole video', async (url) => {
    const file = await readFile(join(MEDIA_DIR, url.replace('/help/media/', '')));
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.rawPayload.equals(file)).toBe(true);
    // The WebM (EBML) signature.
    expect(file.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it.each(videoUrls)('%s answers a Range request with 206 and the bytes asked for', async (url) => {
    const file = await readFile(join(MEDIA_DIR, url.replace('/help/media/', '')));
    const response = await get(url, { range: 'bytes=100-1099' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${file.length}`);
    expect(response.rawPayload.equals(file.subarray(100, 1100))).toBe(true);
  });

  it('answers an unknown video with 404', async () => {
    expect((await get('/help/media/nothing.webm')).statusCode).toBe(404);
    expect((await get('/help/media/../kb-seed.json')).statusCode).toBe(404);
  });
});

describe('renderMarkdown', () => {
  it('renders tables and links', () => {
    const html = renderMarkdown('| a | b |\n| --- | --- |\n| 1 | [x](/help/orders) |\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="/help/orders">x</a>');
  });

  it('shows raw HTML as text instead of passing it through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });
});
