import { describe, expect, it } from 'vitest';
import { PRODUCT, copyrightLine } from './product';

describe('PRODUCT (docs/content.md)', () => {
  it('names the product and its default addresses', () => {
    expect(PRODUCT).toEqual({
      name: 'МаркетПульт',
      latinName: 'marketpult',
      defaultSupportEmail: 'support@marketpult.ru',
      defaultMailFrom: 'МаркетПульт <no-reply@marketpult.ru>',
    });
    expect(Object.isFrozen(PRODUCT)).toBe(true);
  });

  it('writes the sign-in footer copyright line', () => {
    expect(copyrightLine(2025)).toBe('© 2025 МаркетПульт');
  });
});
