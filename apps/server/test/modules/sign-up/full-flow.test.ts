import { API_PATHS } from '@marketpult/shared/api-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, workspaces } from '../../../src/db/schema';
import { md5Hex } from '../../../src/modules/md5/md5';
import { ApiClient } from '../../helpers/api-client';
import { captureLogs } from '../../helpers/log-capture';
import { signIn } from '../../helpers/sign-in';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink';
import { TEST_SECRETS, createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_DB_KIND } from '../../helpers/test-db';
import { CALLBACK_URL, linkIn, registrationBody } from './sign-up-fixtures';

describe(`register → e-mail over SMTP → confirm → workspace → sign in, on ${TEST_DB_KIND}`, () => {
  const logs = captureLogs('trace');
  let sink: SmtpSink;
  let testApp: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await createTestApp({ env: { SMTP_URL: sink.url }, logger: logs.logger });
    await testApp.app.ready();
    await testApp.app.jobs.startWorkers();
  });
  afterAll(async () => {
    await testApp.close();
    await sink.close();
  });

  it('goes the whole way with the link of the e-mail it received', async () => {
    const email = 'Full.Path@Example.com';
    const password = 'Ладога-2026-весна';
    const browser = new ApiClient(testApp.app, '192.0.2.10');

    // The registration screen hashes the password with /v2/md5, then registers.
    const md5 = await browser.post(API_PATHS.md5, { plain: password });
    expect(md5.json()).toEqual({ md5: md5Hex(password) });
    const registered = await browser.post(
      API_PATHS.registration,
      registrationBody(email, { pass: password, pass_hash: md5Hex(password) }),
    );
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ retval: 0, errMsg: '' });

    // The worker was woken by the registration and sends the e-mail over SMTP.
    const mail = await sink.nextMailTo(email);
    expect(mail.subject).toBe('Подтверждение регистрации в МаркетПульт');
    expect(mail.headers.get('from')).toContain('<no-reply@marketpult.ru>');
    expect(mail.text).toContain('Ссылка действительна 24 часа.');
    expect(mail.text).toContain('support@marketpult.ru');
    const link = linkIn(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe(CALLBACK_URL);
    expect(mail.html).toContain(`href="${link.href.replace('&', '&amp;')}"`);

    // The confirmation page reads u and k from its address and confirms.
    const u = link.searchParams.get('u') ?? '';
    const k = link.searchParams.get('k') ?? '';
    expect(u).toBe(email);
    const landing = new ApiClient(testApp.app, '192.0.2.11');
    const confirmed = await landing.post(API_PATHS.confirmRegistration, {
      username: u,
      userkey: k,
    });
    expect(confirmed.json()).toEqual({ retval: 0, errMsg: '' });

    // …then the follow-up call with the token from the runtime configuration.
    const runtime = (await landing.get(API_PATHS.runtimeConfig)).json() as {
      marketsProxyToken: string;
    };
    expect(runtime.marketsProxyToken).toBe(TEST_SECRETS.marketsProxyToken);
    const markets = await landing.post(
      API_PATHS.marketsAccountConfirm,
      { login: u, name: u },
      { headers: { authorization: runtime.marketsProxyToken } },
    );
    expect(markets.json()).toEqual({ retval: 0, errMsg: '' });
    const [workspace] = await testApp.app.db.select().from(workspaces);
    expect(workspace?.name).toBe(email);

    // The link confirms once; opened again it says the e-mail is already confirmed.
    const again = await landing.post(API_PATHS.confirmRegistration, { username: u, userkey: k });
    expect(again.json()).toMatchObject({ retval: 12 });

    // Sign in, session check, sign out; the old cookie is dead afterwards.
    const login = await signIn(landing, { email: email.toLowerCase(), password });
    expect(login.json()).toEqual({ UserName: email, DisplayName: 'Full.Path' });
    expect((await landing.post(API_PATHS.auth)).json()).toEqual({
      UserName: email,
      DisplayName: 'Full.Path',
    });
    const oldCookies = new Map(landing.cookies);
    expect((await landing.post(API_PATHS.authLogout)).statusCode).toBe(200);
    const replay = new ApiClient(testApp.app, '192.0.2.11');
    for (const [name, value] of oldCookies) replay.cookies.set(name, value);
    expect((await replay.post(API_PATHS.auth)).statusCode).toBe(401);

    // The stored copy of the sent e-mail has lost its key.
    const [row] = await testApp.app.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(row?.status).toBe('sent');
    expect(row?.textBody).not.toContain(k);
    expect(row?.htmlBody).not.toContain(k);

    // Nothing secret reached the logs: no password, md5, key or link.
    const text = logs.text();
    expect(text).toContain('"event":"signup.registration"');
    expect(text).toContain('"event":"signup.confirmation"');
    for (const secret of [password, md5Hex(password), k, encodeURIComponent(k), link.href]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('activationLink');
  });
});
