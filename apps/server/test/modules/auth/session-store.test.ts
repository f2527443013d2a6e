// The session store over the real database of this pass. It keeps looked-up sessions in memory
// (session-cache.ts, following the change feed); these are what a client would notice if that
// went wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChangeFeed } from '../../../src/db/change-feed';
import { pgliteClientOf, type Database } from '../../../src/db/client';
import { SessionStore } from '../../../src/modules/auth/session-store';
import { updateDisplayName } from '../../../src/modules/profile/repository';
import { changePasswordHash, insertUser, setDisabled } from '../../../src/modules/users/repository';
import { TEST_DB_KIND, openTestDatabase, type TestDatabase } from '../../helpers/test-db';

const LIFETIMES = { idleMs: 8 * 3_600_000, absoluteMs: 7 * 24 * 3_600_000 };
const NOW = new Date('2026-11-21T10:00:00Z');

let testDb: TestDatabase;
let db: Database;
let store: SessionStore;
let stopFeed: () => Promise<void>;
let sequence = 0;

async function newUser(): Promise<string> {
  sequence += 1;
  const row = await insertUser(db, {
    email: `store-${sequence}@example.ru`,
    displayName: 'Старое имя',
    passwordHash: 'not-a-real-hash',
    confirmedAt: NOW,
    now: NOW,
  });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.handle.db;
  // As the server does (plugins/db.ts): the session cache follows the change feed.
  stopFeed = await startChangeFeed(db);
  store = new SessionStore(db, LIFETIMES);
});

afterAll(async () => {
  await stopFeed();
  await testDb.dispose();
});

describe('SessionStore', () => {
  it('ends a session for good even when a lookup was under way during the sign-out', async () => {
    const userId = await newUser();
    // A first lookup of another session prepares the query, as on a running server.
    await store.resolve((await store.create(userId, NOW)).idHash, NOW);
    // The sign-out starts a few ticks after the lookup, so that it overlaps each of its steps.
    for (let ticks = 0; ticks < 12; ticks += 1) {
      const { idHash } = await store.create(userId, NOW);
      const lookup = store.resolve(idHash, NOW);
      for (let tick = 0; tick < ticks; tick += 1) await Promise.resolve();
      await Promise.all([lookup, store.delete(idHash)]);
      expect(await store.resolve(idHash, NOW), `sign-out ${ticks} ticks later`).toBeNull();
    }
  });

  it('ends the other sessions of a user at a password change, keeping the one asked for', async () => {
    const userId = await newUser();
    const kept = await store.create(userId, NOW);
    const other = await store.create(userId, NOW);
    await store.resolve(other.idHash, NOW);
    expect(await changePasswordHash(db, userId, 'new-hash', NOW, kept.idHash)).toBe(1);
    expect(await store.resolve(other.idHash, NOW)).toBeNull();
    expect((await store.resolve(kept.idHash, NOW))?.user.id).toBe(userId);
  });

  it('shows a new display name on the very next request', async () => {
    const userId = await newUser();
    const { idHash } = await store.create(userId, NOW);
    expect((await store.resolve(idHash, NOW))?.user.displayName).toBe('Старое имя');
    await updateDisplayName(db, userId, 'Новое имя', NOW);
    expect((await store.resolve(idHash, NOW))?.user.displayName).toBe('Новое имя');
  });

  it('refuses the sessions of an account as soon as it is disabled', async () => {
    const userId = await newUser();
    const { idHash } = await store.create(userId, NOW);
    expect(await store.resolve(idHash, NOW)).not.toBeNull();
    await setDisabled(db, userId, true, NOW);
    expect(await store.resolve(idHash, NOW)).toBeNull();
  });

  it('lets a session lapse after its idle time, cached or not', async () => {
    const userId = await newUser();
    const { idHash } = await store.create(userId, NOW);
    expect(await store.resolve(idHash, NOW)).not.toBeNull();
    const later = new Date(NOW.getTime() + LIFETIMES.idleMs);
    expect(await store.resolve(idHash, later)).toBeNull();
  });

  // A burst of sign-ins queues many statements; a signed-in page load must not wait behind them.
  it.skipIf(TEST_DB_KIND !== 'pglite')(
    'looks a session up ahead of the statements already waiting',
    async () => {
      const userId = await newUser();
      const { idHash } = await store.create(userId, NOW);
      const client = pgliteClientOf(db);
      if (!client) throw new Error('this test needs PGlite');
      const done: string[] = [];
      const burst = Array.from({ length: 30 }, () =>
        client.query('select pg_sleep(0.002)').then(() => done.push('queued')),
      );
      const lookup = store.resolve(idHash, NOW).then((session) => {
        done.push('lookup');
        return session;
      });
      expect(await lookup).not.toBeNull();
      await Promise.all(burst);
      expect(done.indexOf('lookup')).toBeLessThan(5);
    },
  );
});
