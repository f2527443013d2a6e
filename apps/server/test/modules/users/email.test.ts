import { describe, expect, it } from 'vitest';
import { canonicalEmail } from '../../../src/modules/users/email';

describe('canonicalEmail', () => {
  it.each([
    ['seller@example.com', 'seller@example.com'],
    ['  Seller@Example.COM\t', 'seller@example.com'],
    ['Иван@Пример.РФ', 'иван@xn--e1afmkfd.xn--p1ai'],
    ['ivan@xn--e1afmkfd.xn--p1ai', 'ivan@xn--e1afmkfd.xn--p1ai'],
    ['ivan@MÜNCHEN.de', 'ivan@xn--mnchen-3ya.de'],
    ['"odd@local"@example.com', '"odd@local"@example.com'],
    ['no-at-sign', 'no-at-sign'],
  ])('%j → %j', (raw, canonical) => {
    expect(canonicalEmail(raw)).toBe(canonical);
  });

  it('treats composed and decomposed letters alike', () => {
    expect(canonicalEmail('jose\u0301@example.com')).toBe(canonicalEmail('jos\u00e9@example.com'));
  });
});
