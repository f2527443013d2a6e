import { describe, expect, it } from 'vitest';
import { contrastRatio } from './marketplace-mark';
import {
  MARKETPLACES,
  MARKETPLACE_KEYS,
  type MarketplaceKey,
  isMarketplaceKey,
  marketplaceLogoDataUri,
} from './marketplaces';

// The table of docs/content.md.
const CONTENT_TABLE: ReadonlyArray<[MarketplaceKey, string, string]> = [
  ['wildberries', 'Wildberries', '#CB11AB'],
  ['ozon', 'Ozon', '#005BFF'],
  ['yandex', 'Яндекс Маркет', '#FFCC00'],
  ['aliexpress', 'AliExpress', '#E62E04'],
  ['sbermegamarket', 'Мегамаркет', '#8654CC'],
  ['kazanexpress', 'Магнит Маркет', '#7000FF'],
  ['lamoda', 'Lamoda', '#000000'],
  ['avito', 'Авито', '#00AAFF'],
  ['leroymerlin', 'Лемана ПРО', '#7BC043'],
  ['detmir', 'Детский мир', '#0050A0'],
];

/** True when every element opened is closed again, innermost first. */
function tagStackBalances(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name ?? '');
    }
  }
  return stack.length === 0;
}

describe('MARKETPLACES', () => {
  it.each(CONTENT_TABLE)('%s is %s in %s', (key, name, color) => {
    expect(isMarketplaceKey(key)).toBe(true);
    expect(MARKETPLACES[key]).toMatchObject({ key, name, color });
  });

  it('has exactly the ten keys of docs/content.md, in its order', () => {
    expect(MARKETPLACE_KEYS).toEqual(CONTENT_TABLE.map(([key]) => key));
    expect(Object.keys(MARKETPLACES)).toEqual(MARKETPLACE_KEYS);
  });

  it('is frozen down to each entry', () => {
    expect(Object.isFrozen(MARKETPLACES)).toBe(true);
    expect(Object.isFrozen(MARKETPLACE_KEYS)).toBe(true);
    for (const key of MARKETPLACE_KEYS) expect(Object.isFrozen(MARKETPLACES[key])).toBe(true);
  });

  it.each(['constructor', '__proto__', 'toString', 'Ozon', 'megamarket', '', 42, undefined])(
    'does not take %j for a marketplace key',
    (value) => {
      expect(isMarketplaceKey(value)).toBe(false);
    },
  );

  it('gives every mark distinct initials', () => {
    const initials = MARKETPLACE_KEYS.map((key) => MARKETPLACES[key].initials);
    expect(new Set(initials).size).toBe(initials.length);
  });
});

describe('marketplace logo marks', () => {
  it.each(MARKETPLACE_KEYS)('%s has a well-formed standalone SVG', (key) => {
    const { logoSvg, initials, color, name, textColor } = MARKETPLACES[key];
    expect(logoSvg.startsWith('<svg ')).toBe(true);
    expect(logoSvg.endsWith('</svg>')).toBe(true);
    expect(logoSvg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(logoSvg).toContain('role="img"');
    expect(logoSvg).toContain(`aria-label="${name}"`);
    expect(logoSvg).toContain(`<title>${name}</title>`);
    expect(logoSvg).toContain(`fill="${color}"`);
    expect(logoSvg).toContain(`>${initials}</text>`);
    expect(logoSvg).toContain(`fill="${textColor}"`);
    expect(initials.length).toBeGreaterThanOrEqual(1);
    expect(initials.length).toBeLessThanOrEqual(2);
    expect(tagStackBalances(logoSvg)).toBe(true);
    expect(logoSvg).not.toMatch(/<script|\son[a-z]+=|href=/i);
  });

  it('writes dark initials on the light brands and white ones on the dark brands', () => {
    expect(MARKETPLACES.yandex.textColor).toBe('#1A1A1A');
    expect(MARKETPLACES.leroymerlin.textColor).toBe('#1A1A1A');
    expect(MARKETPLACES.lamoda.textColor).toBe('#FFFFFF');
    expect(MARKETPLACES.detmir.textColor).toBe('#FFFFFF');
    expect(MARKETPLACES.wildberries.textColor).toBe('#FFFFFF');
  });

  it.each(MARKETPLACE_KEYS)('%s initials meet the WCAG large-text contrast of 3:1', (key) => {
    const { color, textColor } = MARKETPLACES[key];
    expect(contrastRatio(color, textColor)).toBeGreaterThanOrEqual(3);
  });

  it('turns into an image data URI that decodes back to the SVG', () => {
    const uri = marketplaceLogoDataUri('yandex');
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(MARKETPLACES.yandex.logoSvg);
    expect(uri).not.toMatch(/[<>"#\s]/);
  });
});
