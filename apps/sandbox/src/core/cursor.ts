/** Opaque page tokens as the marketplaces send them: base64 of the next position. */
export function encodePosition(position: number): string {
  return Buffer.from(`p:${position}`).toString('base64');
}

/** The position a token names, or undefined for a token the sandbox never issued. */
export function decodePosition(token: string | undefined | null): number | undefined {
  if (!token) return 0;
  const text = Buffer.from(token, 'base64').toString('utf8');
  const match = /^p:(\d+)$/.exec(text);
  return match ? Number(match[1]) : undefined;
}
