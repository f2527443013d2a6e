import type {
  InstructionContentType,
  InstructionPage,
} from '@marketpult/shared/contracts/instructions';
import { asc, sql } from 'drizzle-orm';
import type { Database, DbTransaction } from '../../db/client';
import { instructions } from '../../db/schema';

type InstructionRow = typeof instructions.$inferInsert;

/**
 * Serialises writers of the whole base (the first-start seed of several processes, an import
 * running beside a starting server): each takes this lock for its transaction.
 */
const KNOWLEDGE_BASE_LOCK_ID = 7_263_514_301;

/**
 * The rows of a nested list. `position` numbers the rows across the whole base in list order,
 * which is all the nested form needs to come back in the same order: pages, content types and
 * groups follow their first row.
 */
export function toRows(list: readonly InstructionPage[]): InstructionRow[] {
  const rows: InstructionRow[] = [];
  for (const item of list) {
    for (const content of item.contentTypes) {
      for (const group of content.groups) {
        for (const instruction of group.instructions) {
          rows.push({
            page: item.page,
            contentType: content.type,
            groupTitle: group.title,
            position: rows.length,
            url: instruction.url,
            description: instruction.description,
            icon: instruction.icon,
          });
        }
      }
    }
  }
  return rows;
}

interface StoredRow {
  page: string;
  contentType: string;
  groupTitle: string;
  url: string;
  description: string;
  icon: string;
}

/** The nested API form of rows read in position order. */
export function fromRows(rows: readonly StoredRow[]): InstructionPage[] {
  const pages = new Map<string, InstructionPage>();
  for (const row of rows) {
    let page = pages.get(row.page);
    if (!page) {
      page = { page: row.page, contentTypes: [] };
      pages.set(row.page, page);
    }
    // The column is written only from validated lists, whose types are 'video' | 'txt'.
    const type = row.contentType as InstructionContentType;
    let content = page.contentTypes.find((candidate) => candidate.type === type);
    if (!content) {
      content = { type, groups: [] };
      page.contentTypes.push(content);
    }
    let group = content.groups.find((candidate) => candidate.title === row.groupTitle);
    if (!group) {
      group = { title: row.groupTitle, instructions: [] };
      content.groups.push(group);
    }
    group.instructions.push({ url: row.url, description: row.description, icon: row.icon });
  }
  return [...pages.values()];
}

/** The whole knowledge base in the nested form of the API. */
export async function readKnowledgeBase(db: Database): Promise<InstructionPage[]> {
  const rows = await db
    .select({
      page: instructions.page,
      contentType: instructions.contentType,
      groupTitle: instructions.groupTitle,
      url: instructions.url,
      description: instructions.description,
      icon: instructions.icon,
    })
    .from(instructions)
    .orderBy(asc(instructions.position), asc(instructions.id));
  return fromRows(rows);
}

async function lockKnowledgeBase(tx: DbTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KNOWLEDGE_BASE_LOCK_ID})`);
}

/** PostgreSQL takes at most 65,535 parameters a statement; 7 columns a row stay far below. */
const INSERT_BATCH_ROWS = 1_000;

async function insertAll(tx: DbTransaction, list: readonly InstructionPage[]): Promise<number> {
  const rows = toRows(list);
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    await tx.insert(instructions).values(rows.slice(start, start + INSERT_BATCH_ROWS));
  }
  return rows.length;
}

/**
 * Replaces the whole base with `list` (already checked) in one transaction: readers see the old
 * base or the new one, never a mix, and a failure leaves the old one in place.
 */
export async function replaceKnowledgeBase(
  db: Database,
  list: readonly InstructionPage[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockKnowledgeBase(tx);
    await tx.delete(instructions);
    return insertAll(tx, list);
  });
}

/**
 * Writes `list` only when the base is empty; the count of rows written (0 when it was not
 * empty). The check and the insert share one locked transaction, so two servers starting at
 * once on one PostgreSQL database seed it once.
 */
export async function insertIfEmpty(
  db: Database,
  list: readonly InstructionPage[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockKnowledgeBase(tx);
    const existing = await tx.select({ id: instructions.id }).from(instructions).limit(1);
    if (existing.length > 0) return 0;
    return insertAll(tx, list);
  });
}
