import type { Reply, SandboxRequest } from '../core/types';
import { SANDBOX_CREDENTIALS } from '../published-credentials';
import { yandexError } from './errors';
import type { YandexBusiness, YandexCampaign } from './shops';

/** Who is calling and, for /campaigns/{id} and /businesses/{id} paths, what they named. */
export interface YandexCaller {
  readonly business: YandexBusiness;
  readonly campaign?: YandexCampaign;
}

/**
 * Operations a key needs one of some scopes for (the file's `x-auth-scopes`, in the key's
 * words; the missing-scope key lacks PRICING and ALL_METHODS). Others take any of our scopes.
 */
const SCOPES_OF_OPERATION: Readonly<Record<string, readonly string[]>> = {
  getDefaultPrices: ['PRICING', 'ALL_METHODS'],
  updateBusinessPrices: ['PRICING', 'ALL_METHODS'],
  calculateTariffs: ['PRICING', 'FINANCE_AND_ACCOUNTING', 'ALL_METHODS'],
};

/**
 * Api-Key header → the business. A businessId or campaignId the key does not own answers 403,
 * as the real API does when the two ids are mixed up (a campaignId in place of a businessId).
 */
export function authenticateYandex(
  req: SandboxRequest,
  businesses: readonly YandexBusiness[],
): { shop: YandexCaller } | { reply: Reply } {
  const raw = req.headers['api-key'];
  const apiKey = Array.isArray(raw) ? raw[0] : raw;
  if (!apiKey) return { reply: yandexError(401, 'UNAUTHORIZED', 'Api-Key header is missing') };
  if (apiKey === SANDBOX_CREDENTIALS.yandex.revoked.apiKey) {
    return { reply: yandexError(401, 'UNAUTHORIZED', 'The API key is revoked') };
  }
  const business = businesses.find((b) => SANDBOX_CREDENTIALS.yandex[b.key].apiKey === apiKey);
  if (!business) return { reply: yandexError(401, 'UNAUTHORIZED', 'Unknown API key') };

  const denied = yandexError(403, 'FORBIDDEN', 'Access denied');
  let campaign: YandexCampaign | undefined;
  if (req.params.businessId !== undefined && Number(req.params.businessId) !== business.id) {
    return { reply: denied };
  }
  if (req.params.campaignId !== undefined) {
    campaign = business.campaigns.find((c) => c.id === Number(req.params.campaignId));
    if (!campaign) return { reply: denied };
  }
  const accepted = SCOPES_OF_OPERATION[req.operationId];
  if (accepted && !accepted.some((scope) => business.scopes.includes(scope))) {
    return {
      reply: yandexError(
        403,
        'FORBIDDEN',
        `The API key has no access to this method: scope ${accepted[0]} is missing`,
      ),
    };
  }
  return { shop: campaign ? { business, campaign } : { business } };
}
