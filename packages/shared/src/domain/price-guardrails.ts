/**
 * The guardrails every price and stock write passes before anything is sent (README, "Price
 * writes"). Pure: the caller brings the listing's values, the history count and the economics;
 * the verdict says whether the change may go, may go only with the seller's override, or may
 * never go as it is.
 */

export type GuardedMarketplace = 'ozon' | 'wildberries' | 'yandex';

export const PRICE_GUARDRAIL_DEFAULTS = Object.freeze({
  /** One step may move the price at most this many per cent either way (overridable). */
  maxStepPercent: 30,
  /** No listing is priced above this (roubles): a typo guard, never overridable. */
  maxPrice: 10_000_000,
  /** WB: a new price after discount at least this many times below the current one goes to quarantine. */
  wbQuarantineFactor: 3,
  /** Ozon: a product's price takes at most this many changes an hour. */
  ozonChangesPerHour: 10,
  /** Units per warehouse a stock write may set (WB's maximum; the others take less in practice). */
  maxStock: 100_000,
});

export type PriceGuardrailSettings = { [K in keyof typeof PRICE_GUARDRAIL_DEFAULTS]: number };

export const GUARDRAIL_CODES = Object.freeze([
  'price_not_positive',
  'price_too_high',
  'below_min_price',
  'below_break_even',
  'break_even_unknown',
  'step_too_large',
  'wb_quarantine',
  'ozon_hourly_limit',
  'old_price_not_above',
  'old_price_gap_too_small',
  'old_price_gap_too_big',
  'min_price_unsupported',
  'min_price_above_price',
  'stock_invalid',
  'unknown_warehouse',
  'price_unknown',
  'yielded',
  'no_change',
] as const);
export type GuardrailCode = (typeof GUARDRAIL_CODES)[number];

/**
 * `block`: the change is not sent unless the seller overrides that change; `refuse`: never sent
 * as it is (an override does not help: the marketplace would refuse it, or it is a typo);
 * `info`: said, changes nothing.
 */
export type GuardrailSeverity = 'block' | 'refuse' | 'info';

export interface GuardrailReason {
  readonly code: GuardrailCode;
  readonly severity: GuardrailSeverity;
  /** Russian, for the seller. */
  readonly message: string;
}

/** ok: may go; needs_override: goes only if the seller overrides it; refused: never goes. */
export type GuardrailVerdict = 'ok' | 'needs_override' | 'refused';

export interface GuardrailResult {
  readonly verdict: GuardrailVerdict;
  readonly reasons: readonly GuardrailReason[];
}

export interface PriceValues {
  readonly price: number | null;
  readonly oldPrice: number | null;
  readonly minPrice: number | null;
}

export interface PriceCheckInput {
  readonly marketplace: GuardedMarketplace;
  /** The listing as the last sync (or read-back) saw it. */
  readonly before: PriceValues;
  /** What the change would set; `oldPrice`/`minPrice` null = none. */
  readonly wanted: {
    readonly price: number;
    readonly oldPrice: number | null;
    readonly minPrice: number | null;
  };
  /** The product's own minimum price (products.min_price), when the catalogue has one. */
  readonly productMinPrice?: number | null;
  /** The break-even price from the unit economics; null or absent = the cost price is unknown. */
  readonly breakEvenPrice?: number | null;
  /** Ozon: price changes of this product sent within the last hour (from the history). */
  readonly changesLastHour?: number;
  readonly settings?: Partial<PriceGuardrailSettings>;
}

const rub = (value: number): string =>
  `${value.toLocaleString('ru-RU', { maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ')} ₽`;

function verdictOf(reasons: readonly GuardrailReason[]): GuardrailResult {
  const verdict = reasons.some((reason) => reason.severity === 'refuse')
    ? 'refused'
    : reasons.some((reason) => reason.severity === 'block')
      ? 'needs_override'
      : 'ok';
  return { verdict, reasons };
}

