import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  confirmRegistrationRequestSchema,
  registrationRequestSchema,
} from '@marketpult/shared/contracts/registration';
import { signUpResultSchema, type SignUpResult } from '@marketpult/shared/contracts/sign-up-result';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { confirmRegistration } from './confirmation';
import { register } from './registration';

/** Every field at its limit, even written entirely as JSON \u escapes, fits. */
const SIGN_UP_BODY_LIMIT = 16 * 1024;

const errors = errorResponses(400, 403, 413, 415);

/**
 * POST /Users_Registration and /Users_ConfirmRegistration (spec §7). Domain outcomes are HTTP
 * 200 with `{retval, errMsg}` (SIGN_UP_RETVAL); only a malformed request is a 4xx.
 */
export default async function signUpRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.registration,
    {
      bodyLimit: SIGN_UP_BODY_LIMIT,
      schema: {
        summary: 'Sign up: an unconfirmed account and its activation e-mail',
        description:
          'retval 0: registered, e-mail queued; 1 invalid data; 2 e-mail already registered; ' +
          '3 password too common; 4 callback_url not allowed; 5 too many attempts; ' +
          '8 pass_hash is not md5(pass).',
        tags: ['sign-up'],
        body: registrationRequestSchema,
        response: { 200: signUpResultSchema, ...errors },
      },
    },
    async (request): Promise<SignUpResult> => register(app, request, request.body),
  );

  routes.post(
    API_PATHS.confirmRegistration,
    {
      bodyLimit: SIGN_UP_BODY_LIMIT,
      schema: {
        summary: 'Confirm the e-mail with the key of the activation link',
        description:
          'retval 0: confirmed, trial started; 5 too many attempts; 6 key unknown, expired ' +
          'unused or not of this account; 12 already confirmed (a used or still valid key of ' +
          'this confirmed account).',
        tags: ['sign-up'],
        body: confirmRegistrationRequestSchema,
        response: { 200: signUpResultSchema, ...errors },
      },
    },
    async (request): Promise<SignUpResult> => confirmRegistration(app, request, request.body),
  );
}
