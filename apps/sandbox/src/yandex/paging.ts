import { decodePosition, encodePosition } from '../core/cursor';
import type { SandboxRequest } from '../core/types';

/**
 * page_token + limit, as Yandex Market pages: the token is declared `pageToken` and also taken
 * as `page_token` (x-aliases). Returns undefined for a token the sandbox never issued.
 */
export function pageOf(
  req: SandboxRequest,
  defaultLimit: number,
): { start: number; limit: number } | undefined {
  const raw = req.query.page_token ?? req.query.pageToken;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const start = decodePosition(token);
  if (start === undefined) return undefined;
  const limitRaw = Array.isArray(req.query.limit) ? req.query.limit[0] : req.query.limit;
  return { start, limit: limitRaw ? Number(limitRaw) : defaultLimit };
}

/** `paging` of a reply: a nextPageToken only while there is more. */
export function paging(end: number, total: number): { nextPageToken?: string } {
  return end < total ? { nextPageToken: encodePosition(end) } : {};
}
