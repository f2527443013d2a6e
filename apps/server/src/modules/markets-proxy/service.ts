import type { MarketsAccountConfirmRequest } from '@marketpult/shared/contracts/registration';
import {
  SIGN_UP_RETVAL,
  signUpResult,
  type SignUpResult,
} from '@marketpult/shared/contracts/sign-up-result';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../plugins/rate-limiter';
import { workspaces } from '../../db/schema';
import { findUserByEmail } from '../users/repository';

/** The token is public, so the call is throttled per client IP like the other sign-up calls. */
export const MARKETS_CONFIRM_RULE: RateLimitRule = Object.freeze({
  bucket: 'markets-confirm-ip',
  limit: 30,
  windowMs: 15 * 60_000,
});

/**
 * POST /markets-proxy/accounts/confirm, made by the web app after a confirmation: the seller's
 * workspace, once. `INSERT … ON CONFLICT DO NOTHING` on the one-workspace-per-user index makes
 * a repeated (or concurrent) call a no-op that still answers 0. The workspace is named by
 * `name`, or by the account's display name when `name` is blank.
 */
export async function confirmMarketsAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  body: MarketsAccountConfirmRequest,
): Promise<SignUpResult> {
  const log = request.log;
  const throttle = await app.rateLimiter.hit(MARKETS_CONFIRM_RULE, request.ip);
  if (!throttle.allowed) return signUpResult(SIGN_UP_RETVAL.tooManyAttempts);

  const user = await findUserByEmail(app.db, body.login);
  if (!user || !user.confirmedAt || user.disabledAt) {
    log.info({ event: 'markets.account', outcome: 'refused' }, 'workspace not created');
    return signUpResult(SIGN_UP_RETVAL.accountNotConfirmed);
  }
  const created = await app.db
    .insert(workspaces)
    .values({
      userId: user.id,
      name: body.name.trim() || user.displayName || user.email,
      createdAt: app.clock.now(),
    })
    .onConflictDoNothing({ target: workspaces.userId })
    .returning({ id: workspaces.id });
  log.info(
    { event: 'markets.account', outcome: 'ok', userId: user.id, created: created.length > 0 },
    created.length > 0 ? 'workspace created' : 'workspace already there',
  );
  return signUpResult(SIGN_UP_RETVAL.ok);
}
