import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from './client-routes';

describe('CLIENT_ROUTES', () => {
  it('holds the 3 public and 28 guarded routes of spec §2, each path once', () => {
    const routes = Object.values(CLIENT_ROUTES);
    expect(routes.filter((route) => route.access === 'public')).toHaveLength(3);
    expect(routes.filter((route) => route.access === 'guarded')).toHaveLength(28);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    expect(Object.isFrozen(CLIENT_ROUTES)).toBe(true);
  });
});
