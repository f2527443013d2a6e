import type { ModuleContext } from '../core/context';
import type { TimelineOptions } from '../core/order-timeline';
import { demoCatalog } from '../core/shared-goods';
import { ShopState, WAREHOUSE_NAMES } from '../core/shop-state';
import { SANDBOX_CREDENTIALS, type SandboxShopKey } from '../published-credentials';

/** A store (campaign) of a business: its own stock and orders, the business's catalogue. */
export interface YandexCampaign {
  readonly id: number;
  readonly name: string;
  readonly placementType: 'FBS' | 'FBY';
  /** The store's warehouse (stock of an FBS store is written there). */
  readonly warehouseId: number;
  readonly warehouseIndex: number;
  readonly timeline: TimelineOptions;
}

/** A business (кабинет) the key belongs to, with its catalogue and stores. */
export interface YandexBusiness {
  readonly key: Exclude<SandboxShopKey, 'revoked'>;
  readonly id: number;
  readonly name: string;
  /** The key's scopes in YM's words. */
  readonly scopes: readonly string[];
  readonly state: ShopState;
  readonly campaigns: readonly YandexCampaign[];
  /** marketSku of listing 0. */
  readonly marketSkuBase: number;
  readonly orderIdBase: number;
}

export const ALL_SCOPES = [
  'ALL_METHODS',
  'INVENTORY_AND_ORDER_PROCESSING',
  'OFFERS_AND_CARDS_MANAGEMENT',
  'PRICING',
  'FINANCE_AND_ACCOUNTING',
] as const;

export function createYandexBusinesses(context: ModuleContext): YandexBusiness[] {
  const keys = ['demo', 'bench', 'missingScope'] as const;
  return keys.map((key, n) => {
    const credentials = SANDBOX_CREDENTIALS.yandex[key];
    const size = key === 'bench' ? context.sizes.bench : context.sizes.demo;
    const label = `yandex-${key}`;
    const state = new ShopState(
      context.seed,
      label,
      size.listings,
      WAREHOUSE_NAMES.map((name, index) => ({ index, name })),
      { now: () => context.clock.now().getTime(), applyAfterMs: context.applyWritesAfterMs },
      ...demoCatalog(key, context.seed, label, 'yandex'),
    );
    const campaigns = credentials.campaignIds.map((id, c): YandexCampaign => ({
      id,
      name: `${key === 'bench' ? 'Нагрузка' : 'Демо-магазин'} ${c === 0 ? 'FBS' : 'FBY'}`,
      placementType: c === 0 ? 'FBS' : 'FBY',
      warehouseId: 1_100_000 + n * 10 + c,
      warehouseIndex: c,
      timeline: {
        seed: context.seed,
        shop: `${label}-${id}`,
        listings: size.listings,
        ordersPerDay: Math.max(1, Math.round(size.ordersPerDay / credentials.campaignIds.length)),
        since: context.historyStart,
      },
    }));
    return {
      key,
      id: credentials.businessId,
      name: key === 'bench' ? 'ООО «Нагрузка»' : 'ООО «Демо-продавец»',
      scopes:
        key === 'missingScope'
          ? ALL_SCOPES.filter((s) => s !== 'PRICING' && s !== 'ALL_METHODS')
          : ALL_SCOPES,
      state,
      campaigns,
      marketSkuBase: 101_000_000_000 + n * 1_000_000_000,
      orderIdBase: (n + 1) * 10_000_000_000,
    };
  });
}

/** Offer ids are the seller's articles; the index behind one, if it is in the catalogue. */
export function indexOfOffer(business: YandexBusiness, offerId: string): number | undefined {
  const match = /-(\d{6})$/.exec(offerId);
  if (!match) return undefined;
  const index = Number(match[1]) - 1;
  if (index < 0 || index >= business.state.listings) return undefined;
  return business.state.product(index).article === offerId ? index : undefined;
}
