import { describe, expect, it } from 'vitest';
import { API_PATHS, isApiPath } from './api-paths';

describe('API_PATHS', () => {
  it('keeps the spellings of spec §7', () => {
    expect(API_PATHS.instructionsList).toBe('/markets/insructions/list');
    expect(API_PATHS.registration).toBe('/Users_Registration');
    expect(API_PATHS.confirmRegistration).toBe('/Users_ConfirmRegistration');
    expect(Object.isFrozen(API_PATHS)).toBe(true);
  });
});

describe('isApiPath', () => {
  it.each(Object.values(API_PATHS))('%s belongs to the server', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/healthz?probe=1', '/api/unknown', '/v2/other', '/docs/json', '/help/a.pdf'])(
    '%s belongs to the server',
    (path) => {
      expect(isApiPath(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/login',
    '/registration',
    '/registration/confirm?u=a&k=b',
    '/cabinet',
    '/catalog/12/chart',
    '/authors',
    '/healthzz',
    '/documents',
  ])('%s is a client route', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});
