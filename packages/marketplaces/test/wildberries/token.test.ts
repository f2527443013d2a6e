import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../../src/core/errors';
import { checkWbCredentials } from '../../src/wildberries/credentials';
import type { WbRequest } from '../../src/wildberries/http';
import { decodeWbToken } from '../../src/wildberries/token';

const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object): string => `${part({ alg: 'ES256' })}.${part(claims)}.c2ln`;

/** seller-info as WB answers it; the token's own claims are what these tests are about. */
const sellerInfo: WbRequest = <T>() =>
  Promise.resolve({ name: 'ИП Тестов', sid: 'seller-1', tradeMark: 'Тест' } as T);

const NOW = new Date('2026-11-24T00:00:00Z');

describe('Wildberries token claims', () => {
  it('reads seller, expiry, category bits and the test-contour flag', () => {
    const claims = decodeWbToken(
      jwt({ sid: 's-1', exp: 1_800_000_000, s: 2 ** 1 + 2 ** 3, t: false }),
    );
    expect(claims).toEqual({
      sellerId: 's-1',
      expiresAt: new Date(1_800_000_000_000),
      categoryBits: 10,
      testContour: false,
    });
    expect(decodeWbToken('not.a-jwt')).toBeNull();
  });

  it('names each missing category in Russian, and a read-only token as lacking write', async () => {
    const contentOnly = jwt({ sid: 's', exp: 1_900_000_000, s: 2 ** 1 + 2 ** 30 });
    const check = await checkWbCredentials(sellerInfo, { token: contentOnly }, NOW);
    expect(check.missingScopes).toEqual([
      { scope: 'prices', title: 'Цены и скидки' },
      { scope: 'marketplace', title: 'Маркетплейс' },
      { scope: 'statistics', title: 'Статистика' },
      { scope: 'write', title: 'Запись (токен только на чтение)' },
    ]);
    expect(check.scopes).toEqual(['content', 'readOnly']);
    expect(check.expiresAt).toBe('2030-03-17T17:46:40.000Z');
  });

  it('refuses an expired or test-contour token before any call', async () => {
    for (const claims of [
      { sid: 's', exp: 1_700_000_000, s: 62 },
      { sid: 's', exp: 1_900_000_000, s: 62, t: true },
    ]) {
      const error = await checkWbCredentials(sellerInfo, { token: jwt(claims) }, NOW).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConnectorError);
      expect((error as ConnectorError).kind).toBe('unauthorized');
    }
  });
});
