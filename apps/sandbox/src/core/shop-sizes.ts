/** How big each published shop is; tests shrink them, the bench grows them. */
export interface ShopSize {
  readonly listings: number;
  readonly ordersPerDay: number;
}

export interface ShopSizes {
  readonly demo: ShopSize;
  readonly bench: ShopSize;
}

export const DEFAULT_SHOP_SIZES: ShopSizes = {
  demo: { listings: 1_000, ordersPerDay: 40 },
  bench: { listings: 100_000, ordersPerDay: 400 },
};

/** How far back the shops' order history goes from the sandbox's start. */
export const HISTORY_DAYS = 90;
