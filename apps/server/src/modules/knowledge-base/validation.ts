import {
  instructionsListResponseSchema,
  type InstructionPage,
} from '@marketpult/shared/contracts/instructions';
import { isSingleLineText } from '@marketpult/shared/contracts/common';
import { normalizePage } from '@marketpult/shared/domain/instructions-for-page';
import { z } from 'zod';

/** How many problems an error message lists; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 10;

export type KnowledgeBaseCheck =
  { ok: true; list: InstructionPage[] } | { ok: false; problems: string[] };

/**
 * Where an instruction may point: a path of this site (help articles, shipped videos) or an
 * http(s) address. Anything else (javascript:, data:, protocol-relative //host) would open from
 * the help dialog with the app's origin or to a host nobody chose.
 */
const SAFE_URL = /^(\/(?!\/)|https?:\/\/)/i;

function describePath(path: readonly PropertyKey[]): string {
  const text = path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
  return text === '' ? '(весь файл)' : text;
}

/** Every text of the base is one line shown in the help dialog: no NUL, tabs or line breaks. */
function controlCharacterProblems(value: unknown, at: string, problems: string[]): void {
  if (typeof value === 'string') {
    if (!isSingleLineText(value)) problems.push(`${at}: управляющие символы недопустимы`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => controlCharacterProblems(item, `${at}[${index}]`, problems));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      controlCharacterProblems(item, at === '' ? key : `${at}.${key}`, problems);
    }
  }
}

/** Rules the wire schema cannot state: no empty or duplicate parts, safe links, plain text. */
function semanticProblems(list: InstructionPage[]): string[] {
  const problems: string[] = [];
  controlCharacterProblems(list, '', problems);
  const pages = new Set<string>();
  list.forEach((item, pageIndex) => {
    const at = `[${pageIndex}]`;
    const page = normalizePage(item.page.trim());
    if (item.page.trim() === '') problems.push(`${at}.page: пустой путь страницы`);
    else if (pages.has(page)) problems.push(`${at}.page: страница ${page} уже описана выше`);
    pages.add(page);
    if (item.contentTypes.length === 0) problems.push(`${at}.contentTypes: нет ни одного раздела`);

    const types = new Set<string>();
    item.contentTypes.forEach((content, typeIndex) => {
      const typeAt = `${at}.contentTypes[${typeIndex}]`;
      if (types.has(content.type)) {
        problems.push(`${typeAt}.type: тип «${content.type}» на этой странице уже есть`);
      }
      types.add(content.type);
      if (content.groups.length === 0) problems.push(`${typeAt}.groups: нет ни одной группы`);

      const titles = new Set<string>();
      content.groups.forEach((group, groupIndex) => {
        const groupAt = `${typeAt}.groups[${groupIndex}]`;
        if (group.title.trim() === '') problems.push(`${groupAt}.title: пустое название группы`);
        else if (titles.has(group.title)) {
          problems.push(`${groupAt}.title: группа «${group.title}» здесь уже есть`);
        }
        titles.add(group.title);
        if (group.instructions.length === 0) {
          problems.push(`${groupAt}.instructions: в группе нет инструкций`);
        }
        group.instructions.forEach((instruction, index) => {
          const instructionAt = `${groupAt}.instructions[${index}]`;
          if (!SAFE_URL.test(instruction.url)) {
            problems.push(
              `${instructionAt}.url: ожидается путь на этом сайте (/…) или адрес http(s)://…`,
            );
          }
          if (instruction.description.trim() === '') {
            problems.push(`${instructionAt}.description: пустое описание`);
          }
        });
      });
    });
  });
  return problems;
}

/**
 * Checks a whole knowledge base in the API's nested form (the seed file, an import) and returns
 * it with every page normalised to end with '/'. Messages are Russian: the operator reads them.
 */
export function checkKnowledgeBase(input: unknown): KnowledgeBaseCheck {
  const parsed = instructionsListResponseSchema.safeParse(input, {
    error: z.locales.ru().localeError,
  });
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${describePath(issue.path)}: ${issue.message}`),
    };
  }
  const problems = semanticProblems(parsed.data);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    list: parsed.data.map((item) => ({ ...item, page: normalizePage(item.page.trim()) })),
  };
}

/** The first problems, one per line, and how many more there are. */
export function formatProblems(problems: readonly string[]): string {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => `  - ${problem}`);
  const rest = problems.length - listed.length;
  if (rest > 0) listed.push(`  … и ещё ${rest}`);
  return listed.join('\n');
}
