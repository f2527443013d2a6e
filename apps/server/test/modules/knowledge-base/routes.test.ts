import { API_PATHS } from '@marketpult/shared/api-paths';
import { instructionsListResponseSchema } from '@marketpult/shared/contracts/instructions';
import { countInstructions } from '@marketpult/shared/domain/instructions-for-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceKnowledgeBase } from '../../../src/modules/knowledge-base/repository';
import { loadSeed, seedKnowledgeBase } from '../../../src/modules/knowledge-base/seed';
import { checkKnowledgeBase } from '../../../src/modules/knowledge-base/validation';
import { ApiClient } from '../../helpers/api-client';
import { signedInClient } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

describe(`POST ${API_PATHS.instructionsList} on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedKnowledgeBase(testApp.app.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 401 without a session', async () => {
    const client = new ApiClient(testApp.app);
    const response = await client.post(API_PATHS.instructionsList, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ responseStatus: { errorCode: 'Unauthorized' } });
  });

  it('gives a signed-in seller the whole base, as the web app asks for it (no body)', async () => {
    const { client } = await signedInClient(testApp);
    await client.ensureXsrfToken();
    const response = await client.request({
      method: 'POST',
      url: API_PATHS.instructionsList,
      headers: { 'x-xsrf-token': client.xsrfToken() ?? '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = instructionsListResponseSchema.parse(response.json());
    expect(list).toEqual(await loadSeed());
    expect(countInstructions(list, '/cabinet')).toBeGreaterThan(0);
  });

  it('accepts {} and rejects unknown fields', async () => {
    const { client } = await signedInClient(testApp);
    expect((await client.post(API_PATHS.instructionsList, {})).statusCode).toBe(200);
    const response = await client.post(API_PATHS.instructionsList, { page: '/cabinet' });
    expect(response.statusCode).toBe(400);
  });

  it('answers pages normalised to end with a slash, whatever the imported file said', async () => {
    const other = await createTestApp();
    try {
      const check = checkKnowledgeBase([
        {
          page: 'orders',
          contentTypes: [
            {
              type: 'txt',
              groups: [
                {
                  title: 'Заказы',
                  instructions: [{ url: '/help/orders', description: 'Заказы', icon: 'article' }],
                },
              ],
            },
          ],
        },
      ]);
      if (!check.ok) throw new Error(check.problems.join('\n'));
      await replaceKnowledgeBase(other.app.db, check.list);
      const { client } = await signedInClient(other);
      const response = await client.post(API_PATHS.instructionsList, {});
      expect(response.statusCode).toBe(200);
      expect((response.json() as Array<{ page: string }>).map((item) => item.page)).toEqual([
        '/orders/',
      ]);
    } finally {
      await other.close();
    }
  });
});
