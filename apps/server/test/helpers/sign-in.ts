import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { hashPassword } from '../../src/modules/auth/password';
import { md5Hex } from '../../src/modules/md5/md5';
import { insertUser, setDisabled } from '../../src/modules/users/repository';
import { ApiClient } from './api-client';
import type { TestApp } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CreateUserOptions {
  /** Default: a fresh unique address. */
  email?: string;
  /** The plain password. Default: a fresh random one. */
  password?: string;
  displayName?: string;
  phone?: string;
  /** Default true. */
  confirmed?: boolean;
  /** Default: 30 days after the app clock's now; null means no subscription. */
  subscriptionUntil?: Date | null;
  disabled?: boolean;
}

export interface TestUser {
  id: string;
  email: string;
  /** The plain password, as a seller would type it. */
  password: string;
  /** md5 hex of the password: what the client sends to /auth/credentials. */
  md5: string;
  displayName: string;
}

let sequence = 0;

/** A unique address per call, so tests in one app never collide. */
export function uniqueEmail(prefix = 'seller'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Inserts an account straight into the database (argon2 hash included), like `users create`. */
export async function createUser(
  testApp: TestApp,
  options: CreateUserOptions = {},
): Promise<TestUser> {
  const { app } = testApp;
  const now = app.clock.now();
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `Pw-${randomBytes(6).toString('hex')}`;
  const md5 = md5Hex(password);
  const displayName = options.displayName ?? 'Тестовый Продавец';
  const row = await insertUser(app.db, {
    email,
    phone: options.phone ?? '79990000000',
    displayName,
    passwordHash: await hashPassword(md5, app.secrets.pepper),
    confirmedAt: options.confirmed === false ? null : now,
    subscriptionUntil:
      options.subscriptionUntil === undefined
        ? new Date(now.getTime() + 30 * DAY_MS)
        : options.subscriptionUntil,
    now,
  });
  if (!row) throw new Error(`createUser: ${email} already exists`);
  if (options.disabled) {
    await setDisabled(app.db, row.id, true, now);
  }
  return { id: row.id, email: row.email, password, md5, displayName };
}

let addressSequence = 0;

/**
 * A client address of its own (TEST-NET-2), so the per-IP limits of one test's clients do not
 * add up across the whole file.
 */
export function uniqueRemoteAddress(): string {
  addressSequence += 1;
  return `198.51.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

export interface SignedInClientOptions extends CreateUserOptions {
  /** Sign in as this user instead of creating one. */
  user?: TestUser;
  /** Default: a fresh address per client. */
  remoteAddress?: string;
}

/**
 * A browser-like client signed in the way the web app does it: GET for the XSRF-TOKEN cookie,
 * POST /v2/md5 with the plain password, POST /auth/credentials with the md5.
 */
export async function signedInClient(
  testApp: TestApp,
  options: SignedInClientOptions = {},
): Promise<{ client: ApiClient; user: TestUser }> {
  const { user: given, remoteAddress, ...userOptions } = options;
  const user = given ?? (await createUser(testApp, userOptions));
  const client = new ApiClient(testApp.app, remoteAddress ?? uniqueRemoteAddress());
  await signIn(client, user);
  return { client, user };
}

/** Signs an existing client in; throws with the answer when the server refuses. */
export async function signIn(client: ApiClient, user: Pick<TestUser, 'email' | 'password'>) {
  const md5 = await client.post(API_PATHS.md5, { plain: user.password });
  if (md5.statusCode !== 200) throw new Error(`/v2/md5 answered ${md5.statusCode}: ${md5.body}`);
  const response = await client.post(API_PATHS.authCredentials, {
    userName: user.email,
    password: (md5.json() as { md5: string }).md5,
  });
  if (response.statusCode !== 200) {
    throw new Error(`/auth/credentials answered ${response.statusCode}: ${response.body}`);
  }
  return response;
}
