import { describe, expect, it } from 'vitest';
import { isSignedOutRoute, SIGNED_IN_HOME, SIGNED_OUT_ROUTES } from './signed-out-routes';

describe('the signed-out routes', () => {
  it('are sign-in and sign-up; the confirmation link stays open to everyone', () => {
    expect(SIGNED_OUT_ROUTES).toEqual(['/login', '/registration']);
    expect(Object.isFrozen(SIGNED_OUT_ROUTES)).toBe(true);
    expect(SIGNED_IN_HOME).toBe('/');
  });

  it.each([
    ['/login', true],
    ['/login/', true],
    ['/registration', true],
    ['/registration//', true],
    ['/registration/confirm', false],
    ['/', false],
    ['/cabinet', false],
    ['/Login', false],
    ['/login/extra', false],
  ])('%s → %s', (path, expected) => {
    expect(isSignedOutRoute(path)).toBe(expected);
  });
});
