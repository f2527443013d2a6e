import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../helpers/test-db';

describe.skipIf(TEST_DB_KIND !== 'postgres')("the server's PostgreSQL sessions", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase();
  });
  afterAll(() => testDb.dispose());

  it('run without JIT compilation, on every connection of the pool', async () => {
    const db = testDb.handle.db;
    // Several at once: the pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ jit: string }>(sql`show jit`);
          await tx.execute(sql`select pg_sleep(0.05)`);
          return rows[0]!.jit;
        }),
      ),
    );
    expect(answers).toEqual(['off', 'off', 'off', 'off']);
  });
});
