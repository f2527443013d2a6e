import type { ConnectorContext, CredentialsByMarketplace } from '../core/connector';
import { MarketplaceHttp } from '../core/http';
import {
  YANDEX_HOST,
  type YmBody,
  type YmMethod,
  type YmPath,
  type YmPathParams,
  type YmQuery,
  type YmReply,
} from './api';
import { YANDEX_LIMITS, type YandexLimitGroup } from './limits';

export interface YmCallOptions<P extends YmPath, M extends YmMethod> {
  readonly params?: YmPathParams<P, M>;
  readonly query?: YmQuery<P, M>;
  readonly body?: YmBody<P, M>;
  readonly group: YandexLimitGroup;
  readonly readOnly: boolean;
  readonly cost?: number;
}

/** A typed call to Yandex Market through the shared client (limits, 420/429, retries, errors). */
export type YmCall = <P extends YmPath, M extends YmMethod>(
  method: M,
  path: P,
  options: YmCallOptions<P, M>,
) => Promise<YmReply<P, M>>;

export function yandexCall(
  credentials: CredentialsByMarketplace['yandex'],
  context: ConnectorContext,
): YmCall {
  const http = new MarketplaceHttp<YandexLimitGroup>({
    marketplace: 'yandex',
    defaultHost: YANDEX_HOST,
    baseUrl: context.baseUrl,
    headers: { 'Api-Key': credentials.apiKey },
    limiterKey: context.limiterKey,
    limits: YANDEX_LIMITS,
    everyCall: 'parallel',
    // "420 Enhance Your Calm" is Yandex Market's over-the-limit reply.
    rateLimitStatuses: [420],
    timeoutMs: context.timeoutMs,
    pacing: context.pacing,
    signal: context.signal,
  });
  return (method, path, options) =>
    http.request({
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT',
      path: fillPath(path, (options.params ?? {}) as Record<string, unknown>),
      query: options.query as Record<string, string | number | boolean | undefined> | undefined,
      body: options.body,
      group: options.group,
      readOnly: options.readOnly,
      cost: options.cost,
    });
}

function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}
