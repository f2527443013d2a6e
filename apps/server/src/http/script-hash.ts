import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source that allows exactly this inline script (`'sha256-…'`), so
 * the page needs no 'unsafe-inline' for the few scripts the server writes into it.
 */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
