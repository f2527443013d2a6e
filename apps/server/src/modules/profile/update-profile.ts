import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import {
  PROFILE_RETVAL,
  isValidDisplayName,
  normalizeDisplayName,
  profileResult,
  type ProfileResult,
  type UpdateProfileRequest,
} from '@marketpult/shared/contracts/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { UNAUTHORIZED_MESSAGE } from '../../plugins/session';
import { updateDisplayName } from './repository';

/**
 * POST /Users_UpdateProfile for the signed-in user: stores the trimmed display name, which the
 * next POST /auth returns as `DisplayName`. The name itself is not logged (personal data).
 */
export async function updateProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  body: UpdateProfileRequest,
): Promise<ProfileResult> {
  const userId = request.user!.id;
  if (!isValidDisplayName(body.display_name)) {
    request.log.info(
      { event: 'profile.update', outcome: 'refused', reason: 'display name rule', userId },
      'profile update refused',
    );
    return profileResult(PROFILE_RETVAL.invalidDisplayName);
  }
  const name = normalizeDisplayName(body.display_name);
  if (!(await updateDisplayName(app.db, userId, name, app.clock.now()))) {
    throw new ApiError(401, ERROR_CODES.unauthorized, UNAUTHORIZED_MESSAGE);
  }
  request.log.info({ event: 'profile.update', outcome: 'ok', userId }, 'display name changed');
  return profileResult(PROFILE_RETVAL.ok);
}