/** Every rule a price change must pass, each failing one a reason. */
export function checkPriceChange(input: PriceCheckInput): GuardrailResult {
  const settings = { ...PRICE_GUARDRAIL_DEFAULTS, ...input.settings };
  const { marketplace, before, wanted } = input;
  const reasons: GuardrailReason[] = [];
  const add = (code: GuardrailCode, severity: GuardrailSeverity, message: string) =>
    reasons.push({ code, severity, message });

  if (!(wanted.price > 0) || !Number.isFinite(wanted.price)) {
    add('price_not_positive', 'refuse', 'Цена должна быть больше нуля');
    return verdictOf(reasons);
  }
  if (wanted.price > settings.maxPrice) {
    add('price_too_high', 'refuse', `Цена выше ${rub(settings.maxPrice)}: похоже на опечатку`);
  }
  if (
    before.price === wanted.price &&
    before.oldPrice === wanted.oldPrice &&
    (wanted.minPrice === null || before.minPrice === wanted.minPrice)
  ) {
    add('no_change', 'info', 'Цена не меняется');
  }
  reasons.push(...minPriceRules(marketplace, wanted));
  reasons.push(...oldPriceRules(marketplace, wanted.price, wanted.oldPrice));

  // A price already under a floor that this change leaves as it is (only the old or minimum
  // price moves) is said, not held for confirmation: the change does not make it worse.
  const floorSeverity: GuardrailSeverity = before.price === wanted.price ? 'info' : 'block';
  // The listing's own minimum (the new one if this change sets it) and the product's.
  const listingMin = wanted.minPrice ?? before.minPrice;
  const floor = Math.max(listingMin ?? 0, input.productMinPrice ?? 0);
  if (floor > 0 && wanted.price < floor) {
    add('below_min_price', floorSeverity, `Цена ниже минимальной (${rub(floor)})`);
  }
  if (input.breakEvenPrice == null) {
    add(
      'break_even_unknown',
      'info',
      'Проверка безубыточности пропущена: себестоимость товара неизвестна',
    );
  } else if (wanted.price < input.breakEvenPrice) {
    add(
      'below_break_even',
      floorSeverity,
      `Цена ниже безубыточной (${rub(input.breakEvenPrice)}): продажа в минус`,
    );
  }
  if (before.price !== null && before.price > 0) {
    const step = (Math.abs(wanted.price - before.price) / before.price) * 100;
    if (step > settings.maxStepPercent) {
      add(
        'step_too_large',
        'block',
        `Цена меняется на ${Math.round(step)} %, больше допустимых ${settings.maxStepPercent} % за один шаг`,
      );
    }
    if (
      marketplace === 'wildberries' &&
      wanted.price * settings.wbQuarantineFactor <= before.price
    ) {
      add(
        'wb_quarantine',
        'block',
        `Новая цена в ${settings.wbQuarantineFactor} и более раз ниже текущей: Wildberries отправит товар в карантин цен и продолжит продавать по старой`,
      );
    }
  }
  if (marketplace === 'ozon' && (input.changesLastHour ?? 0) >= settings.ozonChangesPerHour) {
    add(
      'ozon_hourly_limit',
      'refuse',
      `Ozon: цену товара можно менять не чаще ${settings.ozonChangesPerHour} раз в час, попробуйте позже`,
    );
  }
  return verdictOf(reasons);
}

function minPriceRules(
  marketplace: GuardedMarketplace,
  wanted: PriceCheckInput['wanted'],
): GuardrailReason[] {
  if (wanted.minPrice === null) return [];
  if (marketplace !== 'ozon') {
    return [
      {
        code: 'min_price_unsupported',
        severity: 'refuse',
        message: 'Минимальную цену на этом маркетплейсе задать нельзя',
      },
    ];
  }
  if (!(wanted.minPrice > 0) || wanted.minPrice > wanted.price) {
    return [
      {
        code: 'min_price_above_price',
        severity: 'refuse',
        message: 'Минимальная цена должна быть больше нуля и не выше цены',
      },
    ];
  }
  return [];
}

