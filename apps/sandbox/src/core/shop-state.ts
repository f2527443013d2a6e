import { catalogProduct, type CatalogProduct } from './catalog';
import { between, unit } from './random';

/** A warehouse of a shop, in the sandbox's own terms. */
export interface ShopWarehouse {
  readonly index: number;
  readonly name: string;
}

export const WAREHOUSE_NAMES = ['Склад Москва (Подольск)', 'Склад Казань', 'Склад Екатеринбург'];

export interface PriceState {
  readonly price: number;
  readonly oldPrice: number;
  readonly minPrice: number;
}

/** A written value and when it takes effect; before that, reads show the value before it. */
interface Written<T> {
  readonly value: T;
  readonly before: T;
  readonly effectiveAt: number;
}

/** How written values reach reads: at once (default), or after a delay on the sandbox's clock. */
export interface WriteTiming {
  /** The sandbox's time in ms. */
  readonly now: () => number;
  /**
   * Marketplaces accept a write and apply it later: reads show the old value for this long
   * (default 0). Lets a test prove that a connector reads back instead of trusting the "OK".
   */
  readonly applyAfterMs: number;
}

const AT_ONCE: WriteTiming = { now: () => 0, applyAfterMs: 0 };

/**
 * What the seller changed on top of the generated catalogue: written prices and stocks, and
 * when, so limits such as Ozon's "10 price changes per product per hour" can be applied. Only
 * touched products take memory.
 */
export class ShopState {
  private readonly prices = new Map<number, Written<PriceState>>();
  private readonly priceChanges = new Map<number, number[]>();
  private readonly stocks = new Map<string, Written<number>>();
  private readonly stockWrites = new Map<string, number>();

  constructor(
    readonly seed: number,
    readonly shop: string,
    readonly listings: number,
    readonly warehouses: readonly ShopWarehouse[],
    private readonly timing: WriteTiming = AT_ONCE,
    /** Product `index` of this shop: the generated catalogue unless a shop has its own. */
    private readonly catalog: (index: number) => CatalogProduct = (index) =>
      catalogProduct(seed, shop, index),
  ) {}

  private visible<T>(written: Written<T>): T {
    return this.timing.now() >= written.effectiveAt ? written.value : written.before;
  }

  product(index: number): CatalogProduct {
    return this.catalog(index);
  }

  /** The price as reads show it (a write not applied yet is not shown). */
  price(index: number): PriceState {
    const written = this.prices.get(index);
    if (written) return this.visible(written);
    const { price, oldPrice, minPrice } = this.product(index);
    return { price, oldPrice, minPrice };
  }

  /** The price including writes not applied yet (what the next write is checked against). */
  latestPrice(index: number): PriceState {
    return this.prices.get(index)?.value ?? this.price(index);
  }

  setPrice(index: number, next: PriceState, at: number): void {
    this.prices.set(index, {
      value: next,
      before: this.price(index),
      effectiveAt: at + this.timing.applyAfterMs,
    });
    this.priceChanges.set(index, [...(this.priceChanges.get(index) ?? []), at]);
  }

  /** Price changes of a product since `since` (ms). */
  priceChangesSince(index: number, since: number): number {
    return (this.priceChanges.get(index) ?? []).filter((at) => at >= since).length;
  }

  /** Units on a warehouse: generated (a tenth of the goods sold out) unless written. */
  stock(index: number, warehouse: number): number {
    const written = this.stocks.get(`${index}:${warehouse}`);
    if (written !== undefined) return this.visible(written);
    if (unit(this.seed, this.shop, index, warehouse, 'soldout') < 0.1) return 0;
    return between(this.seed, 1, 150, this.shop, index, warehouse, 'stock');
  }

  /** Units reserved for orders not yet shipped. */
  reserved(index: number, warehouse: number): number {
    return unit(this.seed, this.shop, index, warehouse, 'reserved') < 0.15 ? 1 : 0;
  }

  setStock(index: number, warehouse: number, amount: number, at: number): void {
    this.stocks.set(`${index}:${warehouse}`, {
      value: amount,
      before: this.stock(index, warehouse),
      effectiveAt: at + this.timing.applyAfterMs,
    });
    this.stockWrites.set(`${index}:${warehouse}`, at);
  }

  lastStockWrite(index: number, warehouse: number): number | undefined {
    return this.stockWrites.get(`${index}:${warehouse}`);
  }
}
