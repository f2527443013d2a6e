import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../api-paths';
import { API_CONTRACTS } from './api-contracts';

describe('API_CONTRACTS', () => {
  it('covers every call of spec §7 at the path of API_PATHS', () => {
    expect(Object.values(API_CONTRACTS).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v2/md5',
      'POST /auth/credentials',
      'POST /auth',
      'POST /auth/logout',
      'POST /Users_Registration',
      'POST /Users_ConfirmRegistration',
      'POST /markets-proxy/accounts/confirm',
      'POST /markets/insructions/list',
      'GET /healthz',
      'GET /api/runtime-config',
    ]);
    for (const [name, contract] of Object.entries(API_CONTRACTS)) {
      expect(API_PATHS[name as keyof typeof API_PATHS]).toBe(contract.path);
    }
  });

  it('gives every POST a request schema that rejects unknown fields', () => {
    for (const contract of Object.values(API_CONTRACTS)) {
      if (contract.method !== 'POST') continue;
      expect(contract.request.safeParse({ unexpected: 1 }).success).toBe(false);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(API_CONTRACTS)).toBe(true);
  });
});
