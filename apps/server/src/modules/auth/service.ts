import { createHmac } from 'node:crypto';
import { SIGN_IN_HINTS } from '@marketpult/shared/contracts/auth';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { resendActivationEmail, type ActivationResend } from '../sign-up/activation';
import { canonicalEmail } from '../users/email';
import { findUserByCanonicalEmail, updatePasswordHash, type UserRow } from '../users/repository';
import { LoginThrottle } from './login-throttle';
import {
  QueueFullError,
  hashPassword,
  passwordNeedsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './password';

/** spec §8: the sign-in screen shows this for any code but 'forbidden'. */
export const WRONG_CREDENTIALS_MESSAGE = 'Неверный логин или пароль';
/** spec §8: what the screen shows for 'forbidden'. */
export const SUBSCRIPTION_ENDED_MESSAGE = 'Закончился период подписки кабинета';
/**
 * No count of remaining attempts (security.md). The wait goes in `meta` and `Retry-After`
 * instead: the web app words it, and the message stays one for every throttled answer.
 */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Слишком много попыток входа. Попробуйте позже.';

export function wrongCredentials(): ApiError {
  return new ApiError(401, ERROR_CODES.unauthorized, WRONG_CREDENTIALS_MESSAGE);
}

/**
 * The 401 of an account whose password was right but whose e-mail is not confirmed, when an
 * activation e-mail is on its way: the same code and message as a wrong password (spec §8),
 * plus the hint. The password has proved who asks, so telling them reveals nothing.
 */
export function unconfirmedWithActivationSent(): ApiError {
  return new ApiError(401, ERROR_CODES.unauthorized, WRONG_CREDENTIALS_MESSAGE, {
    meta: { hint: SIGN_IN_HINTS.activationEmailSent },
  });
}

/**
 * The 429 of a throttled sign-in, with the wait when it is known. The wait comes from the
 * throttle's buckets (login-throttle.ts), which an unknown address fills exactly as a real one.
 */
export function tooManyAttempts(retryAfterSeconds?: number): ApiError {
  return new ApiError(429, ERROR_CODES.tooManyRequests, TOO_MANY_ATTEMPTS_MESSAGE, {
    meta:
      retryAfterSeconds === undefined
        ? { hint: SIGN_IN_HINTS.throttled }
        : { hint: SIGN_IN_HINTS.throttled, retryAfterSeconds: String(retryAfterSeconds) },
    retryAfterSeconds,
  });
}

/**
 * A keyed hash of the canonical e-mail: the throttle key and what the logs say instead of the
 * address. Keyed, so a stolen log or table cannot be matched against a list of addresses.
 */
export function accountTag(sessionSecret: string, emailCanonical: string): string {
  return createHmac('sha256', sessionSecret)
    .update(`account\0${emailCanonical}`)
    .digest('hex')
    .slice(0, 32);
}

export interface Credentials {
  userName: string;
  /** The md5 hex as sent: 32 hex characters in either letter case (the schema checked it). */
  password: string;
}

type FailureReason = 'unknown-user' | 'wrong-password' | 'disabled' | 'unconfirmed';

/**
 * Checks credentials in the order security.md asks for: throttling first (no argon2 for a
 * throttled attempt), then the password against the stored hash or a dummy one, and only after
 * the password checked out the account's state. Returns the user who may sign in; throws the
 * ApiError to answer otherwise. Unknown user, wrong password and disabled accounts answer the
 * same 401 and all count as failures, so neither the body nor the throttling tells them apart.
 * An unconfirmed account counts as a failure too; with the right password its 401 also says
 * that the activation e-mail was sent (the password proves the asker owns the address).
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  credentials: Credentials,
): Promise<UserRow> {
  const pepper = app.secrets.pepper;
  const emailCanonical = canonicalEmail(credentials.userName);
  const account = accountTag(app.secrets.sessionSecret, emailCanonical);
  const throttle = new LoginThrottle(app.db, app.rateLimiter, app.clock);
  const log = request.log;

  const admission = await throttle.admit(account, request.ip);
  if (!admission.admitted) {
    log.info(
      { event: 'auth.login', outcome: 'throttled', scope: admission.scope, account },
      'sign-in throttled',
    );
    throw tooManyAttempts(admission.retryAfterSeconds);
  }

  const user = await findUserByCanonicalEmail(app.db, emailCanonical);
  let passwordOk: boolean;
  try {
    passwordOk = user
      ? await verifyPassword(user.passwordHash, credentials.password, pepper)
      : await verifyAgainstDummy(credentials.password, pepper);
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    log.warn(
      { event: 'auth.login', outcome: 'throttled', scope: 'hashing', account },
      'sign-in refused: too many password checks waiting',
    );
    throw tooManyAttempts();
  }

  const fail = async (reason: FailureReason, answer = wrongCredentials()): Promise<never> => {
    await throttle.recordFailure(account, request.ip, admission.attempt);
    log.info(
      { event: 'auth.login', outcome: 'failed', reason, account, userId: user?.id },
      'sign-in failed',
    );
    throw answer;
  };

  if (!user) return fail('unknown-user');
  if (!passwordOk) return fail('wrong-password');
  if (user.disabledAt) return fail('disabled');
  if (!user.confirmedAt) {
    let activation: ActivationResend = 'not-sent';
    try {
      activation = await resendActivationEmail(app, user.id);
    } catch (error) {
      log.warn({ err: error, userId: user.id }, 'activation e-mail could not be queued again');
    }
    // Only say an e-mail is on its way when one is.
    return fail(
      'unconfirmed',
      activation === 'not-sent' ? wrongCredentials() : unconfirmedWithActivationSent(),
    );
  }

  // The password is right: the account's failures are forgotten, whatever comes next.
  await throttle.recordSuccess(account);
  const now = app.clock.now();
  if (passwordNeedsRehash(user.passwordHash)) {
    await updatePasswordHash(
      app.db,
      user.id,
      await hashPassword(credentials.password, pepper),
      now,
    );
    log.info(
      { event: 'auth.rehash', userId: user.id },
      'password re-hashed with current parameters',
    );
  }
  if (!user.subscriptionUntil || user.subscriptionUntil.getTime() <= now.getTime()) {
    log.info(
      { event: 'auth.login', outcome: 'subscription-ended', userId: user.id },
      'sign-in refused: subscription ended',
    );
    throw new ApiError(403, ERROR_CODES.forbidden, SUBSCRIPTION_ENDED_MESSAGE);
  }
  return user;
}
