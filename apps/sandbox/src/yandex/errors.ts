import type { LimitState, MarketplaceErrors } from '../core/marketplace-module';
import type { Reply } from '../core/types';

/** Yandex Market's error wrapper: `{ status: "ERROR", errors: [{ code, message }] }`. */
export function yandexError(status: number, code: string, message: string): Reply {
  return { status, body: { status: 'ERROR', errors: [{ code, message }] } };
}

export const yandexErrors: MarketplaceErrors = {
  invalidRequest: (messages) => yandexError(400, 'BAD_REQUEST', messages.join('; ')),
  notFound: (method, path) =>
    yandexError(404, 'NOT_FOUND', `${method} ${path}: resource not found`),
  /**
   * Over a limit Yandex Market answers 420 "Enhance Your Calm" (not 429, which no client
   * retries by default), with its resource-limit headers (docs: concepts/limits).
   */
  rateLimited: (state: LimitState, status?: number) => ({
    ...yandexError(
      status ?? 420,
      'LIMIT_EXCEEDED',
      state.reason ?? 'Hit resource limit: too many requests to this method',
    ),
    headers: {
      'X-RateLimit-Resource-Limit': String(state.burst),
      'X-RateLimit-Resource-Remaining': String(state.remaining),
      'X-RateLimit-Resource-Until': new Date(Date.now() + state.resetSeconds * 1000).toUTCString(),
      'Retry-After': String(state.retryAfterSeconds),
    },
  }),
  internal: (message) => yandexError(500, 'INTERNAL_ERROR', message),
};
