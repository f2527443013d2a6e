/**
 * What a Wildberries token says about itself. The token is a JWT; its public payload names the
 * seller (`sid`), the expiry (`exp`, Unix seconds) and the categories it opens (`s`, a bit mask).
 * Decoded without checking the signature: the marketplace does that on every call.
 */
export interface WbTokenClaims {
  readonly sellerId: string | null;
  readonly expiresAt: Date | null;
  readonly categoryBits: number;
  /** The token opens only the test contour (sandbox hosts), not the seller's real data. */
  readonly testContour: boolean;
}

/** Category bits of `s` (dev.wildberries.ru, "Как устроен токен"), with their Russian titles. */
export const WB_CATEGORIES = {
  content: { bit: 1, title: 'Контент' },
  analytics: { bit: 2, title: 'Аналитика' },
  prices: { bit: 3, title: 'Цены и скидки' },
  marketplace: { bit: 4, title: 'Маркетплейс' },
  statistics: { bit: 5, title: 'Статистика' },
  promotion: { bit: 6, title: 'Продвижение' },
  feedbacks: { bit: 7, title: 'Вопросы и отзывы' },
  chat: { bit: 9, title: 'Чат с покупателями' },
  supplies: { bit: 10, title: 'Поставки' },
  returns: { bit: 11, title: 'Возвраты покупателями' },
  documents: { bit: 12, title: 'Документы' },
} as const;

export type WbCategory = keyof typeof WB_CATEGORIES;

/** Bit 30: the token only reads. */
export const READ_ONLY_BIT = 30;

/** What the product needs: cards, prices, FBS stock, orders. */
export const NEEDED_CATEGORIES: readonly WbCategory[] = [
  'content',
  'prices',
  'marketplace',
  'statistics',
];

export function hasBit(bits: number, bit: number): boolean {
  return Math.floor(bits / 2 ** bit) % 2 === 1;
}

/** The token's claims, or null when it is not a JWT at all. */
export function decodeWbToken(token: string): WbTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as Record<string, unknown>;
  return {
    sellerId: typeof claims.sid === 'string' ? claims.sid : null,
    expiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null,
    categoryBits: typeof claims.s === 'number' ? claims.s : 0,
    testContour: claims.t === true,
  };
}
