import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import type { RateLimitRule } from '../../plugins/rate-limiter';
import { CABINET_MESSAGES } from './ru-messages';

/**
 * Live key checks (check, add, replace the key) per account. Each one is a request to a
 * marketplace from our address: without a cap a session could try keys there by the thousand
 * and get the server's address blocked for every seller. Generous for a person pasting keys.
 */
export const MARKETPLACE_CHECKS: RateLimitRule = Object.freeze({
  bucket: 'cabinet-key-check-user',
  limit: 30,
  windowMs: 10 * 60_000,
});

/** A preHandler after `requireUser` (and after body validation: malformed bodies cost nothing). */
export function throttleKeyChecks(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const hit = await app.rateLimiter.hit(MARKETPLACE_CHECKS, request.user!.id);
    if (hit.allowed) return;
    request.log.info({ event: 'cabinet.key-check', outcome: 'throttled' }, 'key checks throttled');
    throw new ApiError(429, ERROR_CODES.tooManyRequests, CABINET_MESSAGES.tooManyChecks, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
  };
}