/**
 * The crossed-out price each marketplace takes: above the price, and on Ozon with the gap its
 * import/prices errors name (discount_for_*_price_is_too_small, discount_too_big); Yandex
 * Market takes a discount of 5–99 % (DiscountBase in its file). WB turns it into its discount.
 */
export function oldPriceRules(
  marketplace: GuardedMarketplace,
  price: number,
  oldPrice: number | null,
): GuardrailReason[] {
  if (oldPrice === null) return [];
  const refuse = (code: GuardrailCode, message: string): GuardrailReason[] => [
    { code, severity: 'refuse', message },
  ];
  if (!(oldPrice > price)) {
    return refuse('old_price_not_above', 'Цена до скидки должна быть выше цены');
  }
  const gap = oldPrice - price;
  const discount = (gap / oldPrice) * 100;
  if (marketplace === 'ozon') {
    if (price <= 400 && gap <= 20) {
      return refuse(
        'old_price_gap_too_small',
        'Ozon: при цене до 400 ₽ цена до скидки должна быть выше больше чем на 20 ₽',
      );
    }
    if (price > 400 && price <= 10_000 && discount <= 5) {
      return refuse(
        'old_price_gap_too_small',
        'Ozon: при цене от 400 до 10 000 ₽ скидка должна быть больше 5 %',
      );
    }
    if (price > 10_000 && gap <= 500) {
      return refuse(
        'old_price_gap_too_small',
        'Ozon: при цене выше 10 000 ₽ цена до скидки должна быть выше больше чем на 500 ₽',
      );
    }
    if (discount >= 90) {
      return refuse('old_price_gap_too_big', 'Ozon: скидка должна быть меньше 90 %');
    }
  }
  if (marketplace === 'yandex' && (discount < 5 || discount > 99)) {
    return refuse('old_price_gap_too_small', 'Яндекс Маркет: скидка должна быть от 5 до 99 %');
  }
  if (marketplace === 'wildberries' && discount > 99) {
    return refuse('old_price_gap_too_big', 'Wildberries: скидка должна быть не больше 99 %');
  }
  return [];
}

/** A stock write: a whole number of units within the marketplace's range. */
export function checkStockChange(input: {
  readonly before: number | null;
  readonly wanted: number;
  readonly settings?: Partial<PriceGuardrailSettings>;
}): GuardrailResult {
  const { maxStock } = { ...PRICE_GUARDRAIL_DEFAULTS, ...input.settings };
  if (!Number.isInteger(input.wanted) || input.wanted < 0 || input.wanted > maxStock) {
    return verdictOf([
      {
        code: 'stock_invalid',
        severity: 'refuse',
        message: `Остаток должен быть целым числом от 0 до ${maxStock.toLocaleString('ru-RU').replace(/\u00a0/g, ' ')}`,
      },
    ]);
  }
  if (input.before === input.wanted) {
    return verdictOf([{ code: 'no_change', severity: 'info', message: 'Остаток не меняется' }]);
  }
  return verdictOf([]);
}

/** Roubles rounded to kopecks, as money is stored. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The price a rule gives a listing: set a value, or move the current one by % or by roubles. */
export function priceByRule(
  current: number | null,
  rule: { readonly kind: 'set' | 'percent' | 'rub'; readonly value: number },
): number | null {
  if (rule.kind === 'set') return roundMoney(rule.value);
  if (current === null) return null;
  return rule.kind === 'percent'
    ? roundMoney(current * (1 + rule.value / 100))
    : roundMoney(current + rule.value);
}

/**
 * The crossed-out price that shows a discount of `percent` on `price`: price ÷ (1 − percent/100).
 * Wildberries takes whole roubles (its price before discount is an integer; it then computes
 * the whole-per-cent discount itself), the others take kopecks.
 */
export function oldPriceForDiscount(
  marketplace: GuardedMarketplace,
  price: number,
  percent: number,
): number {
  const exact = price / (1 - percent / 100);
  return marketplace === 'wildberries' ? Math.round(exact) : roundMoney(exact);
}
