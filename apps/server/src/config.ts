import { resolve } from 'node:path';
import { PRODUCT } from '@marketpult/shared/constants/product';
import { MENU_VARIANTS, type MenuVariant } from '@marketpult/shared/runtime-config';
import { z } from 'zod';
import { MD5_IP_REQUESTS } from './modules/auth/limits';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  /** Interface to bind; the printed URL is always http://localhost:PORT. */
  host: string;
  /** Absolute. Holds the PGlite files, secrets.json and the lock file. */
  dataDir: string;
  /** Set: PostgreSQL through node-postgres. Unset: PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Origins allowed in sign-up callback links, without a trailing slash. */
  publicUrls: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  menuVariant: MenuVariant;
  /** Only when given in the environment; otherwise generated once into secrets.json. */
  marketsProxyToken: string | undefined;
  trialDays: number;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Absolute; unset means apps/web/dist next to the server. */
  webDistDir: string | undefined;
  /** A session unused for this long ends. */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however active. */
  sessionAbsoluteHours: number;
  /** How long an e-mail confirmation link stays valid. */
  confirmationKeyHours: number;
  /**
   * How long an outbox row taken for sending belongs to one server process. After a crash on
   * PostgreSQL its e-mail waits this long before another attempt (PGlite releases it at start).
   */
  mailClaimSeconds: number;
  /** POST /v2/md5 requests a minute from one client address. */
  md5RequestsPerMinute: number;
  /** GET /api/bench/bare for `npm run bench`; never on unless asked. */
  benchBareRoute: boolean;
}

export interface ConfigIssue {
  variable: string;
  message: string;
}

/** A bad environment value. The message names every offending variable, one per line. */
export class ConfigError extends Error {
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    super(issues.map((issue) => `${issue.variable}: ${issue.message}`).join('\n'));
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

function integer(min: number, max: number) {
  return z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `expected an integer ${min}..${max}`,
    })
    .transform(Number);
}

const boolean = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => TRUE_WORDS.includes(value) || FALSE_WORDS.includes(value), {
    error: 'expected 1 or 0 (true/false, yes/no, on/off)',
  })
  .transform((value) => TRUE_WORDS.includes(value));

function url(protocols: string[], expected: string) {
  return z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      error: `expected ${expected}`,
    });
}

function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const parsed = new URL(value);
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.pathname === '/' &&
    !parsed.search &&
    !parsed.hash &&
    !parsed.username &&
    !parsed.password
  );
}

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length > 0 && list.every(isBareOrigin), {
    error: 'expected comma-separated http(s) origins such as https://example.com',
  })
  .transform((list) => [...new Set(list.map((origin) => new URL(origin).origin))]);

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const MAILBOX = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

const path = z.string().trim().min(1, { error: 'expected a path' });

/** Empty values count as unset, as they do in most .env files and container definitions. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const envSchema = z.object({
  PORT: optional(integer(1, 65535)),
  HOST: optional(z.string().trim().regex(/^\S+$/, { error: 'expected a host name or address' })),
  DATA_DIR: optional(path),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL')),
  PUBLIC_URL: optional(origins),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(
    z.string().trim().regex(MAILBOX, { error: 'expected an address or "Name <address>"' }),
  ),
  SUPPORT_EMAIL: optional(z.string().trim().regex(EMAIL, { error: 'expected an e-mail address' })),
  MENU_VARIANT: optional(
    z.enum(MENU_VARIANTS, { error: `expected one of ${MENU_VARIANTS.join(', ')}` }),
  ),
  MARKETS_PROXY_TOKEN: optional(
    z
      .string()
      .trim()
      .regex(/^[\x20-\x7e]+$/, { error: 'expected printable ASCII (it is an HTTP header value)' }),
  ),
  TRIAL_DAYS: optional(integer(1, 3650)),
  SEED_DEMO: optional(boolean),
  TRUST_PROXY: optional(boolean),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })),
  WEB_DIST_DIR: optional(path),
  SESSION_IDLE_MINUTES: optional(integer(1, 525_600)),
  SESSION_ABSOLUTE_HOURS: optional(integer(1, 8_760)),
  CONFIRMATION_KEY_HOURS: optional(integer(1, 720)),
  MAIL_CLAIM_SECONDS: optional(integer(1, 3600)),
  MD5_REQUESTS_PER_MINUTE: optional(integer(1, 1_000_000)),
  BENCH_BARE_ROUTE: optional(boolean),
});

/**
 * Reads the configuration from an environment. Pure apart from resolving relative paths
 * against `cwd`; throws ConfigError naming each bad variable.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        return { variable, message: `${issue.message}, got ${JSON.stringify(env[variable])}` };
      }),
    );
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 3000;
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: resolve(cwd, vars.DATA_DIR ?? 'data'),
    databaseUrl: vars.DATABASE_URL,
    publicUrls: vars.PUBLIC_URL ?? [`http://localhost:${port}`],
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? PRODUCT.defaultMailFrom,
    supportEmail: vars.SUPPORT_EMAIL ?? PRODUCT.defaultSupportEmail,
    menuVariant: vars.MENU_VARIANT ?? 'prod',
    marketsProxyToken: vars.MARKETS_PROXY_TOKEN,
    trialDays: vars.TRIAL_DAYS ?? 14,
    // The demo account is for trying the product out; a real PostgreSQL is a real deployment.
    seedDemo: vars.SEED_DEMO ?? vars.DATABASE_URL === undefined,
    trustProxy: vars.TRUST_PROXY ?? false,
    logLevel: vars.LOG_LEVEL ?? 'info',
    webDistDir: vars.WEB_DIST_DIR === undefined ? undefined : resolve(cwd, vars.WEB_DIST_DIR),
    // OWASP session guidance for a business tool: a working day idle, a week at most.
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES ?? 8 * 60,
    sessionAbsoluteHours: vars.SESSION_ABSOLUTE_HOURS ?? 7 * 24,
    confirmationKeyHours: vars.CONFIRMATION_KEY_HOURS ?? 24,
    // Longer than the SMTP timeouts of one message (transport.ts), so a slow send is not
    // taken over by another process; shorter only trades a possible duplicate for less delay.
    mailClaimSeconds: vars.MAIL_CLAIM_SECONDS ?? 120,
    md5RequestsPerMinute: vars.MD5_REQUESTS_PER_MINUTE ?? MD5_IP_REQUESTS.limit,
    benchBareRoute: vars.BENCH_BARE_ROUTE ?? false,
  };
}
