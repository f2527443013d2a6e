import { createHash } from 'node:crypto';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MD5_IP_REQUESTS } from '../../../src/modules/auth/limits';
import { ManualClock } from '../../../src/plugins/clock';
import { ApiClient } from '../../helpers/api-client';
import { captureLogs, type LogCapture } from '../../helpers/log-capture';
import { uniqueRemoteAddress } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('POST /v2/md5', () => {
  const clock = new ManualClock();
  let testApp: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs('trace');
    testApp = await createTestApp({ clock, logger: logs.logger });
  });
  afterAll(() => testApp.close());

  const client = () => new ApiClient(testApp.app, uniqueRemoteAddress());

  it.each([
    ['password', '5f4dcc3b5aa765d61d8327deb882cf99'],
    ['demo1234', createHash('md5').update('demo1234').digest('hex')],
    ['пароль', 'e242f36f4f95f12966da8fa2efd59992'],
    ['Пароль 🔑', createHash('md5').update(Buffer.from('Пароль 🔑', 'utf8')).digest('hex')],
    ['x'.repeat(128), createHash('md5').update('x'.repeat(128)).digest('hex')],
  ])('hashes %j as lowercase hex of its UTF-8 bytes', async (plain, expected) => {
    const response = await client().post(API_PATHS.md5, { plain });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ md5: expected });
    expect(response.json().md5).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an empty value', { plain: '' }],
    ['129 characters', { plain: 'x'.repeat(129) }],
    ['a number', { plain: 12345678 }],
    ['null', { plain: null }],
    ['a missing field', {}],
    ['an unknown field', { plain: 'secret', extra: 1 }],
    ['a NUL byte', { plain: 'sec\u0000ret' }],
    ['a line break', { plain: 'sec\nret' }],
    ['a lone surrogate', { plain: 'sec\ud800ret' }],
  ])('rejects %s with 400 ValidationError', async (_case, body) => {
    const response = await client().post(API_PATHS.md5, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().responseStatus.errorCode).toBe('ValidationError');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('rejects a __proto__ key and malformed JSON with 400', async () => {
    for (const rawPayload of ['{"plain":"x","__proto__":{"a":1}}', '{"plain":']) {
      const response = await client().post(API_PATHS.md5, undefined, { rawPayload });
      expect(response.statusCode).toBe(400);
    }
  });

  it('rejects a body over 1 KiB with 413', async () => {
    const response = await client().post(API_PATHS.md5, { plain: 'x'.repeat(1100) });
    expect(response.statusCode).toBe(413);
    expect(response.json().responseStatus.errorCode).toBe('PayloadTooLarge');
  });

  it(`answers 429 after ${MD5_IP_REQUESTS.limit} requests a minute from one address`, async () => {
    const address = uniqueRemoteAddress();
    const browser = new ApiClient(testApp.app, address);
    clock.set(Math.ceil(clock.now().getTime() / 60_000) * 60_000);
    for (let i = 0; i < MD5_IP_REQUESTS.limit; i += 1) {
      expect((await browser.post(API_PATHS.md5, { plain: `p${i}` })).statusCode).toBe(200);
    }
    const throttled = await browser.post(API_PATHS.md5, { plain: 'one more' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      responseStatus: { errorCode: 'TooManyRequests', message: expect.any(String) },
    });
    expect(throttled.body).not.toMatch(/\d/);
    // Another address is not affected; the same one gets in again a minute later.
    expect((await client().post(API_PATHS.md5, { plain: 'x' })).statusCode).toBe(200);
    clock.advance(MD5_IP_REQUESTS.windowMs);
    expect((await browser.post(API_PATHS.md5, { plain: 'again' })).statusCode).toBe(200);
  });

  it('never logs the plain password or its md5', async () => {
    const plain = 'Unique-Plain-Secret-7731';
    const response = await client().post(API_PATHS.md5, { plain });
    const { md5 } = response.json();
    expect(logs.text()).toContain('"url":"/v2/md5"');
    expect(logs.text()).not.toContain(plain);
    expect(logs.text()).not.toContain(md5);
  });
});
