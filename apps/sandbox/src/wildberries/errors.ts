import type { LimitState, MarketplaceErrors } from '../core/marketplace-module';
import type { Reply } from '../core/types';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/**
 * WB's gateway error (the files' shared 401/429 replies): title, detail, code, requestId,
 * origin, status, statusText, timestamp.
 */
export function wbGatewayError(
  status: number,
  title: string,
  detail: string,
  headers?: Record<string, string>,
): Reply {
  return {
    status,
    body: {
      title,
      detail,
      code: `sandbox-${status}`,
      requestId: `sandbox-${Date.now().toString(36)}`,
      origin: 's2s-api-auth-sandbox',
      status,
      statusText: STATUS_TEXT[status] ?? '',
      timestamp: new Date().toISOString(),
    },
    ...(headers && { headers }),
  };
}

/** The prices API's own envelope: { data, error, errorText }. */
export function wbPricesError(status: number, errorText: string): Reply {
  return { status, body: { data: null, error: true, errorText } };
}

/** The marketplace API's error: { code, message, data }. */
export function wbMarketplaceError(status: number, code: string, message: string): Reply {
  return { status, body: { code, message, data: null } };
}

export const wbErrors: MarketplaceErrors = {
  // The gateway's shape, plus the statistics API's `errors` list (its 400 must carry one).
  invalidRequest: (messages) => {
    const reply = wbGatewayError(400, 'bad request', messages.join('; '));
    return { ...reply, body: { ...(reply.body as object), errors: [...messages] } };
  },
  notFound: (method, path) => wbGatewayError(404, 'not found', `${method} ${path}`),
  // WB's 429 carries its bucket in X-Ratelimit-* headers (seconds).
  rateLimited: (state: LimitState, status?: number) =>
    wbGatewayError(status ?? 429, 'too many requests', 'Limited by global limiter', {
      'X-Ratelimit-Retry': String(state.retryAfterSeconds),
      'X-Ratelimit-Limit': String(state.burst),
      'X-Ratelimit-Reset': String(state.resetSeconds),
      'X-Ratelimit-Remaining': String(state.remaining),
    }),
  internal: (message) => wbGatewayError(500, 'internal server error', message),
};
