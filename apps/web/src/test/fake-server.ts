import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

export type Handler = (body: unknown, request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export function errorResponse(status: number, errorCode: string, message = ''): Response {
  return jsonResponse({ responseStatus: { errorCode, message } }, status);
}

/** A promise the test settles itself, to look at the state while a request is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The request as the server would receive it, from fetch's arguments. */
export function toRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request
    ? input
    : new Request(new URL(String(input), window.location.href), init);
}

/**
 * Replaces the network with handlers keyed by "METHOD /path" and records every call as the
 * server would see it. A call nobody handles gets the server's JSON 404. A handler that waits
 * on a promise keeps the request in flight; aborting the request rejects it as fetch would.
 */
export function stubServer(routes: Readonly<Record<string, Handler>>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toRequest(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    // A file upload is not JSON: the test sees its text.
    let body: unknown = undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body,
      headers: request.headers,
    });
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return errorResponse(404, 'NotFound');
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      Promise.resolve(handler(body, request)).then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
