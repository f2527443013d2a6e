// The change feed over the real database of this pass: what the triggers of
// 0010_change_feed.sql publish, and when a listener hears it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_APPLICATION_NAME,
  changeFeedOf,
  parseChange,
  startChangeFeed,
  type ChangeFeed,
  type ChangeTopic,
  type ChangedAccounts,
} from '../../src/db/change-feed';
import type { Database } from '../../src/db/client';
import { insertUser } from '../../src/modules/users/repository';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../helpers/test-db';

const NOW = new Date('2026-11-24T10:00:00Z');

let testDb: TestDatabase;
let db: Database;
let feed: ChangeFeed;
let stopFeed: () => Promise<void>;
let sequence = 0;

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.handle.db;
  stopFeed = await startChangeFeed(db);
  feed = changeFeedOf(db)!;
});

afterAll(async () => {
  await stopFeed();
  await testDb.dispose();
});

async function newUser(): Promise<string> {
  sequence += 1;
  const row = await insertUser(db, {
    email: `feed-${sequence}-${randomUUID()}@example.ru`,
    displayName: 'Продавец',
    passwordHash: 'not-a-real-hash',
    confirmedAt: NOW,
    now: NOW,
  });
  return row!.id;
}

async function newCabinet(userId: string): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`
    insert into cabinets (id, user_id, marketplace, name, shop_external_id,
                          credentials_ciphertext, credentials_mask)
    values (${id}, ${userId}, 'ozon', 'Кабинет', ${randomUUID()}, 'x', '••••')`);
  return id;
}

/** Everything the feed says from now on, and a wait for the first event that matches. */
function record() {
  const heard: Array<{ topic: ChangeTopic; accounts: ChangedAccounts }> = [];
  const waiters: Array<() => void> = [];
  const unsubscribe = feed.subscribe((topic, accounts) => {
    heard.push({ topic, accounts });
    for (const wake of waiters.splice(0)) wake();
  });
  const has = (topic: ChangeTopic, account: string | 'all') =>
    heard.some(
      (event) =>
        event.topic === topic &&
        (event.accounts === 'all' ? account === 'all' : event.accounts.includes(account)),
    );
  return {
    has,
    async until(topic: ChangeTopic, account: string | 'all'): Promise<void> {
      while (!has(topic, account)) await new Promise<void>((wake) => waiters.push(wake));
    },
    stop: unsubscribe,
  };
}

describe(`change feed on ${TEST_DB_KIND}`, () => {
  it('reads the payloads of the triggers', () => {
    expect(parseChange('cabinets,catalog a,b')).toEqual({
      topics: ['cabinets', 'catalog'],
      accounts: ['a', 'b'],
    });
    expect(parseChange('sessions *')).toEqual({ topics: ['sessions'], accounts: 'all' });
    expect(parseChange('garbage')).toBeUndefined();
  });

  it("tells this process of its own writes before the writing statement's promise settles", async () => {
    const userId = await newUser();
    const cabinetId = await newCabinet(userId);
    const heard = record();
    try {
      await db.execute(sql`update users set display_name = 'Новое' where id = ${userId}`);
      expect(heard.has('sessions', userId)).toBe(true);
      await db.execute(sql`
        insert into sync_runs (id, cabinet_id, kind, trigger, status, started_at)
        values (${randomUUID()}, ${cabinetId}, 'full', 'manual', 'running', now())`);
      expect(heard.has('cabinets', userId)).toBe(true);
      expect(heard.has('catalog', userId)).toBe(false);
      await db.execute(sql`
        insert into listings (cabinet_id, external_id, offer_id, name, sku, status, price, currency)
        values (${cabinetId}, '1', 'ART-1', 'Товар', '1', 'active', 100, 'RUB')`);
      expect(heard.has('catalog', userId)).toBe(true);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update cabinets set name = 'Другое' where id = ${cabinetId}`);
      });
      await db.execute(sql`delete from cabinets where id = ${cabinetId}`);
      expect(heard.has('catalog', userId)).toBe(true);
    } finally {
      heard.stop();
    }
  });

  it('says nothing of a write rolled back', async () => {
    const userId = await newUser();
    const heard = record();
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`update users set display_name = 'Откат' where id = ${userId}`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await db.execute(sql`select 1`);
      expect(heard.has('sessions', userId)).toBe(false);
    } finally {
      heard.stop();
    }
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    "hears another process's writes, and turns caching off while its connection is lost",
    async () => {
      const userId = await newUser();
      const other = new pg.Client({ connectionString: testDb.url! });
      await other.connect();
      try {
        const heard = record();
        try {
          await other.query(`delete from sessions where user_id = $1`, [userId]);
          await other.query(`update users set disabled_at = now() where id = $1`, [userId]);
          await heard.until('sessions', userId);
          expect(feed.live).toBe(true);
          await other.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
                             where application_name = $1 and datname = current_database()`,
            [FEED_APPLICATION_NAME],
          );
          await heard.until('sessions', 'all');
          expect(feed.live).toBe(false);
        } finally {
          heard.stop();
        }
        // Listening again: everything is forgotten once more, then writes are heard again.
        while (!feed.live) {
          const back = record();
          try {
            await back.until('sessions', 'all');
          } finally {
            back.stop();
          }
        }
        const again = record();
        try {
          await other.query(`update users set display_name = 'Снова' where id = $1`, [userId]);
          await again.until('sessions', userId);
        } finally {
          again.stop();
        }
      } finally {
        await other.end();
      }
    },
  );
});
