import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('API description', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists the routes with their response schemas at /openapi.json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('МаркетПульт API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/api/runtime-config']),
    );
    const runtimeConfig = document.paths['/api/runtime-config'].get.responses['200'];
    expect(runtimeConfig.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['productName', 'menuVariant', 'supportEmail', 'marketsProxyToken']),
    );
  });

  it('serves a browsable page at /docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
