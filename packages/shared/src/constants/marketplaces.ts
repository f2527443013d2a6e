import { drawMarketplaceMark } from './marketplace-mark';

interface MarketplaceSource {
  readonly name: string;
  readonly color: string;
  readonly initials: string;
}

/**
 * The ten marketplace logo keys of docs/content.md. The key is the `{marketplace}` segment of
 * `cabinet-item/{marketplace}/{shopId}`. Initials are ours, chosen to tell the marks apart.
 */
const SOURCES = {
  wildberries: { name: 'Wildberries', color: '#CB11AB', initials: 'WB' },
  ozon: { name: 'Ozon', color: '#005BFF', initials: 'O' },
  yandex: { name: 'Яндекс Маркет', color: '#FFCC00', initials: 'ЯМ' },
  aliexpress: { name: 'AliExpress', color: '#E62E04', initials: 'AE' },
  sbermegamarket: { name: 'Мегамаркет', color: '#8654CC', initials: 'М' },
  kazanexpress: { name: 'Магнит Маркет', color: '#7000FF', initials: 'ММ' },
  lamoda: { name: 'Lamoda', color: '#000000', initials: 'L' },
  avito: { name: 'Авито', color: '#00AAFF', initials: 'А' },
  leroymerlin: { name: 'Лемана ПРО', color: '#7BC043', initials: 'ЛП' },
  detmir: { name: 'Детский мир', color: '#0050A0', initials: 'ДМ' },
} as const satisfies Record<string, MarketplaceSource>;

export type MarketplaceKey = keyof typeof SOURCES;

export interface Marketplace extends MarketplaceSource {
  readonly key: MarketplaceKey;
  /** Colour of the initials on the brand colour. */
  readonly textColor: string;
  /** A standalone SVG document (rounded square, initials), safe to inline or use as a data URI. */
  readonly logoSvg: string;
}

export const MARKETPLACE_KEYS = Object.freeze(Object.keys(SOURCES) as MarketplaceKey[]);

export const MARKETPLACES: Readonly<Record<MarketplaceKey, Marketplace>> = Object.freeze(
  Object.fromEntries(
    MARKETPLACE_KEYS.map((key) => {
      const source: MarketplaceSource = SOURCES[key];
      const mark = drawMarketplaceMark(source);
      return [key, Object.freeze({ key, ...source, ...mark })];
    }),
  ) as Record<MarketplaceKey, Marketplace>,
);

export function isMarketplaceKey(value: unknown): value is MarketplaceKey {
  return typeof value === 'string' && Object.hasOwn(SOURCES, value);
}

/** The logo as an `<img src>` value. */
export function marketplaceLogoDataUri(key: MarketplaceKey): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(MARKETPLACES[key].logoSvg)}`;
}
