/**
 * A link's one-time key sits in its `k` query parameter (`…?u=…&k=…`; `&amp;k=` in HTML).
 * Once the SMTP server has the message, the stored copy keeps the link without the key, so the
 * outbox of a live deployment holds no usable key (security.md: keys are stored hashed).
 */
const LINK_KEY = /([?&;]k=)[^&\s"'<>]+/g;

export const REDACTED_KEY = '[удалён-после-отправки]';

export function redactLinkKeys(body: string): string {
  return body.replace(LINK_KEY, `$1${REDACTED_KEY}`);
}
