import type { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { runtimeConfigSchema } from '../runtime-config';
import { authUserResponseSchema, loginRequestSchema, logoutResponseSchema } from './auth';
import { emptyBodySchema } from './common';
import { healthzResponseSchema } from './healthz';
import { instructionsListResponseSchema } from './instructions';
import { md5RequestSchema, md5ResponseSchema } from './md5';
import {
  confirmRegistrationRequestSchema,
  marketsAccountConfirmRequestSchema,
  registrationRequestSchema,
} from './registration';
import { signUpResultSchema } from './sign-up-result';

export interface ApiContract {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Absent for GET, which carries no body. */
  readonly request?: z.ZodType;
  readonly response: z.ZodType;
}

/**
 * Every JSON call of spec §7 with its method, path and body schemas, so the server can register
 * validation and documentation from one table and the client cannot drift from it. Errors
 * answer `errorResponseSchema`.
 */
export const API_CONTRACTS = Object.freeze({
  md5: {
    method: 'POST',
    path: API_PATHS.md5,
    request: md5RequestSchema,
    response: md5ResponseSchema,
  },
  authCredentials: {
    method: 'POST',
    path: API_PATHS.authCredentials,
    request: loginRequestSchema,
    response: authUserResponseSchema,
  },
  auth: {
    method: 'POST',
    path: API_PATHS.auth,
    request: emptyBodySchema,
    response: authUserResponseSchema,
  },
  authLogout: {
    method: 'POST',
    path: API_PATHS.authLogout,
    request: emptyBodySchema,
    response: logoutResponseSchema,
  },
  registration: {
    method: 'POST',
    path: API_PATHS.registration,
    request: registrationRequestSchema,
    response: signUpResultSchema,
  },
  confirmRegistration: {
    method: 'POST',
    path: API_PATHS.confirmRegistration,
    request: confirmRegistrationRequestSchema,
    response: signUpResultSchema,
  },
  marketsAccountConfirm: {
    method: 'POST',
    path: API_PATHS.marketsAccountConfirm,
    request: marketsAccountConfirmRequestSchema,
    response: signUpResultSchema,
  },
  instructionsList: {
    method: 'POST',
    path: API_PATHS.instructionsList,
    request: emptyBodySchema,
    response: instructionsListResponseSchema,
  },
  healthz: {
    method: 'GET',
    path: API_PATHS.healthz,
    response: healthzResponseSchema,
  },
  runtimeConfig: {
    method: 'GET',
    path: API_PATHS.runtimeConfig,
    response: runtimeConfigSchema,
  },
} as const satisfies Record<string, ApiContract>);

export type ApiContractName = keyof typeof API_CONTRACTS;
