import { describe, expect, it } from 'vitest';
import { routePatternMatcher } from './route-pattern';

const matches = (pattern: string, pathname: string) => routePatternMatcher(pattern)(pathname);

describe('routePatternMatcher', () => {
  it.each([
    ['/login', '/login'],
    ['/login', '/login/'],
    ['/login', '/login//'],
    ['/login', '/LOGIN'],
    ['/registration/confirm', '/Registration/Confirm'],
    ['/catalog/:id', '/catalog/42'],
    ['/catalog/:id', '/catalog/%D0%9A%D1%80%D1%83%D0%B6%D0%BA%D0%B0'],
    ['/catalog/:id', '/catalog/a%2Fb'],
    ['/catalog/:id/:chart', '/catalog/42/prices/'],
    ['/cabinet-item/:marketplace/:shopId', '/cabinet-item/ozon/17'],
    ['/orders', '/%6Frders'],
    ['/', '/'],
    ['/', '//'],
  ])('%s matches %s', (pattern, pathname) => {
    expect(matches(pattern, pathname)).toBe(true);
  });

  it.each([
    ['/login', '/logins'],
    ['/login', '/login/extra'],
    ['/login', '/x/login'],
    ['/login', '//login'],
    ['/cabinet', '/cabinet-add'],
    ['/catalog/:id', '/catalog'],
    ['/catalog/:id', '/catalog/'],
    ['/catalog/:id', '/catalog//'],
    ['/catalog/:id', '/catalog/1/2'],
    ['/catalog/:id/:chart', '/catalog//prices'],
    ['/', '/orders'],
    ['/', ''],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(matches(pattern, pathname)).toBe(false);
  });

  it('compares a path that does not decode as it came', () => {
    expect(matches('/catalog/:id', '/catalog/%zz')).toBe(true);
    expect(matches('/orders', '/%6Frders/%zz')).toBe(false);
  });

  it('reads the characters of a pattern as themselves, not as a regular expression', () => {
    expect(matches('/a.b', '/a.b')).toBe(true);
    expect(matches('/a.b', '/axb')).toBe(false);
    expect(matches('/a+', '/aa')).toBe(false);
  });
});
