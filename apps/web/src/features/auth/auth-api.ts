import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  authUserResponseSchema,
  logoutResponseSchema,
  type AuthUserResponse,
  type LoginRequest,
} from '@marketpult/shared/contracts/auth';
import type { EmptyBody } from '@marketpult/shared/contracts/common';
import { postJson, type RequestOptions } from '../../lib/http';
import { md5 } from '../../lib/md5';

export interface UserInfo {
  userName: string;
  displayName: string;
}

const EMPTY_BODY: EmptyBody = {};

/** Spec §3: an empty DisplayName shows the user name instead. */
export function toUserInfo({ UserName, DisplayName }: AuthUserResponse): UserInfo {
  return { userName: UserName, displayName: DisplayName || UserName };
}

/** Spec §7: the password travels as its md5, which the server computes first. */
export async function signIn(
  userName: string,
  plainPassword: string,
  options: RequestOptions = {},
): Promise<UserInfo> {
  const request: LoginRequest = { userName, password: await md5(plainPassword, options) };
  return toUserInfo(
    await postJson(API_PATHS.authCredentials, request, authUserResponseSchema, options),
  );
}

/** The session check: who the session cookie belongs to. */
export async function fetchSessionUser(options: RequestOptions = {}): Promise<UserInfo> {
  return toUserInfo(await postJson(API_PATHS.auth, EMPTY_BODY, authUserResponseSchema, options));
}

export async function signOut(): Promise<void> {
  await postJson(API_PATHS.authLogout, EMPTY_BODY, logoutResponseSchema);
}
