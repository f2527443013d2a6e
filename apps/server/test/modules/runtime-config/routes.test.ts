import { runtimeConfigSchema } from '@marketpult/shared/runtime-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';

describe('GET /api/runtime-config', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { MENU_VARIANT: 'hc-my', SUPPORT_EMAIL: 'help@seller.example' },
    });
  });
  afterAll(() => testApp.close());

  it("answers this deployment's settings in the shared contract's shape", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(runtimeConfigSchema.parse(response.json())).toEqual({
      productName: 'МаркетПульт',
      menuVariant: 'hc-my',
      supportEmail: 'help@seller.example',
      marketsProxyToken: TEST_SECRETS.marketsProxyToken,
    });
  });

  it('is revalidated on every load, so a configuration change shows at once', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not leak the other secrets', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/runtime-config' });
    expect(response.body).not.toContain(TEST_SECRETS.pepper);
    expect(response.body).not.toContain(TEST_SECRETS.sessionSecret);
  });
});
