import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe(`GET /healthz on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers ok after a real database round trip', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database is gone', async () => {
    testApp = await createTestApp();
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'error' });
  });
});
