import type { Reply, SandboxRequest } from '../core/types';
import { SANDBOX_CREDENTIALS } from '../published-credentials';
import { ozonError } from './errors';
import { OZON_ROLES, type OzonShop } from './shops';

function header(req: SandboxRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Client-Id + Api-Key → the shop, or Ozon's refusal; then the key's roles against the method. */
export function authenticateOzon(
  req: SandboxRequest,
  shops: readonly OzonShop[],
): { shop: OzonShop } | { reply: Reply } {
  const clientId = header(req, 'Client-Id');
  const apiKey = header(req, 'Api-Key');
  if (!clientId || !apiKey) {
    return { reply: ozonError(401, 16, 'Client-Id and Api-Key headers are required') };
  }
  const revoked = SANDBOX_CREDENTIALS.ozon.revoked;
  if (clientId === revoked.clientId && apiKey === revoked.apiKey) {
    return { reply: ozonError(403, 7, 'Api-key is deactivated, use another one') };
  }
  const shop = shops.find(
    (s) => s.clientId === clientId && SANDBOX_CREDENTIALS.ozon[s.key].apiKey === apiKey,
  );
  if (!shop) return { reply: ozonError(403, 7, 'Invalid Api-Key, please contact support') };
  const opening = Object.keys(OZON_ROLES).filter((role) => OZON_ROLES[role]!.includes(req.path));
  if (opening.length > 0 && !opening.some((role) => shop.roles.includes(role))) {
    return {
      reply: ozonError(403, 7, `You have no access to ${req.path}: the API key lacks the role`),
    };
  }
  return { shop };
}
