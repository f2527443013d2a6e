import { describe, expect, it } from 'vitest';
import { isClientRoutePath } from './client-route-match';

describe('isClientRoutePath', () => {
  it.each([
    '/',
    '/login',
    '/login/',
    '/registration/confirm?u=a%40b.ru&k=1',
    '/cabinet',
    '/catalog/42',
    '/catalog/42/prices',
    '/cabinet-item/ozon/17',
    '/profile/password/change',
  ])('%s is a screen of the app', (path) => {
    expect(isClientRoutePath(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/catalog/1/chart/extra',
    '/registration/other',
    '/cabinet-item/ozon',
    '/index.html',
    '/favicon.ico',
    '/api/nope',
    '/no-such-page?next=/cabinet',
  ])('%s is not', (path) => {
    expect(isClientRoutePath(path)).toBe(false);
  });
});
