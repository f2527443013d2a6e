import { randomUUID } from 'node:crypto';
import { ConnectorError, type Connector } from '@marketpult/marketplaces';
import type { FastifyInstance } from 'fastify';
import { cabinets } from '../../../src/db/schema';
import type { CabinetConnectorFactory } from '../../../src/modules/cabinets/context';
import type { SyncQueue } from '../../../src/modules/cabinets/sync/sync-queue';

/** The one key the fuzzer's marketplace accepts: it opens the Wildberries shop FUZZ_SHOP. */
export const FUZZ_KEY = 'fuzz-wb-token-0000-c0ffee';
export const FUZZ_SHOP = '3003';

/** A marketplace that answers at once and never fails but for a wrong key. */
export const fuzzConnectorFactory: CabinetConnectorFactory = (marketplace, credentials) => {
  const secret = 'token' in credentials ? credentials.token : credentials.apiKey;
  const refuseWrongKey = () => {
    if (secret !== FUZZ_KEY) throw new ConnectorError('unauthorized', 'HTTP 401');
  };
  const connector: Connector = {
    marketplace,
    checkCredentials: async () => {
      refuseWrongKey();
      return {
        shops: [{ externalId: FUZZ_SHOP, name: 'Фазз-магазин' }],
        scopes: ['content'],
        missingScopes: [],
        expiresAt: null,
      };
    },
    listListings: async () => ({ items: [], nextCursor: null }),
    listOrders: async () => ({ items: [], nextCursor: null }),
    readListings: async () => [],
    updatePrices: async () => [],
    updateStocks: async () => [],
  };
  return connector;
};

/**
 * Keeps queued runs queued: a run writing in the background would show up as a change made
 * by whichever request the fuzzer sends next.
 */
export const parkedSyncQueue = (): SyncQueue => ({
  enqueue: async () => undefined,
  wake: () => undefined,
  idle: async () => undefined,
  close: async () => undefined,
});

/** A cabinet of `userId` on FUZZ_SHOP with FUZZ_KEY stored as the app would store it. */
export async function plantCabinet(app: FastifyInstance, userId: string): Promise<string> {
  const id = randomUUID();
  await app.db.insert(cabinets).values({
    id,
    userId,
    marketplace: 'wildberries',
    name: 'Кабинет для фаззера',
    shopExternalId: FUZZ_SHOP,
    credentialsCiphertext: app.cabinets.vault.encrypt(
      { marketplace: 'wildberries', token: FUZZ_KEY },
      { userId, cabinetId: id },
    ),
    credentialsMask: '••••ffee',
    createdAt: app.clock.now(),
  });
  return id;
}
