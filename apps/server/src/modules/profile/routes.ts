import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  PROFILE_CONTRACTS,
  profileResultSchema,
  type ProfileResult,
} from '@marketpult/shared/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { changePassword } from './change-password';
import { updateProfile } from './update-profile';

/** Every field at its limit, even written entirely as JSON \u escapes, fits. */
const PROFILE_BODY_LIMIT = 4 * 1024;

const errors = errorResponses(400, 401, 403, 413, 415);

/**
 * POST /Users_ChangePassword and /Users_UpdateProfile, the profile screens' calls: signed-in
 * only (401), CSRF-checked like every POST, `Cache-Control: no-store` (security-headers plugin).
 * Domain outcomes are HTTP 200 with `{retval, errMsg}` (PROFILE_RETVAL).
 */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.changePassword,
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      preHandler: app.requireUser,
      schema: {
        summary: 'Change the password of the signed-in user; ends every other session',
        description:
          'old_pass_hash: md5 of the current password; pass: the new password; pass_hash: its ' +
          'md5. retval 0: changed; 1 new password breaks the length rule; 3 new password too ' +
          'common; 5 too many attempts; 8 pass_hash is not md5(pass); 9 wrong current password; ' +
          '10 new password equals the current one.',
        tags: ['profile'],
        body: PROFILE_CONTRACTS.changePassword.request,
        response: { 200: profileResultSchema, ...errors },
      },
    },
    async (request): Promise<ProfileResult> => changePassword(app, request, request.body),
  );

  routes.post(
    API_PATHS.updateProfile,
    {
      bodyLimit: PROFILE_BODY_LIMIT,
      preHandler: app.requireUser,
      schema: {
        summary: 'Change the display name of the signed-in user',
        description:
          'display_name is trimmed and stored; POST /auth then returns it as DisplayName. ' +
          'retval 0: saved; 11 empty once trimmed or longer than 100 characters.',
        tags: ['profile'],
        body: PROFILE_CONTRACTS.updateProfile.request,
        response: { 200: profileResultSchema, ...errors },
      },
    },
    async (request): Promise<ProfileResult> => updateProfile(app, request, request.body),
  );
}
