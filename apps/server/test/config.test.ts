import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const CWD = '/srv/marketpult';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/marketpult/data',
      databaseUrl: undefined,
      publicUrls: ['http://localhost:3000'],
      smtpUrl: undefined,
      mailFrom: 'МаркетПульт <no-reply@marketpult.ru>',
      supportEmail: 'support@marketpult.ru',
      menuVariant: 'prod',
      marketsProxyToken: undefined,
      trialDays: 14,
      seedDemo: true,
      trustProxy: false,
      logLevel: 'info',
      webDistDir: undefined,
      sessionIdleMinutes: 480,
      sessionAbsoluteHours: 168,
      confirmationKeyHours: 24,
      mailClaimSeconds: 120,
      mailRetrySeconds: 30,
      jobConcurrency: 2,
      jobPollSeconds: 2,
      jobSuperviseSeconds: 60,
      md5RequestsPerMinute: 60,
      benchBareRoute: false,
      marketplaceApiUrls: {},
      syncIntervalMinutes: 60,
      syncHeartbeatSeconds: 30,
      syncRetrySeconds: 30,
      sandbox: true,
      marketplacePacing: 'published',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '4123',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/marketpult',
        DATABASE_URL: 'postgres://app:pw@db.internal:5432/marketpult',
        PUBLIC_URL: 'https://a.example.com/, https://b.example.com:8443',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
        MAIL_FROM: 'Шop <shop@example.com>',
        SUPPORT_EMAIL: 'help@example.com',
        MENU_VARIANT: 'hc-my',
        MARKETS_PROXY_TOKEN: 'Basic abc123',
        TRIAL_DAYS: '30',
        SEED_DEMO: 'yes',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'debug',
        WEB_DIST_DIR: 'web',
        SESSION_IDLE_MINUTES: '15',
        SESSION_ABSOLUTE_HOURS: '12',
        CONFIRMATION_KEY_HOURS: '2',
        MAIL_CLAIM_SECONDS: '30',
        MAIL_RETRY_SECONDS: '5',
        JOB_CONCURRENCY: '4',
        JOB_POLL_SECONDS: '10',
        JOB_SUPERVISE_SECONDS: '15',
        MD5_REQUESTS_PER_MINUTE: '500',
        BENCH_BARE_ROUTE: '1',
        OZON_API_URL: 'http://localhost:4000/ozon/',
        WB_API_URL: 'http://localhost:4000/wb',
        YM_API_URL: 'https://ym.example.com',
        SYNC_INTERVAL_MINUTES: '30',
        SANDBOX: 'on',
        SYNC_HEARTBEAT_SECONDS: '10',
        SYNC_RETRY_SECONDS: '2',
        MARKETPLACE_PACING: 'off',
      },
      CWD,
    );
    expect(config).toEqual({
      port: 4123,
      host: '127.0.0.1',
      dataDir: '/var/lib/marketpult',
      databaseUrl: 'postgres://app:pw@db.internal:5432/marketpult',
      publicUrls: ['https://a.example.com', 'https://b.example.com:8443'],
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'Шop <shop@example.com>',
      supportEmail: 'help@example.com',
      menuVariant: 'hc-my',
      marketsProxyToken: 'Basic abc123',
      trialDays: 30,
      seedDemo: true,
      trustProxy: true,
      logLevel: 'debug',
      webDistDir: '/srv/marketpult/web',
      sessionIdleMinutes: 15,
      sessionAbsoluteHours: 12,
      confirmationKeyHours: 2,
      mailClaimSeconds: 30,
      mailRetrySeconds: 5,
      jobConcurrency: 4,
      jobPollSeconds: 10,
      jobSuperviseSeconds: 15,
      md5RequestsPerMinute: 500,
      benchBareRoute: true,
      marketplaceApiUrls: {
        ozon: 'http://localhost:4000/ozon',
        wildberries: 'http://localhost:4000/wb',
        yandex: 'https://ym.example.com',
      },
      syncIntervalMinutes: 30,
      syncHeartbeatSeconds: 10,
      syncRetrySeconds: 2,
      sandbox: true,
      marketplacePacing: 'off',
    });
  });

  it('paces marketplace calls by default and allows pacing off only when every marketplace is a sandbox', () => {
    expect(loadConfig({}, CWD).marketplacePacing).toBe('published');
    expect(loadConfig({ MARKETPLACE_PACING: 'off' }, CWD).marketplacePacing).toBe('off');
    const everyUrl = {
      OZON_API_URL: 'http://127.0.0.1:3101',
      WB_API_URL: 'http://127.0.0.1:3102',
      YM_API_URL: 'http://127.0.0.1:3103',
    };
    expect(
      loadConfig({ ...everyUrl, DATABASE_URL: 'postgres://db/app', MARKETPLACE_PACING: 'off' }, CWD)
        .marketplacePacing,
    ).toBe('off');
    expect(
      loadConfig(
        { DATABASE_URL: 'postgres://db/app', SANDBOX: '1', MARKETPLACE_PACING: 'off' },
        CWD,
      ).marketplacePacing,
    ).toBe('off');
  });

  it.each([
    ['no sandbox at all', { DATABASE_URL: 'postgres://db/app' }],
    ['the sandbox turned off', { SANDBOX: 'off' }],
    [
      'one marketplace left on its real host',
      { OZON_API_URL: 'http://127.0.0.1:3101', WB_API_URL: 'http://127.0.0.1:3102' },
    ],
  ])('refuses to start with MARKETPLACE_PACING=off and %s', (_case, env) => {
    const error = configError({ ...env, MARKETPLACE_PACING: 'off' });
    expect(error.issues.map((issue) => issue.variable)).toEqual(['MARKETPLACE_PACING']);
    expect(error.message).toContain('every marketplace is a sandbox');
  });

  it('runs the sandbox by default only on the embedded defaults', () => {
    expect(loadConfig({}, CWD).sandbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }, CWD).sandbox).toBe(false);
    expect(loadConfig({ YM_API_URL: 'http://127.0.0.1:3103' }, CWD).sandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', SANDBOX: '1' }, CWD).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX: 'off' }, CWD).sandbox).toBe(false);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }, CWD).dataDir).toBe('/srv/marketpult/var/db');
  });

  it('derives the default PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' }, CWD).publicUrls).toEqual(['http://localhost:8080']);
  });

  it('seeds the demo data on PGlite but not on PostgreSQL unless asked', () => {
    const url = 'postgresql://postgres@127.0.0.1/app';
    expect(loadConfig({}, CWD).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }, CWD).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }, CWD).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }, CWD).seedDemo).toBe(false);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', MENU_VARIANT: '' }, CWD)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      menuVariant: 'prod',
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT: expected an integer 1..65535, got "abc"'],
    ['PORT', '0', 'PORT: expected an integer 1..65535, got "0"'],
    ['PORT', '65536', 'PORT: expected an integer 1..65535, got "65536"'],
    ['PORT', '80.5', 'PORT: expected an integer 1..65535, got "80.5"'],
    ['HOST', 'my host', 'HOST: expected a host name or address, got "my host"'],
    ['DATABASE_URL', 'mysql://x/y', 'DATABASE_URL: expected a postgres:// or postgresql:// URL'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL: expected a postgres:// or postgresql:// URL'],
    ['PUBLIC_URL', 'example.com', 'PUBLIC_URL: expected comma-separated http(s) origins'],
    ['PUBLIC_URL', 'https://a.example/app', 'PUBLIC_URL: expected comma-separated http(s) origins'],
    ['PUBLIC_URL', 'ftp://a.example', 'PUBLIC_URL: expected comma-separated http(s) origins'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: expected an smtp:// or smtps:// URL'],
    ['MAIL_FROM', 'nobody', 'MAIL_FROM: expected an address or "Name <address>"'],
    ['SUPPORT_EMAIL', 'support', 'SUPPORT_EMAIL: expected an e-mail address, got "support"'],
    ['MENU_VARIANT', 'dev', 'MENU_VARIANT: expected one of prod, hc-market, hc-my, got "dev"'],
    ['MARKETS_PROXY_TOKEN', 'тoken', 'MARKETS_PROXY_TOKEN: expected printable ASCII'],
    ['TRIAL_DAYS', '0', 'TRIAL_DAYS: expected an integer 1..3650, got "0"'],
    ['TRIAL_DAYS', '-3', 'TRIAL_DAYS: expected an integer 1..3650, got "-3"'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO: expected 1 or 0'],
    ['TRUST_PROXY', '2', 'TRUST_PROXY: expected 1 or 0'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace'],
    ['OZON_API_URL', 'ftp://ozon', 'OZON_API_URL: expected an http(s):// URL'],
    ['WB_API_URL', 'localhost:4000', 'WB_API_URL: expected an http(s):// URL'],
    ['SYNC_INTERVAL_MINUTES', '1', 'SYNC_INTERVAL_MINUTES: expected an integer 5..10080'],
  ])('rejects %s=%s naming the variable', (variable, value, message) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(message);
    expect(error.issues.map((issue) => issue.variable)).toEqual([variable]);
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'x', LOG_LEVEL: 'loud', TRIAL_DAYS: '1' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['LOG_LEVEL', 'PORT']);
    expect(error.message.split('\n')).toHaveLength(2);
  });
});
