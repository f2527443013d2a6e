import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@marketpult/sandbox';
import { ConnectorError } from '../../src/core/errors';
import { createWildberriesConnector } from '../../src/wildberries/connector';
import { startWbSandbox, wbConnector } from './sandbox';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startWbSandbox({ sizes: { demo: { listings: 50 } } });
});

afterAll(async () => {
  expect(sandbox.contractViolations()).toEqual([]);
  await sandbox.close();
});

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('Wildberries credentials (JWT claims, then seller-info)', () => {
  it('names the seller as the shop and reads expiry and categories from the token', async () => {
    const check = await wbConnector(sandbox, 'demo').checkCredentials();
    expect(check.shops).toEqual([
      { externalId: '5e1d0001-7a2b-4c3d-8e9f-0a1b2c3d4e01', name: 'Уютная лавка' },
    ]);
    expect(check.expiresAt).toBe('2100-01-01T00:00:00.000Z');
    expect(check.missingScopes).toEqual([]);
    expect(check.scopes).toEqual(expect.arrayContaining(['content', 'prices', 'marketplace']));
  });

  it('a token without «Статистика» is reported as a missing scope, and orders are refused', async () => {
    const connector = wbConnector(sandbox, 'missingScope');
    const check = await connector.checkCredentials();
    expect(check.missingScopes).toEqual([{ scope: 'statistics', title: 'Статистика' }]);

    const refused = await failure(
      connector.listOrders({ from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' }, null),
    );
    expect(refused.kind).toBe('forbidden');
  });

  it('an expired token is unauthorized: by its own expiry, and by the marketplace', async () => {
    const connector = wbConnector(sandbox, 'revoked');
    const byClaims = await failure(connector.checkCredentials());
    expect(byClaims.kind).toBe('unauthorized');
    expect(byClaims.message).toContain('2025-01-01');

    const byMarketplace = await failure(connector.listListings(null));
    expect(byMarketplace.kind).toBe('unauthorized');
  });

  it('something that is not a JWT is refused without a call', async () => {
    const connector = createWildberriesConnector(
      { token: 'not-a-token' },
      { baseUrl: sandbox.urls.wildberries, limiterKey: 'wb-test-not-a-token' },
    );
    const error = await failure(connector.checkCredentials());
    expect(error.kind).toBe('unauthorized');
  });
});
