import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { confirmationKeys, rateLimits } from '../../../src/db/schema';
import { SessionStore } from '../../../src/modules/auth/session-store';
import { seedKnowledgeBase } from '../../../src/modules/knowledge-base/seed';
import { newConfirmationKey } from '../../../src/modules/sign-up/confirmation-key';
import { findUserById, insertUser } from '../../../src/modules/users/repository';
import { ManualClock } from '../../../src/plugins/clock';
import { PRESESSION_COOKIE, XSRF_COOKIE } from '../../../src/plugins/csrf';
import { SESSION_COOKIE } from '../../../src/plugins/session';
import { ApiClient } from '../../helpers/api-client';
import { scratchDir } from '../../helpers/scratch-dir';
import { createUser, uniqueEmail, type TestUser } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { listTables } from './db-snapshot';
import { fuzzConnectorFactory, parkedSyncQueue, plantCabinet } from './fuzz-marketplace';
import { plantPriceWorld, type PriceFuzzWorld } from './fuzz-prices';

/** Everything the fuzzed endpoints need to get past their first checks. */
export interface FuzzWorld {
  testApp: TestApp;
  app: FastifyInstance;
  clock: ManualClock;
  /** Every table of the schema, for the before/after comparison. */
  tables: string[];
  /** A confirmed account with a live subscription. */
  user: TestUser;
  /** A cabinet of `user`, and one of another account (every call on it must be a 404). */
  cabinetId: string;
  foreignCabinetId: string;
  /** Listings and dry runs of `user` and of the other account (fuzz-prices.ts). */
  prices: PriceFuzzWorld;
  /** An account waiting for its e-mail confirmation, and the key of its link. */
  pending: { email: string; key: string };
  /** A browser before sign-in: pre-session and XSRF-TOKEN in its jar. */
  anonymous: ApiClient;
  /** A browser signed in as `user`. */
  signedIn: ApiClient;
  /** Another browser, whose token is foreign to both of the above. */
  stranger: ApiClient;
  /** Signs `signedIn` in again if a request ended its session; true when it had to. */
  ensureSignedIn(): Promise<boolean>;
  /** Forgets every throttle count, so an endpoint starts as a fresh deployment would. */
  resetThrottles(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Signs a client in without argon2: stores a session straight into the database, as a sign-in
 * would, puts its id into the client's jar and fetches the XSRF-TOKEN bound to it. The fuzzer
 * ends sessions hundreds of times (every accepted logout); hashing each time would cost minutes.
 */
export async function plantSession(app: FastifyInstance, client: ApiClient, userId: string) {
  const store = new SessionStore(app.db, {
    idleMs: app.config.sessionIdleMinutes * 60_000,
    absoluteMs: app.config.sessionAbsoluteHours * 3_600_000,
  });
  const session = await store.create(userId, app.clock.now());
  client.cookies.delete(PRESESSION_COOKIE);
  client.cookies.delete(XSRF_COOKIE);
  client.cookies.set(SESSION_COOKIE, session.id);
  await client.ensureXsrfToken();
}

/** A web build of one file: client routes answer 200 with it instead of "not built" (503). */
function minimalWebBuild(): string {
  const dir = scratchDir('fuzz-web');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>МаркетПульт</title>\n');
  return dir;
}

/**
 * A fresh app on this pass's database with a frozen ManualClock: no session is touched, no
 * window rolls over, so any change in the database is the doing of the request just sent.
 */
export async function createFuzzWorld(): Promise<FuzzWorld> {
  const clock = new ManualClock();
  const testApp = await createTestApp({
    clock,
    env: { WEB_DIST_DIR: minimalWebBuild() },
    connectorFactory: fuzzConnectorFactory,
    syncQueue: parkedSyncQueue,
  });
  const { app } = testApp;
  await seedKnowledgeBase(app.db);
  const user = await createUser(testApp);

  // The pending account reuses the stored hash: one argon2 run is enough for the whole world.
  const stored = await findUserById(app.db, user.id);
  const pendingEmail = uniqueEmail('pending');
  const pendingRow = await insertUser(app.db, {
    email: pendingEmail,
    phone: '79990000001',
    displayName: 'Ожидает подтверждения',
    passwordHash: stored!.passwordHash,
    now: clock.now(),
  });
  const { key, keyHash } = newConfirmationKey();
  await app.db.insert(confirmationKeys).values({
    userId: pendingRow!.id,
    keyHash,
    callbackUrl: 'http://localhost:3000/registration/confirm',
    expiresAt: new Date(clock.now().getTime() + 24 * 3_600_000),
    createdAt: clock.now(),
  });

  const cabinetId = await plantCabinet(app, user.id);
  const foreignCabinetId = await plantCabinet(app, pendingRow!.id);
  const prices = await plantPriceWorld(app, {
    userId: user.id,
    cabinetId,
    foreignUserId: pendingRow!.id,
    foreignCabinetId,
  });

  const anonymous = new ApiClient(app, '192.0.2.10');
  await anonymous.ensureXsrfToken();
  const stranger = new ApiClient(app, '192.0.2.11');
  await stranger.ensureXsrfToken();
  const signedIn = new ApiClient(app, '192.0.2.12');
  await plantSession(app, signedIn, user.id);

  return {
    testApp,
    app,
    clock,
    tables: await listTables(app.db),
    user,
    cabinetId,
    foreignCabinetId,
    prices,
    pending: { email: pendingEmail, key },
    anonymous,
    signedIn,
    stranger,
    async ensureSignedIn() {
      if (signedIn.cookies.has(SESSION_COOKIE)) return false;
      await plantSession(app, signedIn, user.id);
      return true;
    },
    async resetThrottles() {
      await app.db.delete(rateLimits);
    },
    close: () => testApp.close(),
  };
}
