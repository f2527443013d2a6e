import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { ApiError } from '../../src/http/errors';
import { ApiClient } from '../helpers/api-client';
import { captureLogs, type LogCapture } from '../helpers/log-capture';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SECRET_DETAIL = 'connection to 10.0.0.7 refused for user admin';

describe('error answers', () => {
  let testApp: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs('info');
    testApp = await createTestApp({ logger: logs.logger });
    const app = testApp.app.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(3) }).strict() } },
      async (request) => ({ name: request.body.name }),
    );
    app.get('/api/test/boom', async () => {
      throw new Error(SECRET_DETAIL);
    });
    app.get('/api/test/teapot', async () => {
      throw new ApiError(403, 'Forbidden', 'Subscription ended');
    });
  });
  afterAll(() => testApp.close());

  // Through a browser-like client: it carries the CSRF token every POST needs.
  const post = (payload: string, contentType = 'application/json') =>
    new ApiClient(testApp.app).post('/api/test/echo', undefined, {
      rawPayload: payload,
      headers: { 'content-type': contentType },
    });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'Анна' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Анна' });
  });

  it.each([
    ['a wrong type', { name: 42 }],
    ['a short value', { name: 'ab' }],
    ['an unknown field', { name: 'Анна', admin: true }],
    ['a missing field', {}],
  ])('rejects %s with 400 ValidationError', async (_case, body) => {
    const response = await post(JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseStatus: { errorCode: 'ValidationError', message: expect.stringContaining('body') },
    });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().responseStatus.errorCode).toBe('BadRequest');
  });

  it('rejects a __proto__ key with 400', async () => {
    const response = await post('{"name": "Анна", "__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().responseStatus.errorCode).toBe('BadRequest');
  });

  it('rejects a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().responseStatus.errorCode).toBe('PayloadTooLarge');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])(
    'rejects a %s body with 415',
    async (contentType) => {
      const response = await post('name=Анна', contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json().responseStatus.errorCode).toBe('UnsupportedMediaType');
    },
  );

  it('passes an ApiError through with its status and code', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      responseStatus: { errorCode: 'Forbidden', message: 'Subscription ended' },
    });
  });

  it('answers an unexpected failure with a generic 500 and logs the cause', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      responseStatus: { errorCode: 'InternalServerError', message: 'Internal server error' },
    });
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.body).not.toContain('.ts:');
    const logged = logs.records().find((record) => record.msg === 'unhandled error');
    expect(JSON.stringify(logged)).toContain(SECRET_DETAIL);
  });
});
