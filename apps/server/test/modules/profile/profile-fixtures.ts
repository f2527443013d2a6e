import { API_PATHS } from '@marketpult/shared/api-paths';
import type { ChangePasswordRequest, ProfileResult } from '@marketpult/shared/contracts/profile';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { md5Hex } from '../../../src/modules/md5/md5';
import { ApiClient } from '../../helpers/api-client';
import { uniqueRemoteAddress, type TestUser } from '../../helpers/sign-in';

/** The body the password screen sends: the current password's md5, the new one and its md5. */
export function changePasswordBody(
  user: Pick<TestUser, 'md5'>,
  newPassword: string,
): ChangePasswordRequest {
  return { old_pass_hash: user.md5, pass: newPassword, pass_hash: md5Hex(newPassword) };
}

/** A domain answer: HTTP 200, no caching, a `{retval, errMsg}` body. */
export function expectResult(response: LightMyRequestResponse): ProfileResult {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<ProfileResult>();
}

export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    responseStatus: { errorCode: code, message: expect.any(String) },
  });
}

/** What POST /auth says about the client's session: the status and, when live, the body. */
export async function whoAmI(client: ApiClient) {
  const response = await client.post(API_PATHS.auth, {});
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** The answer of a sign-in with a plain password from a browser of its own. */
export async function signInStatus(app: FastifyInstance, email: string, password: string) {
  const response = await new ApiClient(app, uniqueRemoteAddress()).post(API_PATHS.authCredentials, {
    userName: email,
    password: md5Hex(password),
  });
  return response.statusCode;
}

/** The rows a refused or malformed request must leave exactly as they were. */
export async function snapshot(app: FastifyInstance): Promise<string> {
  const result: Record<string, unknown> = {};
  for (const table of ['users', 'sessions', 'rate_limits']) {
    const rows = await app.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
    result[table] = rows.rows;
  }
  return JSON.stringify(result);
}
