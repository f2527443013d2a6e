import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG (security.md asks for at least 128), URL-safe without padding. */
const KEY_BYTES = 32;

/** Only this digest is stored: a leaked table confirms nobody's e-mail. */
export function hashConfirmationKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function newConfirmationKey(): { key: string; keyHash: string } {
  const key = randomBytes(KEY_BYTES).toString('base64url');
  return { key, keyHash: hashConfirmationKey(key) };
}
