/**
 * Wildberries tokens as the sandbox issues them: JWT-shaped like WB's own (header, payload,
 * signature in base64url), with the claims WB's public payload carries: the seller (`sid`),
 * the expiry (`exp`, Unix seconds), the category bits (`s`) and the test-contour flag (`t`).
 * The signature is a fixed placeholder: only the sandbox reads these tokens.
 */
export interface WbTokenPayload {
  readonly sid: string;
  readonly exp: number;
  readonly s: number;
  /** Number of the token, to tell tokens of one seller apart. */
  readonly id: string;
}

/** Bits of `s` by category (the connector's wildberries/token.ts reads the same table). */
export const WB_CATEGORY_BITS = {
  content: 1,
  analytics: 2,
  prices: 3,
  marketplace: 4,
  statistics: 5,
  promotion: 6,
  feedbacks: 7,
} as const;

export type WbSandboxCategory = keyof typeof WB_CATEGORY_BITS;

export function categoryMask(categories: readonly WbSandboxCategory[]): number {
  return categories.reduce((mask, c) => mask + 2 ** WB_CATEGORY_BITS[c], 0);
}

const base64url = (value: object | string): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function issueWbToken(payload: WbTokenPayload): string {
  const header = { alg: 'ES256', kid: 'marketpult-sandbox', typ: 'JWT' };
  const claims = {
    ent: 1,
    exp: payload.exp,
    id: payload.id,
    s: payload.s,
    sid: payload.sid,
    t: false,
  };
  return `${base64url(header)}.${base64url(claims)}.${base64url('marketpult-sandbox-signature')}`;
}

/** The payload of a sandbox token, or undefined when it is not one. */
export function readWbToken(token: string): WbTokenPayload | undefined {
  const [, payload] = token.split('.');
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const { sid, exp, s, id } = claims;
    if (typeof sid !== 'string' || typeof exp !== 'number' || typeof s !== 'number') {
      return undefined;
    }
    return { sid, exp, s, id: typeof id === 'string' ? id : '' };
  } catch {
    return undefined;
  }
}
