import type { ModuleContext } from '../core/context';
import type { TimelineOptions } from '../core/order-timeline';
import { demoCatalog } from '../core/shared-goods';
import { ShopState, WAREHOUSE_NAMES, type ShopWarehouse } from '../core/shop-state';
import { SANDBOX_CREDENTIALS, WB_SELLER_IDS, type SandboxShopKey } from '../published-credentials';
import { PriceBook } from './price-book';

/** One Wildberries seller in the sandbox (a token's `sid`). */
export interface WbShop {
  readonly key: SandboxShopKey;
  readonly sellerId: string;
  readonly token: string;
  readonly name: string;
  readonly tradeMark: string;
  readonly state: ShopState;
  readonly timeline: TimelineOptions;
  /** nmID of card 0; card i is nmBase + i (likewise imtID and the size's chrtID). */
  readonly nmBase: number;
  readonly chrtBase: number;
  readonly imtBase: number;
  /** updatedAt of card 0 (the newest); each next card was changed 61 s earlier. */
  readonly cardsEpoch: number;
  readonly warehouseIds: readonly number[];
  readonly prices: PriceBook;
}

export const CARD_STEP_MS = 61_000;

const NAMES: Record<SandboxShopKey, [string, string]> = {
  demo: ['ИП Петрова А. С.', 'Уютная лавка'],
  bench: ['ООО «Большой склад»', 'Большой склад'],
  missingScope: ['ИП Сидоров К. Н.', 'Без статистики'],
  revoked: ['ИП Орлова Е. В.', 'Истёкший токен'],
};

export function createWbShops(context: ModuleContext): WbShop[] {
  const keys: SandboxShopKey[] = ['demo', 'bench', 'missingScope', 'revoked'];
  return keys.map((key, n) => {
    const size = key === 'bench' ? context.sizes.bench : context.sizes.demo;
    const shopLabel = `wildberries-${key}`;
    const warehouses: ShopWarehouse[] = WAREHOUSE_NAMES.slice(0, 2).map((name, index) => ({
      index,
      name,
    }));
    const state = new ShopState(
      context.seed,
      shopLabel,
      size.listings,
      warehouses,
      { now: () => context.clock.now().getTime(), applyAfterMs: context.applyWritesAfterMs },
      ...demoCatalog(key, context.seed, shopLabel, 'wildberries'),
    );
    const nmBase = 180_000_000 + n * 10_000_000;
    return {
      key,
      sellerId: WB_SELLER_IDS[key],
      token: SANDBOX_CREDENTIALS.wildberries[key].token,
      name: NAMES[key][0],
      tradeMark: NAMES[key][1],
      state,
      timeline: {
        seed: context.seed,
        shop: shopLabel,
        listings: size.listings,
        ordersPerDay: size.ordersPerDay,
        since: context.historyStart,
      },
      nmBase,
      chrtBase: 300_000_000 + n * 10_000_000,
      imtBase: 140_000_000 + n * 10_000_000,
      cardsEpoch: context.historyStart.getTime(),
      warehouseIds: warehouses.map((w) => 1_301_000 + n * 10 + w.index),
      prices: new PriceBook(state, nmBase, context.applyWritesAfterMs),
    };
  });
}

/** The card index an nmID names in this shop, if any. */
export function indexOfNmId(shop: WbShop, nmID: unknown): number | undefined {
  const index = Number(nmID) - shop.nmBase;
  return Number.isInteger(index) && index >= 0 && index < shop.state.listings ? index : undefined;
}

export function indexOfChrtId(shop: WbShop, chrtID: unknown): number | undefined {
  const index = Number(chrtID) - shop.chrtBase;
  return Number.isInteger(index) && index >= 0 && index < shop.state.listings ? index : undefined;
}
