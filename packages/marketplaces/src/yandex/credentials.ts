import type { CredentialCheck, ShopChoice } from '../core/connector';
import { ConnectorError } from '../core/errors';
import { listYandexShops } from './campaign';
import type { YmCall } from './http';

interface Need {
  /** The scope to ask for, in Yandex Market's words. */
  readonly scope: string;
  readonly title: string;
  /** Every key scope that opens it (the file's `x-auth-scopes` of the methods used). */
  readonly acceptedBy: readonly string[];
  /** A one-item read that a key without the scope is refused (403) on. */
  readonly probe: (call: YmCall, businessId: number) => Promise<unknown>;
}

const NEEDED: readonly Need[] = [
  {
    scope: 'OFFERS_AND_CARDS_MANAGEMENT',
    title: 'Товары и карточки: просмотр и остатки',
    acceptedBy: ['OFFERS_AND_CARDS_MANAGEMENT', 'ALL_METHODS'],
    probe: (call, businessId) =>
      call('post', '/v2/businesses/{businessId}/offer-mappings', {
        params: { businessId },
        query: { limit: 1 },
        body: {},
        group: 'offerMappings',
        readOnly: true,
      }),
  },
  {
    scope: 'PRICING',
    title: 'Управление ценами',
    acceptedBy: ['PRICING', 'ALL_METHODS'],
    probe: (call, businessId) =>
      call('post', '/v2/businesses/{businessId}/offer-prices', {
        params: { businessId },
        query: { limit: 1 },
        body: {},
        group: 'pricesRead',
        readOnly: true,
      }),
  },
  {
    scope: 'INVENTORY_AND_ORDER_PROCESSING_READ_ONLY',
    title: 'Заказы: просмотр',
    acceptedBy: [
      'INVENTORY_AND_ORDER_PROCESSING_READ_ONLY',
      'INVENTORY_AND_ORDER_PROCESSING',
      'ALL_METHODS_READ_ONLY',
      'ALL_METHODS',
    ],
    probe: (call, businessId) =>
      call('post', '/v1/businesses/{businessId}/orders', {
        params: { businessId },
        query: { limit: 1 },
        body: {},
        group: 'orders',
        readOnly: true,
      }),
  },
];

/**
 * The key's scopes come from POST /v2/auth/token. Where that method does not answer (OAuth
 * tokens, an emulator without it), each need is probed with a one-item read instead.
 */
export async function checkYandexCredentials(call: YmCall): Promise<CredentialCheck> {
  const shops = await listYandexShops(call);
  const scopes = await keyScopes(call);
  const missing =
    scopes !== undefined
      ? NEEDED.filter((need) => !need.acceptedBy.some((scope) => scopes.includes(scope)))
      : await probeNeeds(call, shops);
  return {
    shops,
    scopes: scopes ?? [],
    missingScopes: missing.map(({ scope, title }) => ({ scope, title })),
    // Yandex Market's Api-Key tokens carry no expiry in the API.
    expiresAt: null,
  };
}

async function keyScopes(call: YmCall): Promise<string[] | undefined> {
  try {
    const token = await call('post', '/v2/auth/token', { group: 'authToken', readOnly: true });
    return [...(token.result?.apiKey?.authScopes ?? [])];
  } catch (error) {
    const status = error instanceof ConnectorError ? error.detail.status : undefined;
    if (status === 404 || status === 501) return undefined;
    throw error;
  }
}

async function probeNeeds(call: YmCall, shops: readonly ShopChoice[]): Promise<Need[]> {
  const businessId = Number(shops.find((shop) => shop.businessId)?.businessId);
  if (!Number.isFinite(businessId)) return [];
  const missing: Need[] = [];
  for (const need of NEEDED) {
    try {
      await need.probe(call, businessId);
    } catch (error) {
      if (!(error instanceof ConnectorError && error.kind === 'forbidden')) throw error;
      missing.push(need);
    }
  }
  return missing;
}
