import { CABINET_ERROR_CODES } from '@marketpult/shared/contracts/cabinets';
import { ConnectorError } from '@marketpult/marketplaces';
import { ApiError } from '../../http/errors';
import { CABINET_MESSAGES } from './ru-messages';

/** How long a client should wait after the marketplace's own rate limit refused us. */
const RATE_LIMITED_RETRY_SECONDS = 60;

/**
 * A marketplace's refusal as the answer of a cabinet call. Statuses (README, "Cabinets"):
 * the seller's key is wrong or lacks a scope → 422 (fix the input); the marketplace limits
 * us → 429 with Retry-After; the marketplace is down or answered nonsense → 502 Bad Gateway
 * (nothing wrong with the request, try later). Bad input never gets a 5xx.
 */
export function apiErrorOfConnector(error: ConnectorError): ApiError {
  switch (error.kind) {
    case 'unauthorized':
      return new ApiError(
        422,
        CABINET_ERROR_CODES.credentialsInvalid,
        CABINET_MESSAGES.credentialsInvalid,
      );
    case 'bad_request':
      return new ApiError(
        422,
        CABINET_ERROR_CODES.credentialsInvalid,
        CABINET_MESSAGES.credentialsRejectedRequest,
      );
    case 'forbidden':
      return missingScopeError(error.detail.scope ?? '', error.detail.scope ?? 'нужный раздел');
    case 'rate_limited':
      return new ApiError(
        429,
        CABINET_ERROR_CODES.marketplaceRateLimited,
        CABINET_MESSAGES.marketplaceRateLimited,
        { retryAfterSeconds: RATE_LIMITED_RETRY_SECONDS },
      );
    case 'unreachable':
    case 'protocol':
      return new ApiError(
        502,
        CABINET_ERROR_CODES.marketplaceUnreachable,
        CABINET_MESSAGES.marketplaceUnreachable,
      );
  }
}

/** `meta.scope` is the marketplace's name of the scope, `meta.title` its Russian title. */
export function missingScopeError(scope: string, title: string): ApiError {
  return new ApiError(
    422,
    CABINET_ERROR_CODES.credentialsMissingScope,
    CABINET_MESSAGES.missingScope(title),
    { meta: { scope, title } },
  );
}

/** Runs a marketplace call, turning its refusals into API answers. */
export async function askMarketplace<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ConnectorError) throw apiErrorOfConnector(error);
    throw error;
  }
}
