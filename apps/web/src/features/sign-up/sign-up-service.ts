import { API_PATHS } from '@marketpult/shared/api-paths';
import type {
  ConfirmRegistrationRequest,
  MarketsAccountConfirmRequest,
  RegistrationRequest,
} from '@marketpult/shared/contracts/registration';
import {
  SIGN_UP_RETVAL,
  signUpResultSchema,
  type SignUpResult,
} from '@marketpult/shared/contracts/sign-up-result';
import type { MenuVariant } from '@marketpult/shared/runtime-config';
import { postJson, type RequestOptions } from '../../lib/http';
import { md5 } from '../../lib/md5';

export interface SignUpServiceSettings {
  /** The running menu variant, sent as `portal`. */
  portal: MenuVariant;
  /** The Authorization value of the follow-up call, from the runtime config. */
  marketsProxyToken: string;
}

export interface SignUpService {
  register(
    email: string,
    password: string,
    phone: string,
    callbackUrl: string,
    options?: RequestOptions,
  ): Promise<SignUpResult>;
  confirm(email: string, key: string, options?: RequestOptions): Promise<SignUpResult>;
}

/**
 * The sign-up calls with the signatures of spec §7's second reading, made over the /Users_
 * endpoints of its first. Both answer `{retval, errMsg}`; judging the answer is the caller's.
 */
export function createSignUpService({
  portal,
  marketsProxyToken,
}: SignUpServiceSettings): SignUpService {
  return {
    async register(email, password, phone, callbackUrl, options = {}) {
      // Spec §7: both the plain password and its hash travel; the login is the e-mail.
      const request: RegistrationRequest = {
        username: email,
        pass_hash: await md5(password, options),
        usermail: email,
        pass: password,
        userphone: phone,
        simple: false,
        callback_url: callbackUrl,
        portal,
      };
      return postJson(API_PATHS.registration, request, signUpResultSchema, options);
    },

    async confirm(email, key, options = {}) {
      const request: ConfirmRegistrationRequest = { username: email, userkey: key };
      const result = await postJson(
        API_PATHS.confirmRegistration,
        request,
        signUpResultSchema,
        options,
      );
      if (result.retval !== SIGN_UP_RETVAL.ok) return result;
      const account: MarketsAccountConfirmRequest = { login: email, name: email };
      return postJson(API_PATHS.marketsAccountConfirm, account, signUpResultSchema, {
        ...options,
        headers: { ...options.headers, Authorization: marketsProxyToken },
      });
    },
  };
}
