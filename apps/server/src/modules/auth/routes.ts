import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  authUserResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  type AuthUserResponse,
} from '@marketpult/shared/contracts/auth';
import { emptyBodySchema } from '@marketpult/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { authUserOf } from '../../plugins/session-page';
import { authenticate } from './service';

/** Room for a 254-character address written entirely as JSON \u escapes, and the md5. */
const CREDENTIALS_BODY_LIMIT = 4 * 1024;
const EMPTY_BODY_LIMIT = 1024;

const errors = errorResponses(400, 401, 403, 413, 415, 429);

/** POST /auth/credentials, /auth and /auth/logout (spec §7). Cache-Control: no-store is set by
 * the security-headers plugin for every auth path. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.authCredentials,
    {
      bodyLimit: CREDENTIALS_BODY_LIMIT,
      schema: {
        summary: 'Sign in with an e-mail and the md5 of the password',
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<AuthUserResponse> => {
      const user = await authenticate(app, request, request.body);
      await app.sessions.create(reply, user.id);
      request.log.info({ event: 'auth.login', outcome: 'ok', userId: user.id }, 'signed in');
      return { UserName: user.email, DisplayName: user.displayName };
    },
  );

  routes.post(
    API_PATHS.auth,
    {
      bodyLimit: EMPTY_BODY_LIMIT,
      preHandler: app.requireUser,
      schema: {
        summary: 'The signed-in user of this session (401 without one)',
        tags: ['auth'],
        // A bare `curl -X POST` carries no body at all; the web app sends `{}`.
        body: emptyBodySchema.nullish(),
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request): Promise<AuthUserResponse> => {
      // The same user a guarded page load carries in its page (plugins/session-page.ts).
      return authUserOf(request.user!);
    },
  );

  routes.post(
    API_PATHS.authLogout,
    {
      bodyLimit: EMPTY_BODY_LIMIT,
      schema: {
        summary: 'Sign out: ends the session on the server and clears its cookie',
        tags: ['auth'],
        // A bare `curl -X POST` carries no body at all; the web app sends `{}`.
        body: emptyBodySchema.nullish(),
        response: { 200: logoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id;
      await app.sessions.destroy(request, reply);
      request.log.info({ event: 'auth.logout', userId: userId ?? null }, 'signed out');
      return {};
    },
  );
}
