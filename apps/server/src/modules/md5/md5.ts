import { createHash } from 'node:crypto';

/** Lowercase hex md5 of the UTF-8 bytes of `plain`: what the client sends as a password. */
export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}
