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
      md5RequestsPerMinute: 60,
      benchBareRoute: false,
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
        MD5_REQUESTS_PER_MINUTE: '500',
        BENCH_BARE_ROUTE: '1',
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
      md5RequestsPerMinute: 500,
      benchBareRoute: true,
    });
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
