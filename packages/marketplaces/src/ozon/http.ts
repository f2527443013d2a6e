import type { ConnectorContext, CredentialsByMarketplace } from '../core/connector';
import { ConnectorError } from '../core/errors';
import { MarketplaceHttp, messageOf } from '../core/http';
import { OZON_HOST, type OzonPath, type OzonReply, type OzonRequest } from './api';
import { OZON_LIMITS, type OzonLimitGroup } from './limits';

/** A typed POST to Ozon through the shared client (limits, retries, errors). */
export type OzonPost = <P extends OzonPath>(
  path: P,
  body: OzonRequest<P>,
  options: { readonly readOnly: boolean; readonly group?: OzonLimitGroup },
) => Promise<OzonReply<P>>;

export function ozonPost(
  credentials: CredentialsByMarketplace['ozon'],
  context: ConnectorContext,
): OzonPost {
  const http = new MarketplaceHttp<OzonLimitGroup>({
    marketplace: 'ozon',
    defaultHost: OZON_HOST,
    baseUrl: context.baseUrl,
    headers: { 'Client-Id': credentials.clientId, 'Api-Key': credentials.apiKey },
    limiterKey: context.limiterKey,
    limits: OZON_LIMITS,
    // The 50 a second are over all methods: a stock write spends one of them too.
    everyCall: 'general',
    timeoutMs: context.timeoutMs,
    pacing: context.pacing,
    signal: context.signal,
    classifyError,
  });
  return (path, body, options) =>
    http.request({
      method: 'POST',
      path,
      body,
      group: options.group ?? 'general',
      readOnly: options.readOnly,
    });
}

/**
 * Ozon answers a wrong or revoked key with 403 as often as 401 (gRPC codes 16 and 7 in the
 * body); a 403 that names the key is a bad key, not a missing role.
 */
const KEY_REFUSED =
  /(invalid|deactivated|revoked|expired)\W+(api-?key|client-?id)|(api-?key|client-?id)\W+is\W+(invalid|deactivated|revoked|expired)/i;

function classifyError(status: number, body: unknown): ConnectorError | undefined {
  if (status !== 403) return undefined;
  const said = messageOf(body) ?? '';
  if (KEY_REFUSED.test(said)) {
    return new ConnectorError('unauthorized', `Ключ Ozon отклонён: ${said}`, { status });
  }
  return undefined;
}
