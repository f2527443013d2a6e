import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getJson, HttpError, postJson } from './http';

const itemSchema = z.object({ id: z.number(), name: z.string() });

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(respond(new Request(new URL(String(input), 'http://localhost'), init))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getJson', () => {
  it('sends cookies and returns the parsed, validated body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 1, name: 'Кружка' }));

    await expect(getJson('/api/items/1', itemSchema)).resolves.toEqual({ id: 1, name: 'Кружка' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/items/1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
  });

  it('rejects a body that does not match the schema', async () => {
    stubFetch(() => jsonResponse({ id: 'one' }));
    await expect(getJson('/api/items/1', itemSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('rejects a success answer that is not JSON (e.g. an HTML page)', async () => {
    stubFetch(() => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(getJson('/api/items/1', itemSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it.each([400, 404, 500, 503])(
    'throws HttpError with status and parsed body on %i',
    async (status) => {
      stubFetch(() => jsonResponse({ errorCode: 'Oops' }, status));

      const error: unknown = await getJson('/api/items/1', itemSchema).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status, body: { errorCode: 'Oops' }, url: '/api/items/1' });
    },
  );

  it('keeps a non-JSON error body as text', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(getJson('/api/items/1', itemSchema)).rejects.toMatchObject({
      status: 502,
      body: 'Bad Gateway',
    });
  });

  it('rejects with AbortError when the caller aborts', async () => {
    // Behaves like the real fetch: it settles only when the signal aborts.
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();

    const pending = getJson('/api/items/1', itemSchema, { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

describe('postJson', () => {
  it('sends the body as JSON with cookies and validates the answer', async () => {
    const seen: { method: string; type: string | null; body: unknown; credentials: string }[] = [];
    const fetchMock = stubFetch(async (request) => {
      seen.push({
        method: request.method,
        type: request.headers.get('Content-Type'),
        body: await request.json(),
        credentials: request.credentials,
      });
      return jsonResponse({ id: 2, name: 'Чайник' });
    });

    await expect(postJson('/api/items', { name: 'Чайник' }, itemSchema)).resolves.toEqual({
      id: 2,
      name: 'Чайник',
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { name: 'Чайник' },
        credentials: 'include',
      },
    ]);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends no body when there is none', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 3, name: 'x' }));
    await postJson('/auth', undefined, itemSchema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});
