/**
 * Why a marketplace call failed, in words the server maps to a Russian message and a cabinet
 * status. Connectors throw only this.
 */
export type ConnectorErrorKind =
  /** The key is wrong or revoked (401, or the marketplace's equivalent). */
  | 'unauthorized'
  /** The key is valid but lacks a scope/category/role; `detail` names it. */
  | 'forbidden'
  /** Still rate limited after the retries the limits allow. */
  | 'rate_limited'
  /** Connection refused, DNS, TLS, timeout, or 5xx after retries. */
  | 'unreachable'
  /** The marketplace answered something the official file does not describe. */
  | 'protocol'
  /** A 4xx about our request (a bug of ours or bad input). */
  | 'bad_request';

export class ConnectorError extends Error {
  override readonly name = 'ConnectorError';
  constructor(
    readonly kind: ConnectorErrorKind,
    message: string,
    readonly detail: { readonly status?: number; readonly scope?: string } = {},
  ) {
    super(message);
  }
}

/**
 * A catch for a call whose answer only adds to what a page already has (Маркет's prices and
 * tariffs, WB's tariffs): the marketplace refusing it (`kinds`: a key without the scope, a
 * request it will not price) gives `fallback`, so the page goes on without; any other failure
 * fails the page as every call's does.
 */
export function refusedAs<T>(
  fallback: T,
  kinds: readonly ConnectorErrorKind[] = ['forbidden'],
): (error: unknown) => T {
  return (error) => {
    if (error instanceof ConnectorError && kinds.includes(error.kind)) return fallback;
    throw error;
  };
}
