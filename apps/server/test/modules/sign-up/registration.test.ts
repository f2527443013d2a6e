import { API_PATHS } from '@marketpult/shared/api-paths';
import { SIGN_UP_MESSAGES, SIGN_UP_RETVAL } from '@marketpult/shared/contracts/sign-up-result';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationKeys, outbox, users } from '../../../src/db/schema';
import { md5Hex } from '../../../src/modules/md5/md5';
import { hashConfirmationKey } from '../../../src/modules/sign-up/confirmation-key';
import { uniqueEmail } from '../../helpers/sign-in';
import { ManualClock } from '../../../src/plugins/clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import {
  CALLBACK_URL,
  freshClient,
  latestActivationLink,
  linkParams,
  registerWith,
  registrationBody,
  rowCounts,
} from './sign-up-fixtures';

const HOUR_MS = 60 * 60 * 1000;

/** An address of exactly `length` characters: 64-character local part, labels of ≤ 63. */
function emailOfLength(length: number): string {
  const local = 'l'.repeat(64);
  const last = length - 64 - 1 - (63 + 1 + 63 + 1) - 3;
  return `${local}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(last)}.ru`;
}

describe(`POST /Users_Registration on ${TEST_DB_KIND}`, () => {
  let testApp: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
  });
  afterAll(() => testApp.close());

  /** Registers and expects `retval`, with the database left exactly as it was on a refusal. */
  async function expectOutcome(body: ReturnType<typeof registrationBody>, retval: number) {
    const before = await rowCounts(testApp.app);
    const result = await registerWith(freshClient(testApp.app), body);
    expect(result.retval).toBe(retval);
    if (retval !== SIGN_UP_RETVAL.ok) {
      expect(result.errMsg).toBe(SIGN_UP_MESSAGES[retval as keyof typeof SIGN_UP_MESSAGES]);
      expect(await rowCounts(testApp.app)).toEqual(before);
    } else {
      expect(result.errMsg).toBe('');
      const after = await rowCounts(testApp.app);
      expect(after).toEqual({
        users: before.users + 1,
        keys: before.keys + 1,
        outbox: before.outbox + 1,
      });
    }
    return result;
  }

  it('creates an unconfirmed account, a hashed key and the activation e-mail', async () => {
    const email = uniqueEmail('new');
    await expectOutcome(registrationBody(email), SIGN_UP_RETVAL.ok);

    const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      email,
      emailCanonical: email.toLowerCase(),
      phone: '79991234567',
      displayName: email.slice(0, email.indexOf('@')),
      confirmedAt: null,
      subscriptionUntil: null,
      disabledAt: null,
    });
    // argon2id of the md5, never the md5 or the password.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(md5Hex(registrationBody(email).pass));

    const link = await latestActivationLink(testApp.app, email);
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK_URL);
    const { u, k } = linkParams(link);
    expect(u).toBe(email);
    expect(k).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const keys = await testApp.app.db
      .select()
      .from(confirmationKeys)
      .where(eq(confirmationKeys.userId, user?.id ?? ''));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      keyHash: hashConfirmationKey(k),
      callbackUrl: CALLBACK_URL,
      usedAt: null,
      expiresAt: new Date(clock.now().getTime() + 24 * HOUR_MS),
    });
    const stored = await testApp.app.db.execute(
      sql`select count(*)::int as n from confirmation_keys where key_hash = ${k} or callback_url like ${`%${k}%`}`,
    );
    expect(stored.rows).toEqual([{ n: 0 }]);

    const [mail] = await testApp.app.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail).toMatchObject({
      kind: 'activation',
      status: 'pending',
      subject: 'Подтверждение регистрации в МаркетПульт',
      attempts: 0,
    });
  });

  describe('e-mail', () => {
    it('takes an address of 254 characters', async () => {
      const email = emailOfLength(254);
      expect(email).toHaveLength(254);
      await expectOutcome(registrationBody(email), SIGN_UP_RETVAL.ok);
    });

    it('turns away 255 characters as a malformed request (the schema bound)', async () => {
      const email = emailOfLength(255);
      expect(email).toHaveLength(255);
      const before = await rowCounts(testApp.app);
      const response = await freshClient(testApp.app).post(
        API_PATHS.registration,
        registrationBody(email),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseStatus: { errorCode: 'ValidationError' } });
      expect(await rowCounts(testApp.app)).toEqual(before);
    });

    it.each(['not-an-email', 'two@@example.com', 'seller@localhost', ' @example.com'])(
      'refuses %j as invalid data',
      async (email) => {
        await expectOutcome(registrationBody(email), SIGN_UP_RETVAL.invalidData);
      },
    );

    it('trims the address and accepts an empty username', async () => {
      const email = uniqueEmail('trim');
      await expectOutcome(registrationBody(`  ${email} `, { username: '' }), SIGN_UP_RETVAL.ok);
      const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
      expect(user?.email).toBe(email);
    });

    it('accepts username in another letter case, refuses another address in it', async () => {
      const email = uniqueEmail('pair');
      await expectOutcome(
        registrationBody(email, { username: email.toUpperCase() }),
        SIGN_UP_RETVAL.ok,
      );
      await expectOutcome(
        registrationBody(uniqueEmail('mail'), { username: uniqueEmail('other') }),
        SIGN_UP_RETVAL.invalidData,
      );
    });

    it('refuses an address already registered, in any letter case, and adds no row', async () => {
      const email = uniqueEmail('Taken');
      await expectOutcome(registrationBody(email), SIGN_UP_RETVAL.ok);
      await expectOutcome(registrationBody(email), SIGN_UP_RETVAL.emailTaken);
      await expectOutcome(registrationBody(email.toUpperCase()), SIGN_UP_RETVAL.emailTaken);
      const [local, domain] = email.split('@');
      await expectOutcome(
        registrationBody(`${local}@${domain?.toUpperCase()}`),
        SIGN_UP_RETVAL.emailTaken,
      );
    });

    it('treats a Cyrillic domain and its punycode as one address', async () => {
      await expectOutcome(registrationBody('продавец@пример.рф'), SIGN_UP_RETVAL.ok);
      await expectOutcome(
        registrationBody('продавец@xn--e1afmkfd.xn--p1ai'),
        SIGN_UP_RETVAL.emailTaken,
      );
    });
  });

  describe('phone', () => {
    it.each([
      ['+7 (999) 123-456', SIGN_UP_RETVAL.invalidData],
      ['+7 (999) 123-4567', SIGN_UP_RETVAL.ok],
      ['79991234567', SIGN_UP_RETVAL.ok],
      ['+7 (999) 123-45678', SIGN_UP_RETVAL.invalidData],
      ['+７ (９９９) １２３-４５６７', SIGN_UP_RETVAL.invalidData],
      ['+7 (999) 123-456７', SIGN_UP_RETVAL.invalidData],
      ['', SIGN_UP_RETVAL.invalidData],
    ])('%j → retval %i', async (userphone, retval) => {
      await expectOutcome(registrationBody(uniqueEmail('phone'), { userphone }), retval);
    });

    it.each([
      '+79161234567',
      '+7 916 123-45-67',
      '79161234567',
      '89161234567',
      '8 (916) 123-45-67',
      '9161234567',
    ])('stores %j as 79161234567', async (userphone) => {
      const email = uniqueEmail('phone-form');
      await expectOutcome(registrationBody(email, { userphone }), SIGN_UP_RETVAL.ok);
      const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
      expect(user?.phone).toBe('79161234567');
    });

    it.each([
      ['a code of Kazakhstan', '+77011234567'],
      ['a code starting with 1', '+7 (123) 456-7890'],
      ['a code starting with 5', '85001234567'],
      ['another country code', '+19161234567'],
    ])('refuses %s and writes nothing', async (_, userphone) => {
      await expectOutcome(
        registrationBody(uniqueEmail('phone-bad'), { userphone }),
        SIGN_UP_RETVAL.invalidData,
      );
    });
  });

  describe('password', () => {
    it.each([
      ['Zx7-k', SIGN_UP_RETVAL.invalidData],
      ['Zx7-kq', SIGN_UP_RETVAL.ok],
      [`Zx7-${'к'.repeat(124)}`, SIGN_UP_RETVAL.ok],
    ])('%j → retval %i', async (pass, retval) => {
      await expectOutcome(registrationBody(uniqueEmail('pass'), { pass }), retval);
    });

    it('turns away 129 characters as a malformed request (the schema bound)', async () => {
      const response = await freshClient(testApp.app).post(
        API_PATHS.registration,
        registrationBody(uniqueEmail('long'), { pass: `Zx7-${'к'.repeat(125)}` }),
      );
      expect(response.statusCode).toBe(400);
    });

    it.each(['password', 'PASSWORD', 'qwerty123', 'йцукен', 'gfhjkm', '1q2w3e4r'])(
      'refuses the common password %j',
      async (pass) => {
        await expectOutcome(
          registrationBody(uniqueEmail('common'), { pass }),
          SIGN_UP_RETVAL.passwordTooCommon,
        );
      },
    );

    it('refuses a pass_hash that is not md5(pass)', async () => {
      await expectOutcome(
        registrationBody(uniqueEmail('hash'), { pass_hash: md5Hex('something else') }),
        SIGN_UP_RETVAL.passwordHashMismatch,
      );
    });

    it('hashes pass as UTF-8 and compares the hash in any letter case', async () => {
      const pass = 'Пароль-надёжный-7';
      await expectOutcome(
        registrationBody(uniqueEmail('utf8'), {
          pass,
          pass_hash: md5Hex(pass).toUpperCase(),
        }),
        SIGN_UP_RETVAL.ok,
      );
      await expectOutcome(
        registrationBody(uniqueEmail('latin1'), {
          pass,
          pass_hash: md5Hex(Buffer.from(pass, 'utf8').toString('latin1')),
        }),
        SIGN_UP_RETVAL.passwordHashMismatch,
      );
    });
  });

  describe('callback_url', () => {
    it.each([
      'https://evil.example/registration/confirm',
      'https://localhost:3000/registration/confirm',
      'http://localhost:3001/registration/confirm',
      'http://localhost:3000/registration',
      'http://localhost:3000/registration/confirm/',
      'http://localhost:3000/registration/confirm?next=https://evil.example',
      'http://localhost:3000/registration/confirm?',
      'http://localhost:3000/registration/confirm#k',
      'http://user:pass@localhost:3000/registration/confirm',
      'javascript:alert(1)//localhost:3000/registration/confirm',
      '/registration/confirm',
      '',
    ])('refuses %j', async (callbackUrl) => {
      await expectOutcome(
        registrationBody(uniqueEmail('cb'), { callback_url: callbackUrl }),
        SIGN_UP_RETVAL.callbackUrlNotAllowed,
      );
    });

    it('accepts the allowed origin in another letter case and stores it normalised', async () => {
      const email = uniqueEmail('cb-case');
      await expectOutcome(
        registrationBody(email, { callback_url: 'HTTP://LOCALHOST:3000/registration/confirm' }),
        SIGN_UP_RETVAL.ok,
      );
      const link = await latestActivationLink(testApp.app, email);
      expect(`${link.origin}${link.pathname}`).toBe(CALLBACK_URL);
    });
  });

  it('ignores a forged Host header: the link is built from PUBLIC_URL only', async () => {
    const email = uniqueEmail('host');
    const result = await freshClient(testApp.app).post(
      API_PATHS.registration,
      registrationBody(email),
      {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      },
    );
    expect(result.json()).toEqual({ retval: 0, errMsg: '' });
    expect((await latestActivationLink(testApp.app, email)).origin).toBe('http://localhost:3000');
  });

  it('throttles one client IP after 10 registrations an hour', async () => {
    const client = freshClient(testApp.app);
    for (let i = 0; i < 10; i += 1) {
      const result = await registerWith(client, registrationBody(`bad-${i}`));
      expect(result.retval).toBe(SIGN_UP_RETVAL.invalidData);
    }
    const before = await rowCounts(testApp.app);
    const throttled = await registerWith(client, registrationBody(uniqueEmail('late')));
    expect(throttled).toEqual({
      retval: SIGN_UP_RETVAL.tooManyAttempts,
      errMsg: SIGN_UP_MESSAGES[SIGN_UP_RETVAL.tooManyAttempts],
    });
    expect(await rowCounts(testApp.app)).toEqual(before);
    // Another client is not affected.
    const other = await registerWith(freshClient(testApp.app), registrationBody(uniqueEmail('ok')));
    expect(other.retval).toBe(SIGN_UP_RETVAL.ok);
    // The next hour the first client may register again.
    clock.advance(HOUR_MS);
    const later = await registerWith(client, registrationBody(uniqueEmail('later')));
    expect(later.retval).toBe(SIGN_UP_RETVAL.ok);
  });

  describe('malformed requests are 4xx and change nothing', () => {
    it.each([
      ['an unknown field', { ...registrationBody('x@example.com'), role: 'admin' }],
      ['a missing field', { ...registrationBody('x@example.com'), portal: undefined }],
      ['simple as a string', { ...registrationBody('x@example.com'), simple: 'false' }],
      ['a number for the phone', { ...registrationBody('x@example.com'), userphone: 79991234567 }],
      ['a short pass_hash', { ...registrationBody('x@example.com'), pass_hash: 'abc' }],
      ['a NUL byte', { ...registrationBody('x@example.com'), pass: 'Zx7-kettle\u0000' }],
    ])('%s', async (_name, body) => {
      const before = await rowCounts(testApp.app);
      const response = await freshClient(testApp.app).post(API_PATHS.registration, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseStatus: { errorCode: 'ValidationError' } });
      expect(await rowCounts(testApp.app)).toEqual(before);
    });

    it('a __proto__ key', async () => {
      const before = await rowCounts(testApp.app);
      const body = JSON.stringify(registrationBody(uniqueEmail('proto'))).replace(
        /^\{/,
        '{"__proto__":{"simple":true},',
      );
      const response = await freshClient(testApp.app).post(API_PATHS.registration, undefined, {
        rawPayload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(await rowCounts(testApp.app)).toEqual(before);
    });

    it('without the CSRF token', async () => {
      const before = await rowCounts(testApp.app);
      const response = await freshClient(testApp.app).post(
        API_PATHS.registration,
        registrationBody(uniqueEmail('csrf')),
        { csrf: false },
      );
      expect(response.statusCode).toBe(403);
      expect(await rowCounts(testApp.app)).toEqual(before);
    });
  });

  it('keeps no user or key when the e-mail cannot be queued (one transaction)', async () => {
    const email = uniqueEmail('atomic');
    const before = await rowCounts(testApp.app);
    await testApp.app.db.execute(sql`alter table outbox rename to outbox_away`);
    try {
      const response = await freshClient(testApp.app).post(
        API_PATHS.registration,
        registrationBody(email),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await testApp.app.db.execute(sql`alter table outbox_away rename to outbox`);
    }
    expect(await rowCounts(testApp.app)).toEqual(before);
    // The address is still free.
    await expectOutcome(registrationBody(email), SIGN_UP_RETVAL.ok);
  });
});
