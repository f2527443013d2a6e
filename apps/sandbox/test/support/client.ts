import type { Sandbox } from '../../src/index';

/**
 * Replies are read loosely in tests: the sandbox itself checks every reply against the official
 * file (and the tests assert it logged no contract violations).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Answer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

/** POST to the sandbox's Ozon with a shop's Client-Id/Api-Key (demo by default). */
export async function ozon<T = Loose>(
  sandbox: Sandbox,
  path: string,
  body: unknown,
  shop: { clientId: string; apiKey: string } = sandbox.credentials.ozon.demo,
): Promise<Answer<T>> {
  const response = await fetch(`${sandbox.urls.ozon}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'Client-Id': shop.clientId,
      'Api-Key': shop.apiKey,
    },
    body: JSON.stringify(body),
  });
  return answer<T>(response);
}

/** A call to the sandbox's Yandex Market with an Api-Key (demo by default). */
export async function yandex<T = Loose>(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
  apiKey: string = sandbox.credentials.yandex.demo.apiKey,
): Promise<Answer<T>> {
  const response = await fetch(`${sandbox.urls.yandex}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'Api-Key': apiKey },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answer<T>(response);
}
