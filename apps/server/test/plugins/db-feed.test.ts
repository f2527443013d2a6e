// The app's change feed (plugins/db.ts) tells the catalog's counts of every writer's changes,
// not only of the catalog calls of this process (catalog/total-cache.ts).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf } from '../../src/db/change-feed';
import { catalogGeneration } from '../../src/modules/catalog/total-cache';
import { createUser } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB_KIND } from '../helpers/test-db';

describe(`the catalog hears the change feed on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("moves an account's catalog version on a write made outside the catalog code", async () => {
    const user = await createUser(testApp);
    const before = catalogGeneration(user.id);
    await testApp.app.db.execute(
      sql`insert into seller_settings (user_id, tax_regime, tax_percent, vat_percent,
            other_costs_rub, other_costs_percent)
          values (${user.id}, 'usn_income', 6, 0, 0, 0)`,
    );
    expect(catalogGeneration(user.id)).toBeGreaterThan(before);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')('and on a write of another process', async () => {
    const user = await createUser(testApp);
    const before = catalogGeneration(user.id);
    const heard = new Promise<void>((resolve) => {
      const stop = changeFeedOf(testApp.app.db)!.subscribe((topic, accounts) => {
        if (topic === 'catalog' && accounts !== 'all' && accounts.includes(user.id)) {
          stop();
          resolve();
        }
      });
    });
    const other = new pg.Client({ connectionString: testApp.databaseUrl! });
    await other.connect();
    try {
      await other.query(
        `insert into seller_settings (user_id, tax_regime, tax_percent, vat_percent,
           other_costs_rub, other_costs_percent) values ($1, 'usn_income', 6, 0, 0, 0)`,
        [user.id],
      );
    } finally {
      await other.end();
    }
    await heard;
    expect(catalogGeneration(user.id)).toBeGreaterThan(before);
  });
});
