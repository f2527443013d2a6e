import { normalizeMd5Hex } from '@marketpult/shared/contracts/md5';
import type { RegistrationRequest } from '@marketpult/shared/contracts/registration';
import {
  SIGN_UP_RETVAL,
  signUpResult,
  type SignUpResult,
  type SignUpRetval,
} from '@marketpult/shared/contracts/sign-up-result';
import {
  isValidEmail,
  isValidRegistrationPassword,
  normalizeRussianPhone,
  phoneDigits,
} from '@marketpult/shared/domain/registration-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, QueueFullError } from '../auth/password';
import { md5Hex } from '../md5/md5';
import { canonicalEmail } from '../users/email';
import { findUserByCanonicalEmail, insertUser } from '../users/repository';
import { ACTIVATION_EMAIL_RULE, activationQueued, queueActivation } from './activation';
import { allowedCallbackUrl } from './callback-url';
import { isCommonPassword } from './common-passwords';
import { REGISTRATION_RULE } from './rate-limits';

interface CheckedRegistration {
  /** As typed, trimmed: shown to the seller and used to send. */
  email: string;
  emailCanonical: string;
  /** 7 and the ten digits after it, however the seller wrote the number. */
  phone: string;
  md5: string;
  callbackUrl: string;
}

/**
 * `usermail` is the address. The web app sends the same value in `username`; an empty
 * `username` is accepted, another address in it is invalid data. A client that fills only
 * `username` is served too.
 */
function addressOf(request: RegistrationRequest): string | undefined {
  const usermail = request.usermail.trim();
  const username = request.username.trim();
  const email = usermail || username;
  if (!isValidEmail(email)) return undefined;
  if (username && canonicalEmail(username) !== canonicalEmail(email)) return undefined;
  return email;
}

/** The domain rules in the order a seller would fix them; the first broken one answers. */
async function check(
  app: FastifyInstance,
  request: RegistrationRequest,
): Promise<CheckedRegistration | SignUpRetval> {
  const email = addressOf(request);
  const phone = normalizeRussianPhone(request.userphone);
  if (!email || !phone || !isValidRegistrationPassword(request.pass)) {
    return SIGN_UP_RETVAL.invalidData;
  }
  const md5 = md5Hex(request.pass);
  if (normalizeMd5Hex(request.pass_hash) !== md5) return SIGN_UP_RETVAL.passwordHashMismatch;
  const callbackUrl = allowedCallbackUrl(request.callback_url, app.config.publicUrls);
  if (!callbackUrl) return SIGN_UP_RETVAL.callbackUrlNotAllowed;
  if (await isCommonPassword(request.pass)) return SIGN_UP_RETVAL.passwordTooCommon;
  return {
    email,
    emailCanonical: canonicalEmail(email),
    phone: phoneDigits(phone),
    md5,
    callbackUrl,
  };
}

/** What the account is called until the seller says otherwise: the e-mail before the '@'. */
function displayNameFor(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}

/**
 * POST /Users_Registration. Every domain outcome is a retval (HTTP 200); the zod schema has
 * already turned away malformed bodies. `simple` and `portal` are accepted and not used.
 * The user (unconfirmed), its hashed confirmation key and the activation e-mail are written in
 * one transaction; the unique canonical e-mail with ON CONFLICT DO NOTHING makes concurrent
 * sign-ups of one address end in exactly one account.
 */
export async function register(
  app: FastifyInstance,
  request: FastifyRequest,
  body: RegistrationRequest,
): Promise<SignUpResult> {
  const log = request.log;
  const refuse = (retval: SignUpRetval, reason: string) => {
    log.info(
      { event: 'signup.registration', outcome: 'refused', reason, retval },
      'registration refused',
    );
    return signUpResult(retval);
  };

  const throttle = await app.rateLimiter.hit(REGISTRATION_RULE, request.ip);
  if (!throttle.allowed) return refuse(SIGN_UP_RETVAL.tooManyAttempts, 'throttled');

  const checked = await check(app, body);
  if (typeof checked === 'number') return refuse(checked, 'rule');

  // Cheap answer for the usual case; the insert below settles races.
  if (await findUserByCanonicalEmail(app.db, checked.emailCanonical)) {
    return refuse(SIGN_UP_RETVAL.emailTaken, 'email taken');
  }

  let passwordHash: string;
  try {
    passwordHash = await hashPassword(checked.md5, app.secrets.pepper);
  } catch (error) {
    if (error instanceof QueueFullError) return refuse(SIGN_UP_RETVAL.tooManyAttempts, 'busy');
    throw error;
  }

  const now = app.clock.now();
  const created = await app.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: checked.email,
      phone: checked.phone,
      displayName: displayNameFor(checked.email),
      passwordHash,
      now,
    });
    if (!user) return undefined;
    const queued = await queueActivation(
      tx,
      app,
      { userId: user.id, email: user.email },
      checked.callbackUrl,
    );
    return { userId: user.id, queued };
  });
  if (!created) return refuse(SIGN_UP_RETVAL.emailTaken, 'email taken');

  // The activation e-mail just queued counts towards the one-a-minute limit of the address.
  await app.rateLimiter.hit(ACTIVATION_EMAIL_RULE, checked.emailCanonical);
  log.info(
    { event: 'signup.registration', outcome: 'ok', userId: created.userId },
    'registered, activation e-mail queued',
  );
  activationQueued(app, created.queued, log);
  return signUpResult(SIGN_UP_RETVAL.ok);
}
