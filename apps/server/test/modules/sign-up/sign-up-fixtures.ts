import { API_PATHS } from '@marketpult/shared/api-paths';
import type { RegistrationRequest } from '@marketpult/shared/contracts/registration';
import { signUpResultSchema, type SignUpResult } from '@marketpult/shared/contracts/sign-up-result';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { confirmationKeys, outbox, users } from '../../../src/db/schema';
import { md5Hex } from '../../../src/modules/md5/md5';
import { ApiClient } from '../../helpers/api-client';

/** The test app's PUBLIC_URL is the default http://localhost:3000. */
export const CALLBACK_URL = 'http://localhost:3000/registration/confirm';
export const GOOD_PASSWORD = 'Zx7-kettle-Ладога';
export const GOOD_PHONE = '+7 (999) 123-4567';

let ipCounter = 0;

/** A client from an address no other client of this process used: per-IP throttles stay clear. */
export function freshClient(app: FastifyInstance): ApiClient {
  ipCounter += 1;
  return new ApiClient(
    app,
    `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  );
}

/** A valid registration of `email`; `pass_hash` follows `pass` unless given. */
export function registrationBody(
  email: string,
  overrides: Partial<RegistrationRequest> = {},
): RegistrationRequest {
  const pass = overrides.pass ?? GOOD_PASSWORD;
  return {
    username: email,
    pass_hash: md5Hex(pass),
    usermail: email,
    pass,
    userphone: GOOD_PHONE,
    simple: false,
    callback_url: CALLBACK_URL,
    portal: 'marketpult',
    ...overrides,
  };
}

/** POSTs a sign-up call and checks the answer is HTTP 200 `{retval, errMsg}`. */
export async function signUpCall(
  client: ApiClient,
  path: string,
  body: unknown,
): Promise<SignUpResult> {
  const response = await client.post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return signUpResultSchema.parse(response.json());
}

export function registerWith(client: ApiClient, body: RegistrationRequest): Promise<SignUpResult> {
  return signUpCall(client, API_PATHS.registration, body);
}

export function confirmWith(
  client: ApiClient,
  username: string,
  userkey: string,
): Promise<SignUpResult> {
  return signUpCall(client, API_PATHS.confirmRegistration, { username, userkey });
}

export interface RowCounts {
  users: number;
  keys: number;
  outbox: number;
}

export async function rowCounts(app: FastifyInstance): Promise<RowCounts> {
  const count = async (table: typeof users | typeof confirmationKeys | typeof outbox) => {
    const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    users: await count(users),
    keys: await count(confirmationKeys),
    outbox: await count(outbox),
  };
}

/** The link of the newest activation e-mail to `email`, read from the outbox. */
export async function latestActivationLink(app: FastifyInstance, email: string): Promise<URL> {
  const [row] = await app.db
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row) throw new Error(`no e-mail to ${email} in the outbox`);
  return linkIn(row.text);
}

/** The confirmation link in an e-mail's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in the e-mail');
  return new URL(match[0]);
}

/** `u` and `k` of an activation link. */
export function linkParams(link: URL): { u: string; k: string } {
  return { u: link.searchParams.get('u') ?? '', k: link.searchParams.get('k') ?? '' };
}
