import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationKeys, outbox, users } from '../../../src/db/schema';
import { resendActivationEmail } from '../../../src/modules/sign-up/activation';
import { ManualClock } from '../../../src/plugins/clock';
import { createUser, uniqueEmail } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  confirmWith,
  freshClient,
  latestActivationLink,
  linkParams,
  registerWith,
  registrationBody,
  rowCounts,
} from './sign-up-fixtures';

const MINUTE_MS = 60_000;

describe(`resendActivationEmail on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    testApp = await createTestApp({
      clock,
      env: { PUBLIC_URL: 'http://localhost:3000,https://app.example.com' },
    });
  });
  afterAll(() => testApp.close());

  async function registeredUser(callbackUrl: string) {
    const email = uniqueEmail('resend');
    const result = await registerWith(
      freshClient(testApp.app),
      registrationBody(email, { callback_url: callbackUrl }),
    );
    expect(result.retval).toBe(0);
    const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('not registered');
    return user;
  }

  async function mailsTo(email: string) {
    return testApp.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id));
  }

  it("sends a new key to the page of the user's last key, one e-mail a minute", async () => {
    const user = await registeredUser('https://app.example.com/registration/confirm');
    const first = linkParams(await latestActivationLink(testApp.app, user.email));

    // Within the minute of the registration e-mail: nothing, and it says so.
    expect(await resendActivationEmail(testApp.app, user.id)).toBe('sent-recently');
    expect(await mailsTo(user.email)).toHaveLength(1);

    clock.advance(MINUTE_MS);
    expect(await resendActivationEmail(testApp.app, user.id)).toBe('queued');
    expect(await resendActivationEmail(testApp.app, user.id)).toBe('sent-recently');
    expect(await mailsTo(user.email)).toHaveLength(2);
    const link = await latestActivationLink(testApp.app, user.email);
    expect(link.origin).toBe('https://app.example.com');
    const second = linkParams(link);
    expect(second.k).not.toBe(first.k);

    const keys = await testApp.app.db
      .select()
      .from(confirmationKeys)
      .where(eq(confirmationKeys.userId, user.id));
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key.callbackUrl === 'https://app.example.com/registration/confirm'));

    // Both links work until used: whichever e-mail the seller opens.
    expect(await confirmWith(freshClient(testApp.app), first.u, first.k)).toEqual({
      retval: 0,
      errMsg: '',
    });
  });

  it('sends nothing to a confirmed, disabled or unknown account', async () => {
    const confirmed = await createUser(testApp, { confirmed: true });
    const disabled = await createUser(testApp, { confirmed: false, disabled: true });
    const before = await rowCounts(testApp.app);
    for (const id of [confirmed.id, disabled.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await resendActivationEmail(testApp.app, id)).toBe('not-sent');
    }
    expect(await rowCounts(testApp.app)).toEqual(before);
  });

  it('falls back to the first PUBLIC_URL for an account that never had a key', async () => {
    const user = await createUser(testApp, { confirmed: false });
    await resendActivationEmail(testApp.app, user.id);
    const link = await latestActivationLink(testApp.app, user.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/registration/confirm');
    const { u, k } = linkParams(link);
    expect(await confirmWith(freshClient(testApp.app), u, k)).toEqual({ retval: 0, errMsg: '' });
  });
});
