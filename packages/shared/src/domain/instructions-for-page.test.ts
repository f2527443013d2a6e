import { describe, expect, it } from 'vitest';
import type { InstructionPage } from '../contracts/instructions';
import {
  countInstructions,
  groupsOfType,
  instructionsForPage,
  normalizePage,
} from './instructions-for-page';

function instruction(description: string) {
  return { url: `https://example.ru/${description}`, description, icon: '' };
}

const LIST: InstructionPage[] = [
  {
    page: '/catalog/',
    contentTypes: [
      {
        type: 'txt',
        groups: [
          { title: 'Каталог', instructions: [instruction('c1'), instruction('c2')] },
          { title: 'Цены', instructions: [instruction('c3')] },
        ],
      },
      { type: 'video', groups: [{ title: 'Видео', instructions: [instruction('cv1')] }] },
    ],
  },
  {
    // Stored without slashes: matching must not depend on how a page was written.
    page: 'catalog/chart',
    contentTypes: [
      { type: 'txt', groups: [{ title: 'График', instructions: [instruction('g1')] }] },
    ],
  },
  {
    page: '/cabinet',
    contentTypes: [
      { type: 'txt', groups: [{ title: 'Кабинеты', instructions: [instruction('k1')] }] },
    ],
  },
  {
    page: '/cabinet-add/',
    contentTypes: [
      { type: 'video', groups: [{ title: 'Новый', instructions: [instruction('a1')] }] },
    ],
  },
  { page: '/orders/', contentTypes: [] },
];

describe('normalizePage', () => {
  it.each([
    ['/orders', '/orders/'],
    ['/orders/', '/orders/'],
    ['orders', '/orders/'],
    ['/catalog/12/chart', '/catalog/12/chart/'],
    ['/orders?tab=2#top', '/orders/'],
    ['/', '/'],
    ['', '/'],
  ])('%j → %j', (path, normalised) => {
    expect(normalizePage(path)).toBe(normalised);
  });
});

describe('instructionsForPage', () => {
  it('collects a page and the pages nested under it', () => {
    expect(instructionsForPage(LIST, '/catalog').map((item) => item.page)).toEqual([
      '/catalog/',
      'catalog/chart',
    ]);
  });

  it('finds a nested page from its own path, without its parent', () => {
    expect(instructionsForPage(LIST, '/catalog/chart').map((item) => item.page)).toEqual([
      'catalog/chart',
    ]);
  });

  it('does not mistake /cabinet-add for a page under /cabinet', () => {
    expect(instructionsForPage(LIST, '/cabinet').map((item) => item.page)).toEqual(['/cabinet']);
  });

  it('finds nothing for a page without instructions', () => {
    expect(instructionsForPage(LIST, '/finance')).toEqual([]);
  });

  it('collects every page at the root', () => {
    expect(instructionsForPage(LIST, '/')).toHaveLength(LIST.length);
  });
});

describe('countInstructions', () => {
  it.each([
    ['/catalog', 5],
    ['/catalog/', 5],
    ['/catalog/chart', 1],
    ['/cabinet', 1],
    ['/cabinet-add', 1],
    ['/orders', 0],
    ['/finance', 0],
    ['/', 7],
  ])('%s has %i instructions', (path, count) => {
    expect(countInstructions(LIST, path)).toBe(count);
  });

  it('is 0 for an empty list', () => {
    expect(countInstructions([], '/catalog')).toBe(0);
  });
});

describe('groupsOfType', () => {
  it('splits the groups into the two tabs of the dialog', () => {
    const pages = instructionsForPage(LIST, '/catalog');
    expect(groupsOfType(pages, 'txt').map((group) => group.title)).toEqual([
      'Каталог',
      'Цены',
      'График',
    ]);
    expect(groupsOfType(pages, 'video').map((group) => group.title)).toEqual(['Видео']);
    expect(groupsOfType(instructionsForPage(LIST, '/orders'), 'txt')).toEqual([]);
  });
});
