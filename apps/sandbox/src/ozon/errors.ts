import type { LimitState, MarketplaceErrors } from '../core/marketplace-module';
import type { Reply } from '../core/types';

/**
 * Ozon answers errors in gRPC-gateway form `{ code, message, details }` (the file's rpcStatus),
 * with gRPC codes: 3 invalid argument, 5 not found, 7 permission denied, 8 resource exhausted,
 * 13 internal, 16 unauthenticated.
 */
export function ozonError(status: number, code: number, message: string): Reply {
  return { status, body: { code, message, details: [] } };
}

export const ozonErrors: MarketplaceErrors = {
  invalidRequest: (messages) => ozonError(400, 3, `invalid request: ${messages.join('; ')}`),
  notFound: (method, path) => ozonError(404, 5, `${method} ${path}: Not Found`),
  // Ozon states no rate-limit headers; its 429 carries code 8 and this message.
  rateLimited: (_state: LimitState, status?: number) =>
    ozonError(status ?? 429, 8, 'You have reached request rate limit per second'),
  internal: (message) => ozonError(500, 13, message),
};
