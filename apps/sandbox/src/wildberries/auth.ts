import type { Reply, SandboxRequest } from '../core/types';
import { wbGatewayError } from './errors';
import type { WbShop } from './shops';
import { readWbToken, WB_CATEGORY_BITS, type WbSandboxCategory } from './token';

/**
 * The token category a path needs, by the category's own path space (the files' x-category):
 * content, prices and discounts, marketplace (FBS), statistics. Seller info takes any token.
 */
export function categoryOf(path: string): WbSandboxCategory | undefined {
  if (path.startsWith('/content/')) return 'content';
  if (path.startsWith('/api/v2/')) return 'prices';
  if (path.startsWith('/api/v3/') || path.startsWith('/api/marketplace/')) return 'marketplace';
  if (path.startsWith('/api/v1/supplier/')) return 'statistics';
  return undefined;
}

function tokenOf(req: SandboxRequest): string | undefined {
  const raw = req.headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  // WB takes the bare token; "Bearer <token>" is accepted too.
  return value?.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** Authorization → the seller, or WB's 401: unknown token, expired, or a category it lacks. */
export function authenticateWb(
  req: SandboxRequest,
  shops: readonly WbShop[],
  now: Date,
): { shop: WbShop } | { reply: Reply } {
  const token = tokenOf(req);
  if (!token) return { reply: wbGatewayError(401, 'unauthorized', 'empty Authorization header') };
  const shop = shops.find((s) => s.token === token);
  const claims = readWbToken(token);
  if (!shop || !claims) {
    return { reply: wbGatewayError(401, 'unauthorized', 'token is malformed or unknown') };
  }
  if (claims.exp * 1000 <= now.getTime()) {
    return { reply: wbGatewayError(401, 'unauthorized', 'token expired') };
  }
  const category = categoryOf(req.path);
  if (category && Math.floor(claims.s / 2 ** WB_CATEGORY_BITS[category]) % 2 !== 1) {
    return { reply: wbGatewayError(401, 'unauthorized', 'token scope not allowed') };
  }
  return { shop };
}
