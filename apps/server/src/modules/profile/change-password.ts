import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import { normalizeMd5Hex } from '@marketpult/shared/contracts/md5';
import {
  PROFILE_RETVAL,
  profileResult,
  type ChangePasswordRequest,
  type ProfileResult,
  type ProfileRetval,
} from '@marketpult/shared/contracts/profile';
import { isValidRegistrationPassword } from '@marketpult/shared/domain/registration-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { UNAUTHORIZED_MESSAGE } from '../../plugins/session';
import { QueueFullError, hashPassword, verifyPassword } from '../auth/password';
import { md5Hex } from '../md5/md5';
import { isCommonPassword } from '../sign-up/common-passwords';
import { changePasswordHash, findUserById } from '../users/repository';
import { PASSWORD_CHANGE_ATTEMPTS } from './limits';

/**
 * The new password's rules, the registration ones (spec §5, security.md): they need no secret
 * and no hashing, so they answer first and count nothing. Returns the new md5 or a refusal.
 */
async function checkNewPassword(body: ChangePasswordRequest): Promise<string | ProfileRetval> {
  if (!isValidRegistrationPassword(body.pass)) return PROFILE_RETVAL.invalidData;
  const md5 = md5Hex(body.pass);
  if (normalizeMd5Hex(body.pass_hash) !== md5) return PROFILE_RETVAL.passwordHashMismatch;
  if (await isCommonPassword(body.pass)) return PROFILE_RETVAL.passwordTooCommon;
  return md5;
}

/**
 * POST /Users_ChangePassword for the signed-in user (the route's preHandler made sure there is
 * one). Order: the new password's rules; the per-user throttle, counted before argon2 so
 * parallel guesses gain nothing; the current password (argon2); the new one must differ. On
 * success the new hash is stored and every other session of the user ends, in one transaction;
 * this one lives on.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ChangePasswordRequest,
): Promise<ProfileResult> {
  const userId = request.user!.id;
  const log = request.log;
  const refuse = (retval: ProfileRetval, reason: string) => {
    log.info(
      { event: 'profile.password-change', outcome: 'refused', reason, retval, userId },
      'password change refused',
    );
    return profileResult(retval);
  };

  const newMd5 = await checkNewPassword(body);
  if (typeof newMd5 === 'number') return refuse(newMd5, 'new password rule');

  const throttle = await app.rateLimiter.hit(PASSWORD_CHANGE_ATTEMPTS, userId);
  if (!throttle.allowed) return refuse(PROFILE_RETVAL.tooManyAttempts, 'throttled');

  const user = await findUserById(app.db, userId);
  if (!user) throw new ApiError(401, ERROR_CODES.unauthorized, UNAUTHORIZED_MESSAGE);

  const pepper = app.secrets.pepper;
  let newHash: string;
  try {
    if (!(await verifyPassword(user.passwordHash, body.old_pass_hash, pepper))) {
      return refuse(PROFILE_RETVAL.wrongCurrentPassword, 'wrong current password');
    }
    // The right password: earlier slips of the user are forgiven, as at sign-in.
    await app.rateLimiter.reset(PASSWORD_CHANGE_ATTEMPTS, userId);
    if (normalizeMd5Hex(body.old_pass_hash) === newMd5) {
      return refuse(PROFILE_RETVAL.newPasswordSameAsCurrent, 'same password');
    }
    newHash = await hashPassword(newMd5, pepper);
  } catch (error) {
    if (error instanceof QueueFullError) return refuse(PROFILE_RETVAL.tooManyAttempts, 'busy');
    throw error;
  }

  // Whoever else held a session (a stolen cookie, a forgotten computer) is out now.
  const endedSessions = await changePasswordHash(
    app.db,
    userId,
    newHash,
    app.clock.now(),
    request.sessionIdHash,
  );
  log.info(
    { event: 'profile.password-change', outcome: 'ok', userId, endedSessions },
    'password changed, other sessions ended',
  );
  return profileResult(PROFILE_RETVAL.ok);
}
