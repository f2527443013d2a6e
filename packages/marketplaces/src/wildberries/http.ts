import type { ConnectorContext, CredentialsByMarketplace } from '../core/connector';
import { ConnectorError } from '../core/errors';
import {
  MarketplaceHttp,
  messageOf,
  type HttpMethod,
  type RetryPolicy,
  type StreamedReply,
} from '../core/http';
import type { RateLimit } from '../core/rate-limiter';
import { WB_HOSTS } from './api';
import { WB_LIMITS, type WbLimitGroup } from './limits';

export interface WbCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly group: WbLimitGroup;
  readonly readOnly: boolean;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
}

/** A call to Wildberries through the shared client; the limit group picks the category host. */
export type WbRequest = <T>(call: WbCall) => Promise<T>;

/** The same, with a 2xx body handed over unread (MarketplaceHttp.stream). */
export type WbStreamRequest = (call: WbCall) => Promise<StreamedReply>;

const HOST_OF_GROUP: Record<WbLimitGroup, string> = {
  common: WB_HOSTS.common,
  content: WB_HOSTS.content,
  prices: WB_HOSTS.prices,
  marketplace: WB_HOSTS.marketplace,
  statistics: WB_HOSTS.statistics,
  tariffsCommission: WB_HOSTS.common,
  tariffsBox: WB_HOSTS.common,
};

export interface WbHttpOptions {
  /** Tests only: other limits (e.g. statistics' one call a minute) and retry timings. */
  readonly limits?: Partial<Record<WbLimitGroup, RateLimit>>;
  readonly retry?: Partial<RetryPolicy>;
}

export function wbRequest(
  credentials: CredentialsByMarketplace['wildberries'],
  context: ConnectorContext,
  options: WbHttpOptions = {},
): WbRequest {
  return wbHttp(credentials, context, options).request;
}

/** One client (one set of limit buckets) with both ways of reading a reply. */
export function wbHttp(
  credentials: CredentialsByMarketplace['wildberries'],
  context: ConnectorContext,
  options: WbHttpOptions = {},
): { request: WbRequest; stream: WbStreamRequest } {
  const http = new MarketplaceHttp<WbLimitGroup>({
    marketplace: 'wildberries',
    defaultHost: WB_HOSTS.common,
    baseUrl: context.baseUrl,
    headers: { Authorization: credentials.token },
    limiterKey: context.limiterKey,
    limits: { ...WB_LIMITS, ...options.limits },
    timeoutMs: context.timeoutMs,
    pacing: context.pacing,
    signal: context.signal,
    ...(options.retry && { retry: options.retry }),
    classifyError,
  });
  return {
    request: (call) => http.request({ ...call, host: HOST_OF_GROUP[call.group] }),
    stream: (call) => http.stream({ ...call, host: HOST_OF_GROUP[call.group] }),
  };
}

/**
 * Wildberries answers a token without the method's category with 401 too ("token scope not
 * allowed"): that is a missing category, not a bad token.
 */
function classifyError(status: number, body: unknown): ConnectorError | undefined {
  // The stock write's 409 is a list of errors, each with the items it concerns.
  if (Array.isArray(body)) {
    const said = body
      .map((error) => messageOf(error))
      .filter(Boolean)
      .join('; ');
    return new ConnectorError('bad_request', `Wildberries отклонил запрос: ${said}`, { status });
  }
  const said = messageOf(body) ?? '';
  if (status === 401 && /scope/i.test(said)) {
    return new ConnectorError('forbidden', `У токена нет нужной категории: ${said}`, { status });
  }
  if (status === 401) {
    return new ConnectorError('unauthorized', `Токен Wildberries отклонён: ${said}`, { status });
  }
  return undefined;
}
