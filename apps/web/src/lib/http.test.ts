import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { getFile, getJson, HttpError, postFile, postJson, serverErrorOf } from './http';
import { setNavigate, type Navigate } from './navigation';
import { toRequest } from '../test/fake-server';

const itemSchema = z.object({ id: z.number(), name: z.string() });

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Stands in for the network; records every request as the server would receive it. */
function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toRequest(input, init);
    requests.push(request.clone());
    return respond(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

function setCookie(cookie: string) {
  document.cookie = cookie;
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

let navigateMock: Mock<Navigate>;
let restoreNavigate: () => void;

beforeEach(() => {
  navigateMock = vi.fn<Navigate>();
  restoreNavigate = setNavigate(navigateMock);
});

afterEach(() => {
  restoreNavigate();
  clearCookies();
});

describe('getJson', () => {
  it('sends cookies, asks for JSON and returns the parsed, validated body', async () => {
    const { requests } = stubFetch(() => jsonResponse({ id: 1, name: 'Кружка' }));

    await expect(getJson('/api/items/1', itemSchema)).resolves.toEqual({ id: 1, name: 'Кружка' });

    const [sent] = requests;
    expect(sent?.method).toBe('GET');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/items/1');
    expect(sent?.credentials).toBe('include');
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.body).toBeNull();
  });

  it('rejects a body that does not match the schema', async () => {
    stubFetch(() => jsonResponse({ id: 'one' }));
    await expect(getJson('/api/items/1', itemSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('rejects a success answer that is not JSON (e.g. an HTML page)', async () => {
    stubFetch(() => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    await expect(getJson('/api/items/1', itemSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it.each([400, 403, 404, 500, 503])(
    'throws HttpError with status and parsed body on %i, once',
    async (status) => {
      const { fetchMock } = stubFetch(() => jsonResponse({ errorCode: 'Oops' }, status));

      const error: unknown = await getJson('/api/items/1', itemSchema).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status, body: { errorCode: 'Oops' }, url: '/api/items/1' });
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(navigateMock).not.toHaveBeenCalled();
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
    // Behaves like the real fetch: it settles only when the request's signal aborts.
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
  });
});

describe('postJson', () => {
  it('sends the body as JSON with cookies and validates the answer', async () => {
    const { requests } = stubFetch(() => jsonResponse({ id: 2, name: 'Чайник' }));

    await expect(postJson('/api/items', { name: 'Чайник' }, itemSchema)).resolves.toEqual({
      id: 2,
      name: 'Чайник',
    });

    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.credentials).toBe('include');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(await sent?.json()).toEqual({ name: 'Чайник' });
  });

  it('sends no body when there is none', async () => {
    const { requests } = stubFetch(() => jsonResponse({ id: 3, name: 'x' }));
    await postJson('/auth', undefined, itemSchema);
    expect(requests[0]?.body).toBeNull();
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
  });
});

describe('files', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('postFile sends the raw bytes with their type and the XSRF header', async () => {
    setCookie('XSRF-TOKEN=file-token');
    const { requests } = stubFetch(() => jsonResponse({ id: 1, name: 'ok' }));
    const file = new File(['xlsx-bytes'], 'prices.xlsx', { type: XLSX });
    await expect(postFile('/api/upload', file, XLSX, itemSchema)).resolves.toEqual({
      id: 1,
      name: 'ok',
    });
    expect(requests[0]!.headers.get('Content-Type')).toBe(XLSX);
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('file-token');
    expect(await requests[0]!.text()).toBe('xlsx-bytes');
  });

  it('getFile answers the bytes, and a refusal as HttpError with the server body', async () => {
    stubFetch(() => new Response('xlsx-bytes', { headers: { 'Content-Type': XLSX } }));
    expect(await (await getFile('/api/file')).text()).toBe('xlsx-bytes');
    stubFetch(() =>
      jsonResponse({ responseStatus: { errorCode: 'ExcelTooManyRows', message: 'Много' } }, 422),
    );
    const error = await getFile('/api/file').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(serverErrorOf(error)?.message).toBe('Много');
  });
});

describe('XSRF token', () => {
  beforeEach(() => setCookie('XSRF-TOKEN=tok%2Ben-1'));

  it('is read from the XSRF-TOKEN cookie and sent on a POST to a relative URL', async () => {
    setCookie('other=1');
    const { requests } = stubFetch(() => jsonResponse({ id: 1, name: 'x' }));
    await postJson('/auth/credentials', { a: 1 }, itemSchema);
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok+en-1');
  });

  it('follows the cookie when the server rotates it', async () => {
    const { requests } = stubFetch(() => jsonResponse({ id: 1, name: 'x' }));
    await postJson('/auth', {}, itemSchema);
    setCookie('XSRF-TOKEN=rotated');
    await postJson('/auth/logout', {}, itemSchema);
    expect(requests.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual(['tok+en-1', 'rotated']);
  });

  it('is not sent on a GET', async () => {
    const { requests } = stubFetch(() => jsonResponse({ id: 1, name: 'x' }));
    await getJson('/api/runtime-config', itemSchema);
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['https://elsewhere.example/api', 'http://localhost:3000/auth', '//elsewhere.example/a'])(
    'is not sent to the absolute URL %s',
    async (url) => {
      const { requests } = stubFetch(() => jsonResponse({ id: 1, name: 'x' }));
      await postJson(url, {}, itemSchema);
      expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    },
  );

  it('is left out when there is no cookie', async () => {
    clearCookies();
    const { requests } = stubFetch(() => jsonResponse({ id: 1, name: 'x' }));
    await postJson('/auth', {}, itemSchema);
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('401', () => {
  it.each([
    ['GET', () => getJson('/api/items/1', itemSchema)],
    ['POST', () => postJson('/auth', {}, itemSchema)],
  ])('on a %s goes to /login replacing history, then rethrows to the caller', async (_, call) => {
    const body = { responseStatus: { errorCode: 'Unauthorized', message: 'Нет сессии' } };
    stubFetch(() => jsonResponse(body, 401));

    const error: unknown = await call().catch((e: unknown) => e);

    expect(navigateMock).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body });
  });
});

describe('serverErrorOf', () => {
  it('reads responseStatus from a failed call', async () => {
    const responseStatus = { errorCode: 'Forbidden', message: 'Подписка закончилась' };
    stubFetch(() => jsonResponse({ responseStatus }, 403));
    const error: unknown = await postJson('/auth', {}, itemSchema).catch((e: unknown) => e);
    expect(serverErrorOf(error)).toEqual(responseStatus);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['an error body of another shape', new HttpError(502, 'Bad Gateway', '/auth')],
  ])('is undefined for %s', (_, error) => {
    expect(serverErrorOf(error)).toBeUndefined();
  });
});
