import { readFile } from 'node:fs/promises';
import type { InstructionPage } from '@marketpult/shared/contracts/instructions';
import type { Database } from '../../db/client';
import { SEED_FILE } from './content';
import { insertIfEmpty } from './repository';
import { checkKnowledgeBase, formatProblems } from './validation';

/** The shipped seed, checked like an import; a broken file is a bug of the build, so it throws. */
export async function loadSeed(file = SEED_FILE): Promise<InstructionPage[]> {
  const text = await readFile(file, 'utf8');
  const check = checkKnowledgeBase(JSON.parse(text));
  if (!check.ok) {
    throw new Error(`База знаний ${file} не прошла проверку:\n${formatProblems(check.problems)}`);
  }
  return check.list;
}

/**
 * Fills the knowledge base from content/kb-seed.json when it is empty (first start). An operator's
 * own base, imported with `kb import`, is never overwritten. Returns the number of rows written.
 */
export async function seedKnowledgeBase(db: Database, file = SEED_FILE): Promise<number> {
  return insertIfEmpty(db, await loadSeed(file));
}
