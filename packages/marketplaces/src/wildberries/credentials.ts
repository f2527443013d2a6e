import type { CredentialCheck, CredentialsByMarketplace } from '../core/connector';
import { ConnectorError } from '../core/errors';
import type { WbReply } from './api';
import type { WbRequest } from './http';
import { NEEDED_CATEGORIES, READ_ONLY_BIT, WB_CATEGORIES, decodeWbToken, hasBit } from './token';

/**
 * The token's own claims first (expiry, categories: no call needed to know them), then one
 * cheap authenticated call, /api/v1/seller-info, which any token may make and which names the
 * seller: the shop, with the seller's id as its externalId.
 */
export async function checkWbCredentials(
  request: WbRequest,
  credentials: CredentialsByMarketplace['wildberries'],
  now: Date = new Date(),
): Promise<CredentialCheck> {
  const claims = decodeWbToken(credentials.token.trim());
  if (!claims) {
    throw new ConnectorError('unauthorized', 'Это не токен Wildberries API (ожидается JWT)');
  }
  if (claims.expiresAt && claims.expiresAt.getTime() <= now.getTime()) {
    throw new ConnectorError(
      'unauthorized',
      `Срок действия токена Wildberries истёк ${claims.expiresAt.toISOString()}`,
    );
  }
  if (claims.testContour) {
    // Test-contour tokens open only WB's *-sandbox hosts, never the seller's own data.
    throw new ConnectorError(
      'unauthorized',
      'Это токен тестового контура Wildberries: создайте токен без опции «Тестовый контур»',
    );
  }
  const categories = (Object.keys(WB_CATEGORIES) as (keyof typeof WB_CATEGORIES)[]).filter((c) =>
    hasBit(claims.categoryBits, WB_CATEGORIES[c].bit),
  );
  const readOnly = hasBit(claims.categoryBits, READ_ONLY_BIT);
  const missingScopes: { scope: string; title: string }[] = NEEDED_CATEGORIES.filter(
    (c) => !categories.includes(c),
  ).map((scope) => ({ scope, title: WB_CATEGORIES[scope].title }));
  // Prices and stocks are written: a read-only token lacks that, whatever its categories.
  if (readOnly) missingScopes.push({ scope: 'write', title: 'Запись (токен только на чтение)' });
  const scopes = readOnly ? [...categories, 'readOnly'] : categories;

  const seller = await request<WbReply<'/api/v1/seller-info', 'get'>>({
    method: 'GET',
    path: '/api/v1/seller-info',
    group: 'common',
    readOnly: true,
  });
  const externalId = seller.sid ?? claims.sellerId;
  if (!externalId) {
    throw new ConnectorError('protocol', 'Wildberries не сообщил ID продавца');
  }
  return {
    shops: [{ externalId, name: seller.tradeMark || seller.name || 'Продавец Wildberries' }],
    scopes,
    missingScopes,
    expiresAt: claims.expiresAt?.toISOString() ?? null,
  };
}
