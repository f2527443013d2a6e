import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, loggableUrl } from '../src/logger';
import { ApiClient } from './helpers/api-client';
import { captureLogs, type LogCapture } from './helpers/log-capture';
import { createTestApp, type TestApp } from './helpers/test-app';

const SECRETS = {
  password: 'pw-5f4dcc3b5aa765d61d8327deb882cf99',
  pass: 'plain-Qwerty123',
  pass_hash: 'hash-e10adc3949ba59abbe56e057f20f883e',
  md5: 'md5-25d55ad283aa400af464c76d713c07ad',
  plain: 'plain-hunter2',
  key: 'key-8f14e45fceea167a5a36dedd4bea2543',
  userkey: 'userkey-c9f0f895fb98ab9159f51fd0297e236d',
  token: 'token-45c48cce2e2d7fbdea1afc51c7c6ad26',
  cookie: 'sid=cookie-d3d9446802a44259755d38e6d163e820',
  authorization: 'Bearer auth-6512bd43d9caa6e02c990b0a82652dca',
  // A cabinet's marketplace key, alone or as the credentials object, and its stored form.
  apiKey: 'apikey-aab3238922bcc25a6f606eb525ffdc56',
  credentials: 'creds-9bf31c7ff062936a96d3c8bd1f8f2ff3',
  credentialsCiphertext: 'v1.cipher-c74d97b01eae257e44aa9d5bade97baf',
};

function expectNoSecret(text: string): void {
  for (const value of Object.values(SECRETS)) expect(text).not.toContain(value);
}

describe('log redaction', () => {
  it('hides sensitive fields at the top level and nested', () => {
    const logs = captureLogs();
    logs.logger.info({ ...SECRETS, userName: 'seller@example.com' }, 'top level');
    logs.logger.info({ body: SECRETS, nested: { deeper: SECRETS } }, 'nested');
    logs.logger.info({ res: { headers: { 'set-cookie': SECRETS.cookie } } }, 'response');

    expectNoSecret(logs.text());
    const [top, nested, response] = logs.records();
    expect(top).toMatchObject({
      password: REDACTED,
      md5: REDACTED,
      userName: 'seller@example.com',
    });
    expect(nested).toMatchObject({
      body: { cookie: REDACTED },
      nested: { deeper: { key: REDACTED } },
    });
    expect(response).toMatchObject({ res: { headers: { 'set-cookie': REDACTED } } });
  });

  it('hides them inside arrays and in the fields of a logged error, keeping its message', () => {
    const logs = captureLogs();
    const error = Object.assign(new Error('smtp refused'), { token: SECRETS.token });
    logs.logger.info({ accounts: [{ password: SECRETS.password }] }, 'array');
    logs.logger.error(error, 'as the first argument');
    logs.logger.error({ err: error }, 'under err');

    expectNoSecret(logs.text());
    const [array, first, under] = logs.records();
    expect(array).toMatchObject({ accounts: [{ password: REDACTED }] });
    for (const record of [first, under]) {
      expect(record).toMatchObject({ err: { message: 'smtp refused', token: REDACTED } });
      expect((record?.err as { stack?: string }).stack).toContain('smtp refused');
    }
  });

  it('leaves the logged objects themselves as they were', () => {
    const logs = captureLogs();
    const body = { password: SECRETS.password, nested: { token: SECRETS.token } };
    logs.logger.info({ body }, 'body');
    expect(body).toEqual({ password: SECRETS.password, nested: { token: SECRETS.token } });
  });

  it('drops the query string of the confirmation link only', () => {
    expect(loggableUrl('/registration/confirm?u=a%40b.ru&k=secret')).toBe('/registration/confirm');
    expect(loggableUrl('/Registration/Confirm/?k=secret')).toBe('/Registration/Confirm/');
    expect(loggableUrl('/catalog?page=2')).toBe('/catalog?page=2');
  });
});

describe('request logs of the app', () => {
  let testApp: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs('info');
    testApp = await createTestApp({ logger: logs.logger });
    testApp.app.post('/api/test/log', async (request) => {
      request.log.info({ req: request, headers: request.headers, body: request.body }, 'seen');
      return { ok: true };
    });
  });
  afterAll(() => testApp.close());

  it('never writes credentials from headers or bodies', async () => {
    // A browser-like client (the CSRF token), with a secret cookie in its jar.
    const client = new ApiClient(testApp.app);
    const [cookieName = '', cookieValue = ''] = SECRETS.cookie.split('=');
    client.cookies.set(cookieName, cookieValue);
    const response = await client.post('/api/test/log', SECRETS, {
      headers: { authorization: SECRETS.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(logs.text()).toContain('"msg":"seen"');
    expectNoSecret(logs.text());
  });

  it('never writes the e-mail and key of a confirmation link', async () => {
    await testApp.app.inject({
      method: 'GET',
      url: '/registration/confirm?u=seller%40example.com&k=KEY-0cc175b9c0f1b6a831c399e2697726',
    });
    await testApp.app.inject({ method: 'GET', url: '/catalog?page=2' });
    const urls = logs
      .records()
      .map((record) => (record.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toContain('/registration/confirm');
    expect(urls).toContain('/catalog?page=2');
    expect(logs.text()).not.toContain('KEY-0cc175b9c0f1b6a831c399e2697726');
    expect(logs.text()).not.toContain('seller%40example.com');
  });

  it('does not log every health probe', async () => {
    const before = logs.records().length;
    await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(logs.records()).toHaveLength(before);
  });
});
