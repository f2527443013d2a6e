import { ECONOMICS_SETTINGS_CONTRACTS } from '@marketpult/shared/contracts/economics-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { userIdOf } from '../../http/request-user';
import { sellerSettingsOf, updateSellerSettings } from './seller-settings';

/** Five numbers and a word in JSON: a few hundred bytes. */
const SETTINGS_BODY_LIMIT = 4 * 1024;

/**
 * The seller's unit-economics settings (contracts/economics-settings.ts): signed-in only, the
 * POST CSRF-checked by the csrf plugin; each account reads and writes its own row only.
 */
export function settingsRoutes() {
  return async function routes(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];

    r.get(
      ECONOMICS_SETTINGS_CONTRACTS.read.path,
      {
        preHandler: app.requireUser,
        schema: {
          summary: "The seller's tax regime, VAT and other costs used for every margin",
          tags,
          response: { 200: ECONOMICS_SETTINGS_CONTRACTS.read.response, ...errorResponses(401) },
        },
      },
      (request) => sellerSettingsOf(app.db, userIdOf(request)),
    );

    r.post(
      ECONOMICS_SETTINGS_CONTRACTS.update.path,
      {
        preHandler: app.requireUser,
        bodyLimit: SETTINGS_BODY_LIMIT,
        schema: {
          summary: 'Save the settings; every product margin of the account is recomputed',
          tags,
          body: ECONOMICS_SETTINGS_CONTRACTS.update.request,
          response: {
            200: ECONOMICS_SETTINGS_CONTRACTS.update.response,
            ...errorResponses(400, 401, 403, 413, 415),
          },
        },
      },
      (request) => updateSellerSettings(app.db, userIdOf(request), request.body),
    );
  };
}
