import type { ConfirmRegistrationRequest } from '@marketpult/shared/contracts/registration';
import {
  SIGN_UP_RETVAL,
  signUpResult,
  type SignUpResult,
} from '@marketpult/shared/contracts/sign-up-result';
import { isValidConfirmationKey, isValidEmail } from '@marketpult/shared/domain/registration-rules';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmationKeys, users } from '../../db/schema';
import { findUserByEmail } from '../users/repository';
import { hashConfirmationKey } from './confirmation-key';
import { CONFIRMATION_RULE } from './rate-limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /Users_ConfirmRegistration. The key must be an unused, unexpired key of the account
 * named by `username` (any letter case); burning it is one conditional UPDATE, so of many
 * parallel confirmations with one key exactly one succeeds. The first confirmation sets
 * confirmed_at and starts the trial (TRIAL_DAYS). An account that is already confirmed and
 * follows another of its still-valid links gets success too, with its dates unchanged.
 * Unknown account, wrong, expired, used or foreign key: one answer, retval 6.
 */
export async function confirmRegistration(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ConfirmRegistrationRequest,
): Promise<SignUpResult> {
  const log = request.log;
  const throttle = await app.rateLimiter.hit(CONFIRMATION_RULE, request.ip);
  if (!throttle.allowed) {
    log.info(
      { event: 'signup.confirmation', outcome: 'refused', reason: 'throttled' },
      'confirmation refused',
    );
    return signUpResult(SIGN_UP_RETVAL.tooManyAttempts);
  }

  const invalid = (reason: string) => {
    log.info({ event: 'signup.confirmation', outcome: 'refused', reason }, 'confirmation refused');
    return signUpResult(SIGN_UP_RETVAL.confirmationKeyInvalid);
  };

  const email = body.username.trim();
  const key = body.userkey.trim();
  if (!isValidEmail(email) || !isValidConfirmationKey(key)) return invalid('malformed');
  const user = await findUserByEmail(app.db, email);
  if (!user) return invalid('unknown account');

  const now = app.clock.now();
  const firstConfirmation = await app.db.transaction(async (tx) => {
    const burnt = await tx
      .update(confirmationKeys)
      .set({ usedAt: now })
      .where(
        and(
          eq(confirmationKeys.keyHash, hashConfirmationKey(key)),
          eq(confirmationKeys.userId, user.id),
          isNull(confirmationKeys.usedAt),
          gt(confirmationKeys.expiresAt, now),
        ),
      )
      .returning({ id: confirmationKeys.id });
    if (burnt.length === 0) return undefined;
    const confirmed = await tx
      .update(users)
      .set({
        confirmedAt: now,
        subscriptionUntil: new Date(now.getTime() + app.config.trialDays * DAY_MS),
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.confirmedAt)))
      .returning({ id: users.id });
    return confirmed.length > 0;
  });
  if (firstConfirmation === undefined) return invalid('key not valid');

  log.info(
    {
      event: 'signup.confirmation',
      outcome: 'ok',
      userId: user.id,
      trialStarted: firstConfirmation,
    },
    firstConfirmation ? 'e-mail confirmed, trial started' : 'e-mail already confirmed',
  );
  return signUpResult(SIGN_UP_RETVAL.ok);
}
