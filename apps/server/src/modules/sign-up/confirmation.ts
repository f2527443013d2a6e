import type { ConfirmRegistrationRequest } from '@marketpult/shared/contracts/registration';
import {
  SIGN_UP_RETVAL,
  signUpResult,
  type SignUpResult,
} from '@marketpult/shared/contracts/sign-up-result';
import { isValidConfirmationKey, isValidEmail } from '@marketpult/shared/domain/registration-rules';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmationKeys, users } from '../../db/schema';
import { findUserByEmail } from '../users/repository';
import { hashConfirmationKey } from './confirmation-key';
import { CONFIRMATION_RULE } from './rate-limits';

const DAY_MS = 24 * 60 * 60 * 1000;

type Outcome = 'confirmed' | 'already confirmed' | 'invalid';

/**
 * POST /Users_ConfirmRegistration. The key must be a key of the account named by `username`
 * (any letter case). An unused, unexpired key is burnt by one conditional UPDATE, so of many
 * parallel confirmations with one key exactly one succeeds; the first confirmation sets
 * confirmed_at and starts the trial (TRIAL_DAYS).
 *
 * Already confirmed (retval 12, dates unchanged): the account is confirmed and the key is one
 * of its own that has been used (the link opened a second time, the losers of a parallel
 * race) or is still valid (an older e-mail's link). Only the holder of such a key learns it:
 * it came in an e-mail to that address, which the holder can read, and the answer tells no
 * more than signing in would. A used key is recognised after its expiry too: the expiry
 * bounds how long a key can confirm, and a used one confirms nothing; the seller who opens
 * the activation e-mail again days later is told to sign in. Keys are kept (marked used), not
 * deleted, for this.
 *
 * Unknown account, wrong or foreign key, a key that expired unused: one answer, retval 6.
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
  const keyOfUser = and(
    eq(confirmationKeys.keyHash, hashConfirmationKey(key)),
    eq(confirmationKeys.userId, user.id),
  );
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const burnt = await tx
      .update(confirmationKeys)
      .set({ usedAt: now })
      .where(and(keyOfUser, isNull(confirmationKeys.usedAt), gt(confirmationKeys.expiresAt, now)))
      .returning({ id: confirmationKeys.id });
    if (burnt.length === 0) {
      // Read after the UPDATE: a parallel confirmation that burnt this key has committed.
      const [used] = await tx
        .select({ id: confirmationKeys.id })
        .from(confirmationKeys)
        .innerJoin(users, eq(users.id, confirmationKeys.userId))
        .where(and(keyOfUser, isNotNull(confirmationKeys.usedAt), isNotNull(users.confirmedAt)));
      return used ? 'already confirmed' : 'invalid';
    }
    const confirmed = await tx
      .update(users)
      .set({
        confirmedAt: now,
        subscriptionUntil: new Date(now.getTime() + app.config.trialDays * DAY_MS),
        updatedAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.confirmedAt)))
      .returning({ id: users.id });
    return confirmed.length > 0 ? 'confirmed' : 'already confirmed';
  });
  if (outcome === 'invalid') return invalid('key not valid');

  log.info(
    {
      event: 'signup.confirmation',
      outcome: outcome === 'confirmed' ? 'ok' : 'already confirmed',
      userId: user.id,
      trialStarted: outcome === 'confirmed',
    },
    outcome === 'confirmed' ? 'e-mail confirmed, trial started' : 'e-mail already confirmed',
  );
  return signUpResult(
    outcome === 'confirmed' ? SIGN_UP_RETVAL.ok : SIGN_UP_RETVAL.alreadyConfirmed,
  );
}
