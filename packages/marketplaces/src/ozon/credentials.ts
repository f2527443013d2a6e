import type { CredentialCheck, CredentialsByMarketplace } from '../core/connector';
import { ConnectorError } from '../core/errors';
import type { OzonPath } from './api';
import type { OzonPost } from './http';

/**
 * The methods the product calls, with what a seller would call each in Ozon's key settings.
 * Ozon's /v1/roles lists, per role of the key, the methods it opens; a method in no role is
 * a scope the key lacks.
 */
const NEEDED_METHODS: Readonly<Partial<Record<OzonPath, string>>> = {
  '/v3/product/list': 'Товары: список товаров',
  '/v3/product/info/list': 'Товары: карточки товаров',
  '/v5/product/info/prices': 'Цены: просмотр цен',
  '/v1/product/info/stocks-by-warehouse/fbs': 'Остатки: просмотр по складам',
  '/v1/product/import/prices': 'Цены: изменение цен',
  '/v2/products/stocks': 'Остатки: изменение остатков',
  '/v3/posting/fbs/list': 'Заказы FBS: список отправлений',
  '/v2/posting/fbo/list': 'Заказы FBO: список отправлений',
};

export async function checkOzonCredentials(
  post: OzonPost,
  credentials: CredentialsByMarketplace['ozon'],
): Promise<CredentialCheck> {
  // The cheapest authenticated call there is, and it names what the key may do.
  const reply = await post('/v1/roles', {}, { readOnly: true });
  const roles = reply.roles ?? [];
  if (!Array.isArray(roles))
    throw new ConnectorError('protocol', 'Ozon: неожиданный ответ /v1/roles');
  const opened = new Set(roles.flatMap((role) => role.methods ?? []));
  const missingScopes = Object.entries(NEEDED_METHODS)
    .filter(([method]) => !opened.has(method))
    .map(([scope, title]) => ({ scope, title: title ?? scope }));
  return {
    shops: [{ externalId: credentials.clientId, name: `Ozon ${credentials.clientId}` }],
    scopes: roles.map((role) => role.name ?? '').filter((name) => name !== ''),
    missingScopes,
    // Ozon's keys carry no expiry.
    expiresAt: null,
  };
}
