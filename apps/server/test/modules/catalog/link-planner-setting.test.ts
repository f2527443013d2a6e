import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLink } from '../../../src/modules/catalog/linking';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';

/**
 * The by-article link runs with bitmap scans off (pg_trgm's index also answers `=`, and the
 * planner took it over the article key: minutes a chunk on a third cabinet's first sync). The
 * setting must hold for that statement only: the barcode steps after it need their GIN index,
 * which only a bitmap scan reads.
 */
describe('runLink: bitmap scans off for the by-article statement only', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase();
  });
  afterAll(async () => {
    await testDb.dispose();
  });

  const setting = sql`select current_setting('enable_bitmapscan') as product_id`;

  it('is off while the statement runs and as before after it, in the same transaction', async () => {
    await testDb.handle.db.transaction(async (tx) => {
      const during = await runLink(tx, { statement: setting, withoutBitmapScans: true });
      expect(during.rows[0]?.product_id).toBe('off');
      const after = await tx.execute<{ product_id: string }>(setting);
      expect(after.rows[0]?.product_id).toBe('on');
      const plain = await runLink(tx, { statement: setting });
      expect(plain.rows[0]?.product_id).toBe('on');
    });
  });
});
