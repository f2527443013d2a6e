import { describe, expect, it, vi } from 'vitest';
import { toRequest } from '../test/fake-server';
import { md5 } from './md5';

function stubAnswer(body: string, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(toRequest(input, init));
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

describe('md5', () => {
  it('posts {plain} to /v2/md5 and returns the hash', async () => {
    const requests = stubAnswer('{"md5":"5f4dcc3b5aa765d61d8327deb882cf99"}');

    await expect(md5('password')).resolves.toBe('5f4dcc3b5aa765d61d8327deb882cf99');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/v2/md5');
    expect(await requests[0]?.json()).toEqual({ plain: 'password' });
  });

  it.each([
    ['an empty value', '{"md5":""}'],
    ['a missing value', '{}'],
    ['an empty body', ''],
    ['a value of another type', '{"md5":42}'],
  ])('fails with «md5 response is empty» on %s', async (_, body) => {
    stubAnswer(body);
    await expect(md5('password')).rejects.toThrow(new Error('md5 response is empty'));
  });

  it('passes a server error on as it is', async () => {
    stubAnswer('{"responseStatus":{"errorCode":"ValidationError","message":"x"}}', 400);
    await expect(md5('password')).rejects.toMatchObject({ name: 'HttpError', status: 400 });
  });
});
