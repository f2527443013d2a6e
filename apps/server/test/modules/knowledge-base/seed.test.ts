import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { groupsOfType, instructionsForPage } from '@marketpult/shared/domain/instructions-for-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_DIR, MEDIA_DIR } from '../../../src/modules/knowledge-base/content';
import { loadHelpArticles } from '../../../src/modules/knowledge-base/help-articles';
import {
  readKnowledgeBase,
  replaceKnowledgeBase,
} from '../../../src/modules/knowledge-base/repository';
import { loadSeed, seedKnowledgeBase } from '../../../src/modules/knowledge-base/seed';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { GUARDED_ROUTES, routePattern } from './guarded-routes';

describe(`knowledge-base seed on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('fills an empty base once; a second start writes nothing', async () => {
    const seed = await loadSeed();
    const written = await seedKnowledgeBase(testApp.app.db);
    expect(written).toBeGreaterThan(GUARDED_ROUTES.length);
    const first = await readKnowledgeBase(testApp.app.db);
    expect(first).toEqual(seed);

    expect(await seedKnowledgeBase(testApp.app.db)).toBe(0);
    expect(await readKnowledgeBase(testApp.app.db)).toEqual(first);
  });

  it('seeds once when several servers start at the same moment', async () => {
    const other = await createTestApp();
    try {
      const counts = await Promise.all(
        Array.from({ length: 4 }, () => seedKnowledgeBase(other.app.db)),
      );
      expect(counts.filter((count) => count > 0)).toHaveLength(1);
      expect(await readKnowledgeBase(other.app.db)).toEqual(await loadSeed());
    } finally {
      await other.close();
    }
  });
});

describe('the shipped knowledge base', () => {
  it.each(GUARDED_ROUTES)('has a text instruction for %s', async (route) => {
    const list = await loadSeed();
    const pages = instructionsForPage(list, routePattern(route));
    const texts = groupsOfType(pages, 'txt').flatMap((group) => group.instructions);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('finds the instructions of a route without parameters by its real path too', async () => {
    const list = await loadSeed();
    expect(instructionsForPage(list, '/cabinet').length).toBeGreaterThan(0);
    expect(instructionsForPage(list, '/profile/password/change?tab=1').length).toBeGreaterThan(0);
  });

  it('stores every page normalised to end with a slash', async () => {
    for (const item of await loadSeed()) expect(item.page).toMatch(/^\/(.*\/)?$/);
  });

  it('has videos on the cabinets page and on other pages', async () => {
    const list = await loadSeed();
    const videoPages = list
      .filter((item) => item.contentTypes.some((content) => content.type === 'video'))
      .map((item) => item.page);
    expect(videoPages).toContain('/cabinet/');
    expect(videoPages.length).toBeGreaterThan(1);
  });

  it('links text instructions to existing articles, titled as the article', async () => {
    const articles = await loadHelpArticles();
    for (const group of groupsOfType(await loadSeed(), 'txt')) {
      for (const instruction of group.instructions) {
        const slug = /^\/help\/([a-z0-9-]+)$/.exec(instruction.url)?.[1];
        expect(slug, instruction.url).toBeDefined();
        expect(articles.get(slug ?? '')?.title, instruction.url).toBe(instruction.description);
        expect(instruction.icon).toBe('article');
      }
    }
  });

  it('links video instructions to media files that ship with the server', async () => {
    const files = new Set(await readdir(MEDIA_DIR));
    const videos = groupsOfType(await loadSeed(), 'video').flatMap((group) => group.instructions);
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      const file = /^\/help\/media\/([a-z0-9-]+\.webm)$/.exec(video.url)?.[1];
      expect(file, video.url).toBeDefined();
      expect(files.has(file ?? ''), video.url).toBe(true);
      expect(video.icon).toBe('play_circle');
    }
  });

  it('keeps every media file small', async () => {
    for (const name of await readdir(MEDIA_DIR)) {
      const bytes = (await readFile(join(MEDIA_DIR, name))).length;
      expect(bytes, name).toBeLessThan(300 * 1024);
    }
  });

  it('has articles of 150–400 words whose help links all resolve', async () => {
    const articles = await loadHelpArticles();
    for (const name of await readdir(HELP_DIR)) {
      const source = await readFile(join(HELP_DIR, name), 'utf8');
      const words = source.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
      expect(words, name).toBeGreaterThanOrEqual(150);
      expect(words, name).toBeLessThanOrEqual(400);
      for (const [, slug] of source.matchAll(/\]\(\/help\/([^)#?]*)\)/g)) {
        expect(articles.has(slug ?? ''), `${name} → /help/${slug}`).toBe(true);
      }
    }
  });
});

describe(`replacing the knowledge base on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedKnowledgeBase(testApp.app.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps the old base whole when the database refuses a row midway', async () => {
    const before = await readKnowledgeBase(testApp.app.db);
    const [first] = before;
    // Past the validation of `kb import`: PostgreSQL itself refuses NUL in text.
    const broken = [
      ...before,
      {
        ...first!,
        page: '/broken/',
        contentTypes: [
          {
            type: 'txt' as const,
            groups: [
              {
                title: 'Сломано',
                instructions: [{ url: '/help/orders', description: 'a\u0000b', icon: '' }],
              },
            ],
          },
        ],
      },
    ];
    await expect(replaceKnowledgeBase(testApp.app.db, broken)).rejects.toThrow();
    expect(await readKnowledgeBase(testApp.app.db)).toEqual(before);
  });
});
