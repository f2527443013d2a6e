import { API_PATHS } from '@marketpult/shared/api-paths';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { marketsAccountConfirmRequestSchema } from '@marketpult/shared/contracts/registration';
import { signUpResultSchema, type SignUpResult } from '@marketpult/shared/contracts/sign-up-result';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../http/errors';
import { confirmMarketsAccount } from './service';
import { isMarketsProxyToken } from './token';

const MARKETS_BODY_LIMIT = 4 * 1024;

/**
 * POST /markets-proxy/accounts/confirm (spec §7). Authenticated by the Authorization header
 * the web app is configured with (MARKETS_PROXY_TOKEN). That token is in every browser, so it
 * opens this one idempotent call and nothing else: no other route reads it. A cross-site page
 * cannot send an Authorization header without a CORS preflight, which this server never
 * grants, hence the route's exemption from the CSRF check.
 */
export default async function marketsProxyRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.marketsAccountConfirm,
    {
      bodyLimit: MARKETS_BODY_LIMIT,
      config: { csrf: false },
      // Before the body is even parsed: without the token nothing else is looked at.
      onRequest: async (request) => {
        if (!isMarketsProxyToken(request.headers.authorization, app.secrets.marketsProxyToken)) {
          throw new ApiError(401, ERROR_CODES.unauthorized, 'Unauthorized');
        }
      },
      schema: {
        summary: "Create the seller's workspace after the e-mail confirmation",
        description:
          'Authorization: the MARKETS_PROXY_TOKEN. retval 0: the workspace exists (created now ' +
          'or before); 5 too many attempts; 7 login unknown or not confirmed.',
        tags: ['sign-up'],
        body: marketsAccountConfirmRequestSchema,
        response: {
          200: signUpResultSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request): Promise<SignUpResult> => confirmMarketsAccount(app, request, request.body),
  );
}
