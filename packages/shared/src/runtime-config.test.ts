import { describe, expect, it } from 'vitest';
import { MENU_VARIANTS, runtimeConfigSchema } from './runtime-config';

const CONFIG = {
  productName: 'МаркетПульт',
  menuVariant: 'prod',
  supportEmail: 'support@marketpult.ru',
  marketsProxyToken: 'public-token',
};

describe('runtimeConfigSchema', () => {
  it('knows the three menu variants of spec §1', () => {
    expect(MENU_VARIANTS).toEqual(['prod', 'hc-market', 'hc-my']);
  });

  it('accepts a complete configuration', () => {
    expect(runtimeConfigSchema.parse(CONFIG)).toEqual(CONFIG);
  });

  it.each([
    ['an unknown menu variant', { ...CONFIG, menuVariant: 'beta' }],
    ['an unknown field', { ...CONFIG, smtpUrl: 'smtp://x' }],
    ['a missing field', { productName: 'МаркетПульт', menuVariant: 'prod' }],
  ])('rejects %s', (_, body) => {
    expect(runtimeConfigSchema.safeParse(body).success).toBe(false);
  });
});
