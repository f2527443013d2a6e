import type { ShopChoice } from '../core/connector';
import { ConnectorError } from '../core/errors';
import { toId } from '../core/numbers';
import type { YmCall } from './http';

/** The campaign (shop) a connector works on and the business (cabinet) it belongs to. */
export interface YandexShop {
  readonly campaignId: string;
  readonly businessId: string;
}

/** Every campaign the key sees, as shops (GET /v2/campaigns, paged by page_token). */
export async function listYandexShops(call: YmCall): Promise<ShopChoice[]> {
  const shops: ShopChoice[] = [];
  let pageToken: string | undefined;
  do {
    const reply = await call('get', '/v2/campaigns', {
      query: { page_token: pageToken, limit: 100 },
      group: 'settings',
      readOnly: true,
    });
    for (const campaign of reply.campaigns ?? []) {
      const externalId = toId(campaign.id);
      if (externalId === null) continue;
      shops.push({
        externalId,
        name: campaign.domain ?? `Магазин ${externalId}`,
        businessId: toId(campaign.business?.id) ?? undefined,
      });
    }
    pageToken = reply.paging?.nextPageToken || undefined;
  } while (pageToken !== undefined);
  return shops;
}

/**
 * The chosen campaign and its business (needed by the business-level calls: offer mappings,
 * prices, orders): from the context when the cabinet keeps both, else looked up once per
 * connector. Mixing the two ids up gives empty answers or 403s, so they are never guessed.
 */
export function yandexShopResolver(
  call: YmCall,
  shopExternalId: string | undefined,
  businessId: string | undefined,
): () => Promise<YandexShop> {
  if (shopExternalId !== undefined && businessId !== undefined) {
    const known = Promise.resolve({ campaignId: shopExternalId, businessId });
    return () => known;
  }
  let found: Promise<YandexShop> | undefined;
  return () => {
    found ??= listYandexShops(call).then((shops) => {
      const shop =
        shopExternalId === undefined
          ? shops[0]
          : shops.find((candidate) => candidate.externalId === shopExternalId);
      if (!shop?.businessId) {
        throw new ConnectorError('forbidden', 'Магазин Яндекс Маркета не найден для этого ключа');
      }
      return { campaignId: shop.externalId, businessId: shop.businessId };
    });
    // A failed lookup is not remembered: the next call tries again.
    found.catch(() => {
      found = undefined;
    });
    return found;
  };
}
