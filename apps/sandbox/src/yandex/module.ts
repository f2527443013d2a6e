import type { ModuleContext } from '../core/context';
import { Contract } from '../core/contract';
import type { LimitCharge, MarketplaceModule } from '../core/marketplace-module';
import type { Reply, SandboxRequest } from '../core/types';
import { loadOfficialSpec } from '@marketpult/marketplaces/specs/index';
import { authenticateYandex, type YandexCaller } from './auth';
import { campaignOrders } from './campaign-orders';
import { campaigns, tokenInfo } from './campaigns';
import { yandexError, yandexErrors } from './errors';
import { offerMappings, offerPrices, updatePrices } from './offers';
import { businessOrders } from './orders';
import { yandexLimitCharges } from './limits';
import { createYandexBusinesses } from './shops';
import { readStocks, writeStocks } from './stocks';
import { calculateTariffs } from './tariffs';

type Handler = (caller: YandexCaller, req: SandboxRequest, now: Date) => Reply;

/** The Yandex Market methods the sandbox implements, by the file's operationId. */
const HANDLERS: Record<string, Handler> = {
  getCampaigns: campaigns,
  getAuthTokenInfo: tokenInfo,
  getOfferMappings: offerMappings,
  getDefaultPrices: offerPrices,
  updateBusinessPrices: updatePrices,
  getStocks: readStocks,
  updateStocks: writeStocks,
  getBusinessOrders: businessOrders,
  getOrders: campaignOrders,
  calculateTariffs,
};

/** Whose limits a request counts against: the store for /campaigns/{id}, else the business. */
function owner(caller: YandexCaller): string {
  return caller.campaign ? `campaignId ${caller.campaign.id}` : `businessId ${caller.business.id}`;
}

export async function createYandexModule(
  context: ModuleContext,
): Promise<MarketplaceModule<YandexCaller>> {
  const spec = await loadOfficialSpec('yandex');
  const contract = await Contract.create([{ group: 'all', document: spec.document }]);
  const businesses = createYandexBusinesses(context);
  return {
    marketplace: 'yandex',
    contract,
    errors: yandexErrors,
    authenticate: (req) => authenticateYandex(req, businesses),
    // Resource limits per operation (./limits.ts); the 4-in-flight rule is concurrency().
    limits: (req, caller): LimitCharge[] => yandexLimitCharges(req, owner(caller)),
    concurrency: (_req, caller) => ({ key: owner(caller), max: 4 }),
    handle(req, caller) {
      const handler = HANDLERS[req.operationId];
      if (!handler)
        return yandexError(
          501,
          'NOT_IMPLEMENTED',
          `${req.operationId} is not emulated by the sandbox`,
        );
      return handler(caller, req, context.clock.now());
    },
  };
}
