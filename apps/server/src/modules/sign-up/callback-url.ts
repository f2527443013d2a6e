/** The sign-up confirmation page of the web app; the only path a callback URL may have. */
export const CONFIRM_PAGE_PATH = '/registration/confirm';

/**
 * The callback URL as it will be put into the e-mail, or undefined when it is not allowed:
 * it must be one of the configured origins (PUBLIC_URL) followed by exactly
 * /registration/confirm, with no credentials, query or fragment (not even an empty `?` or `#`).
 * The Host header plays no part (security.md).
 */
export function allowedCallbackUrl(
  value: string,
  allowedOrigins: readonly string[],
): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const expected = `${url.origin}${CONFIRM_PAGE_PATH}`;
  if (url.href !== expected || !allowedOrigins.includes(url.origin)) return undefined;
  return expected;
}

/** Where a link goes when no usable callback URL is known (e.g. an account made by the CLI). */
export function defaultCallbackUrl(allowedOrigins: readonly string[]): string {
  return `${allowedOrigins[0] ?? 'http://localhost:3000'}${CONFIRM_PAGE_PATH}`;
}
