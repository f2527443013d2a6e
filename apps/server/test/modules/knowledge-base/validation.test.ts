import type { InstructionPage } from '@marketpult/shared/contracts/instructions';
import { describe, expect, it } from 'vitest';
import { fromRows, toRows } from '../../../src/modules/knowledge-base/repository';
import { loadSeed } from '../../../src/modules/knowledge-base/seed';
import {
  MAX_LISTED_PROBLEMS,
  checkKnowledgeBase,
  formatProblems,
} from '../../../src/modules/knowledge-base/validation';

function page(path: string, url = '/help/orders'): InstructionPage {
  return {
    page: path,
    contentTypes: [
      {
        type: 'txt',
        groups: [{ title: 'Заказы', instructions: [{ url, description: 'Заказы', icon: '' }] }],
      },
    ],
  };
}

function problemsOf(input: unknown): string[] {
  const check = checkKnowledgeBase(input);
  if (check.ok) throw new Error('expected problems');
  return check.problems;
}

describe('checkKnowledgeBase', () => {
  it('accepts a list and normalises its pages', () => {
    const check = checkKnowledgeBase([page('orders'), page('/catalog/:id')]);
    expect(check).toEqual({ ok: true, list: [page('/orders/'), page('/catalog/:id/')] });
  });

  it('accepts an empty base', () => {
    expect(checkKnowledgeBase([])).toEqual({ ok: true, list: [] });
  });

  it('names the place and the problem in Russian for schema errors', () => {
    const problems = problemsOf([
      { page: 1, contentTypes: [] },
      { page: '/x/', contentTypes: [{ type: 'pdf', groups: [], extra: true }] },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[0\]\.page: .*ожидалось string/),
        expect.stringMatching(/^\[1\]\.contentTypes\[0\]\.type: .*"video"\|"txt"/),
        expect.stringMatching(/^\[1\]\.contentTypes\[0\]: .*"extra"/),
      ]),
    );
    expect(problemsOf({ pages: [] })[0]).toMatch(/^\(весь файл\): /);
  });

  it('rejects duplicates, empty parts and unsafe links', () => {
    const emptyGroup: InstructionPage = {
      page: '/abc/',
      contentTypes: [{ type: 'txt', groups: [{ title: ' ', instructions: [] }] }],
    };
    const problems = problemsOf([
      page('/orders/'),
      page('/orders'),
      page('/finance/', 'javascript:alert(1)'),
      page('/rivals/', '//evil.example/x'),
      emptyGroup,
      { page: '', contentTypes: [] },
    ]);
    expect(problems).toEqual([
      '[1].page: страница /orders/ уже описана выше',
      '[2].contentTypes[0].groups[0].instructions[0].url: ожидается путь на этом сайте (/…) или адрес http(s)://…',
      '[3].contentTypes[0].groups[0].instructions[0].url: ожидается путь на этом сайте (/…) или адрес http(s)://…',
      '[4].contentTypes[0].groups[0].title: пустое название группы',
      '[4].contentTypes[0].groups[0].instructions: в группе нет инструкций',
      '[5].page: пустой путь страницы',
      '[5].contentTypes: нет ни одного раздела',
    ]);
  });

  it('rejects control characters in any text', () => {
    const bad = page('/orders/');
    bad.contentTypes[0]!.groups[0]!.instructions[0]!.description = 'За\u0000казы';
    bad.contentTypes[0]!.groups[0]!.title = 'Две\nстроки';
    expect(problemsOf([bad])).toEqual([
      '[0].contentTypes[0].groups[0].title: управляющие символы недопустимы',
      '[0].contentTypes[0].groups[0].instructions[0].description: управляющие символы недопустимы',
    ]);
  });

  it('lists the first problems and counts the rest', () => {
    const problems = Array.from({ length: MAX_LISTED_PROBLEMS + 3 }, (_, index) => `p${index}`);
    const text = formatProblems(problems);
    expect(text.split('\n')).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(text).toContain('  - p0');
    expect(text).toMatch(/… и ещё 3$/);
  });
});

describe('rows of the instructions table', () => {
  it('give back the same nested list', async () => {
    const seed = await loadSeed();
    const rows = toRows(seed);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    expect(fromRows(rows.map((row) => ({ ...row, icon: row.icon ?? '' })))).toEqual(seed);
  });
});
