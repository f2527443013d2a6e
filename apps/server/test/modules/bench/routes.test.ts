import { afterEach, describe, expect, it } from 'vitest';
import { BENCH_BARE_PATH } from '../../../src/modules/bench/routes';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

describe(`GET ${BENCH_BARE_PATH} (npm run bench only) on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('does not exist unless BENCH_BARE_ROUTE is on', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: BENCH_BARE_PATH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ responseStatus: { errorCode: 'NotFound' } });
  });

  it('answers {} with BENCH_BARE_ROUTE=1', async () => {
    testApp = await createTestApp({ env: { BENCH_BARE_ROUTE: '1' } });
    const response = await testApp.app.inject({ method: 'GET', url: BENCH_BARE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });
});
