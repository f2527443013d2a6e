import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { InstructionPage } from '@marketpult/shared/contracts/instructions';
import type { Command } from 'commander';
import { readKnowledgeBase, replaceKnowledgeBase } from '../../modules/knowledge-base/repository';
import { checkKnowledgeBase, formatProblems } from '../../modules/knowledge-base/validation';
import type { CliIo } from '../program';
import { withDatabase } from '../database';

/** An operator's mistake in the file: the message says what to fix, the exit code is 1. */
export class KnowledgeBaseFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeBaseFileError';
  }
}

function instructionCount(list: readonly InstructionPage[]): number {
  return list
    .flatMap((item) => item.contentTypes)
    .flatMap((content) => content.groups)
    .reduce((total, group) => total + group.instructions.length, 0);
}

async function readImportFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'файл не найден' : String(error);
    throw new KnowledgeBaseFileError(`Не удалось прочитать ${file}: ${reason}`);
  }
  try {
    // A BOM from a Windows editor is not part of the JSON.
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new KnowledgeBaseFileError(
      `${file} — не JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** `kb export <file>` and `kb import <file>`: the whole knowledge base in the API's nested form. */
export function registerKbCommands(program: Command, io: CliIo): void {
  const kb = program.command('kb').description('база знаний / knowledge base');

  kb.command('export')
    .argument('<file>', 'JSON-файл, который будет записан / the JSON file to write')
    .description('выгрузить всю базу знаний в JSON / write the whole knowledge base to a file')
    .action(async (file: string) => {
      const target = resolve(io.cwd, file);
      const list = await withDatabase(io, readKnowledgeBase);
      await writeFile(target, `${JSON.stringify(list, null, 2)}\n`, 'utf8');
      io.out(
        `База знаний выгружена / exported: ${target} ` +
          `(страниц: ${list.length}, инструкций: ${instructionCount(list)})\n`,
      );
    });

  kb.command('import')
    .argument('<file>', 'JSON-файл в формате kb export / a file in the kb export format')
    .description(
      'заменить всю базу знаний содержимым файла, одной транзакцией / replace the whole base',
    )
    .action(async (file: string) => {
      const source = resolve(io.cwd, file);
      // Checked before the database is even opened: a bad file changes nothing.
      const check = checkKnowledgeBase(await readImportFile(source));
      if (!check.ok) {
        throw new KnowledgeBaseFileError(
          `${source} не прошёл проверку, база знаний не изменена ` +
            `(ошибок: ${check.problems.length}):\n${formatProblems(check.problems)}`,
        );
      }
      const rows = await withDatabase(io, (db) => replaceKnowledgeBase(db, check.list));
      io.out(
        `База знаний заменена / imported: ${source} ` +
          `(страниц: ${check.list.length}, инструкций: ${rows})\n`,
      );
    });
}
