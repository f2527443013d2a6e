import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTBOX_STATUS,
  claimDueMessages,
  enqueueMessage,
  markDelivered,
  releaseAllClaims,
} from '../../../src/modules/mail/outbox-repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';

const LOCK_MS = 120_000;

function message(to: string) {
  return { kind: 'activation', to, subject: 'Тема', text: 'текст', html: '<p>текст</p>' };
}

describe(`releasing outbox claims left by a crash on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('makes claimed pending rows due at once and leaves delivered rows alone', async () => {
    const db = testApp.app.db;
    const now = new Date();
    const first = await enqueueMessage(db, message('one@example.com'), now);
    const second = await enqueueMessage(db, message('two@example.com'), now);
    const claimed = await claimDueMessages(db, now, LOCK_MS, 10);
    expect(claimed.map((row) => row.id)).toEqual([first, second]);
    // The worker died after sending the first and before marking the second.
    await markDelivered(db, first, OUTBOX_STATUS.sent, now);
    expect(await claimDueMessages(db, now, LOCK_MS, 10)).toEqual([]);

    expect(await releaseAllClaims(db)).toBe(1);
    const again = await claimDueMessages(db, now, LOCK_MS, 10);
    expect(again.map((row) => [row.id, row.attempts])).toEqual([[second, 2]]);
  });
});
