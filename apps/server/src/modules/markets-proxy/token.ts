import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * True when the Authorization header is exactly the configured token. Both sides are hashed
 * first, so the comparison takes the same time whatever the header's length or content.
 */
export function isMarketsProxyToken(header: string | undefined, token: string): boolean {
  const presented = digest(header ?? '');
  const ok = timingSafeEqual(presented, digest(token));
  return ok && header !== undefined && token !== '';
}
