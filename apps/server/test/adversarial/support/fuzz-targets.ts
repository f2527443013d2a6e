import { readdirSync } from 'node:fs';
import { API_PATHS } from '@marketpult/shared/api-paths';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { HELP_DIR } from '../../../src/modules/knowledge-base/content';
import { md5Hex } from '../../../src/modules/md5/md5';
import { TEST_SECRETS } from '../../helpers/test-app';
import { urlsFor, type FuzzTarget, type GeneratedUrl } from './fuzz-cases';
import { FUZZ_KEY, FUZZ_SHOP } from './fuzz-marketplace';
import { retvalOf } from './fuzz-harness';
import type { FuzzWorld } from './fuzz-world';
import {
  FORBIDDEN_CHARACTERS,
  ODD_EMAILS,
  ODD_PHONES,
  ODD_UNICODE,
  hostileString,
  withOddCharacters,
} from './hostile-values';

const GOOD_PASSWORD = 'Zx7-kettle-Ладога';
const NEW_PASSWORD = 'Fresh-pass-2026-Волга';
const CALLBACK_URL = 'http://localhost:3000/registration/confirm';

/** The limits each route sets (its routes.ts); 32 KiB is the app's default. */
const LIMITS = { md5: 1024, credentials: 4096, empty: 1024, signUp: 16_384, small: 4096 };
export const DEFAULT_LIMIT = 32 * 1024;

function hexString(length: number, alphabet = '0123456789abcdef'): fc.Arbitrary<string> {
  return fc.string({
    unit: fc.constantFrom(...alphabet.split('')),
    minLength: length,
    maxLength: length,
  });
}

/** md5 hex as the schema wants it (32 hex, either case) and every way of missing it. */
const md5Values: fc.Arbitrary<string> = fc.oneof(
  hexString(32),
  hexString(32, '0123456789ABCDEF'),
  hexString(31),
  hexString(33),
  hexString(32, 'ghijklmnopqrstuvwxyz'),
  hexString(32).map((hex) =>
    hex.replace(/[0-9]/g, (digit) => String.fromCharCode(0xff10 + +digit)),
  ),
  hexString(31).map((hex) => `${hex}\u0000`),
  hexString(32).map((hex) => ` ${hex} `),
  fc.constantFrom('', 'd41d8cd98f00b204e9800998ecf8427e', `${'0'.repeat(32)}`),
);

const passwords: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    GOOD_PASSWORD,
    'password',
    'qwerty123',
    '123456',
    'пароль',
    'short',
    'a'.repeat(128),
    'a'.repeat(129),
    '😀'.repeat(64),
    ' leading and trailing ',
    'e\u0301e\u0301e\u0301e\u0301',
    '\u00e9\u00e9\u00e9\u00e9',
  ),
  hostileString,
);

function emails(own: string): fc.Arbitrary<string> {
  const [local = '', domain = ''] = own.split('@');
  return fc.oneof(
    fc.constantFrom(...ODD_EMAILS),
    fc.constantFrom(
      own,
      own.toUpperCase(),
      ` ${own} `,
      `${local}@${domain.toUpperCase()}`,
      `${local}\u200b@${domain}`,
      `${local}@${domain}\u0000`,
      `${local.replace(/e/g, '\u0435')}@${domain}`, // Cyrillic е in the local part
    ),
    withOddCharacters(own),
    hostileString,
  );
}

const phones = fc.oneof(fc.constantFrom(...ODD_PHONES), hostileString);

const callbackUrls = fc.oneof(
  fc.constantFrom(
    CALLBACK_URL,
    'HTTP://LOCALHOST:3000/registration/confirm',
    'http://localhost:3000/registration/confirm?k=1',
    'http://localhost:3000/registration/confirm#x',
    'http://localhost:3000/registration/confirm/../confirm',
    'http://localhost:3000/registration/confirm/',
    'http://user:pass@localhost:3000/registration/confirm',
    'http://evil.example@localhost:3000/registration/confirm',
    'http://localhost:3000\\@evil.example/registration/confirm',
    'http://localhost:3000.evil.example/registration/confirm',
    'http://l\u043ecalhost:3000/registration/confirm', // Cyrillic о
    'http://[::1]:3000/registration/confirm',
    '//evil.example/registration/confirm',
    'https://evil.example/registration/confirm',
    'javascript:alert(1)//localhost:3000/registration/confirm',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    `http://localhost:3000/registration/confirm${'/x'.repeat(1100)}`,
    '',
  ),
  hostileString,
);

function keys(own: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      own,
      own.toUpperCase(),
      ` ${own} `,
      own.slice(0, -1),
      `${own}A`,
      `${own}\u200b`,
      own.normalize('NFD'),
      `${own.slice(0, 10)}' OR '1'='1`,
      'abc',
      'a'.repeat(256),
      'a'.repeat(257),
    ),
    hostileString,
  );
}

const displayNames = fc.oneof(
  fc.constantFrom(
    'Анна Петрова',
    '  Анна  ',
    'a'.repeat(100),
    'a'.repeat(101),
    'a'.repeat(256),
    'a'.repeat(257),
    '   ',
    '',
    '<script>alert(1)</script>',
    '\u202eанна',
    ...ODD_UNICODE,
    ...FORBIDDEN_CHARACTERS,
  ),
  hostileString,
);

const succeeded = (response: LightMyRequestResponse) => retvalOf(response) === 0;
export const answered200 = (response: LightMyRequestResponse) => response.statusCode === 200;

/** The throttles count well-formed attempts whatever their outcome: that is their job. */
const THROTTLE_COUNTERS = ['rate_limits'] as const;

/** A target whose name is known before the world exists: it titles a test. */
export interface TargetBuilder {
  name: string;
  build(world: FuzzWorld): FuzzTarget;
}

export function target(
  method: 'GET' | 'POST',
  path: string,
  build: (world: FuzzWorld) => Omit<FuzzTarget, 'name' | 'method' | 'path'>,
  title = path,
): TargetBuilder {
  const name = `${method} ${title}`;
  return { name, build: (world) => ({ name, method, path, ...build(world) }) };
}

export const SIGN_IN_TARGETS: readonly TargetBuilder[] = [
  target('POST', API_PATHS.md5, () => ({
    template: { plain: GOOD_PASSWORD },
    fields: { plain: passwords },
    bodyLimit: LIMITS.md5,
    freshAddressPerRun: true,
    countsIn: THROTTLE_COUNTERS,
  })),
  target('POST', API_PATHS.authCredentials, (world) => ({
    // A wrong password: no generated body holds the right md5, so none signs in. One client
    // address, so the per-IP limit (50 failures) caps the argon2 runs of this endpoint.
    template: { userName: world.user.email, password: md5Hex('not the password') },
    fields: { userName: emails(world.user.email), password: md5Values },
    bodyLimit: LIMITS.credentials,
    countsIn: THROTTLE_COUNTERS,
    mayWrite: answered200,
  })),
  target('POST', API_PATHS.auth, () => ({
    template: {},
    bodyLimit: LIMITS.empty,
    mostlySignedIn: true,
  })),
  target('POST', API_PATHS.authLogout, () => ({
    template: {},
    bodyLimit: LIMITS.empty,
    mostlySignedIn: true,
    // A logout that went through deletes the session; the next run is signed in again.
    mayWrite: answered200,
  })),
];

const SIGN_UP_EMAIL = 'fuzz.seller@example.com';

export const SIGN_UP_TARGETS: readonly TargetBuilder[] = [
  target('POST', API_PATHS.registration, () => ({
    template: {
      username: SIGN_UP_EMAIL,
      pass_hash: md5Hex(GOOD_PASSWORD),
      usermail: SIGN_UP_EMAIL,
      pass: GOOD_PASSWORD,
      userphone: '+7 (999) 123-45-67',
      simple: false,
      callback_url: CALLBACK_URL,
      portal: 'marketpult',
    },
    fields: {
      username: emails(SIGN_UP_EMAIL),
      usermail: emails(SIGN_UP_EMAIL),
      pass: passwords,
      pass_hash: md5Values,
      userphone: phones,
      simple: fc.constantFrom(true, 'false', 0, null),
      callback_url: callbackUrls,
      portal: hostileString,
    },
    bodyLimit: LIMITS.signUp,
    freshAddressPerRun: true,
    countsIn: THROTTLE_COUNTERS,
    mayWrite: succeeded,
  })),
  target('POST', API_PATHS.confirmRegistration, (world) => ({
    template: { username: world.pending.email, userkey: world.pending.key },
    fields: { username: emails(world.pending.email), userkey: keys(world.pending.key) },
    bodyLimit: LIMITS.signUp,
    freshAddressPerRun: true,
    countsIn: THROTTLE_COUNTERS,
    mayWrite: succeeded,
  })),
  target('POST', API_PATHS.marketsAccountConfirm, (world) => ({
    template: { login: world.user.email, name: 'Магазин Анны' },
    fields: { login: emails(world.user.email), name: displayNames },
    bodyLimit: LIMITS.small,
    authorization: TEST_SECRETS.marketsProxyToken,
    freshAddressPerRun: true,
    countsIn: THROTTLE_COUNTERS,
    mayWrite: succeeded,
  })),
];

export const CABINET_TARGETS: readonly TargetBuilder[] = [
  target('POST', API_PATHS.instructionsList, () => ({
    template: {},
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
  })),
  target('POST', API_PATHS.changePassword, () => ({
    // A wrong current password: nothing generated can change the password for real.
    template: {
      old_pass_hash: md5Hex('not the password'),
      pass: NEW_PASSWORD,
      pass_hash: md5Hex(NEW_PASSWORD),
    },
    fields: { old_pass_hash: md5Values, pass: passwords, pass_hash: md5Values },
    bodyLimit: LIMITS.small,
    mostlySignedIn: true,
    countsIn: THROTTLE_COUNTERS,
    mayWrite: succeeded,
  })),
  target('POST', API_PATHS.updateProfile, (world) => ({
    template: { display_name: world.user.displayName },
    fields: { display_name: displayNames },
    bodyLimit: LIMITS.small,
    mostlySignedIn: true,
    mayWrite: succeeded,
  })),
];

const HELP_SLUGS = readdirSync(HELP_DIR)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .map((file) => file.slice(0, -3));

/** Real articles, missing ones, traversal attempts, over-long and undecodable slugs. */
const helpUrls: fc.Arbitrary<GeneratedUrl> = fc
  .oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HELP_SLUGS) },
    {
      weight: 3,
      arbitrary: hostileString.map((value) =>
        encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%zz',
        '%00',
        'abc%00.md',
        '..%2f..%2f..%2fpackage.json',
        '..%2F..%2Fsecrets.json',
        '%2e%2e',
        '.env',
        'README',
        'abc.md',
        'ABC',
        'a'.repeat(100),
        'a'.repeat(101),
        'a'.repeat(5000),
        'media/..%2f..%2f..%2fpackage.json',
        'media/%2e%2e/%2e%2e/src/app.ts',
        'media/',
        'media/x.mp4',
        '',
      ),
    },
  )
  .map((slug) => ({ url: `/help/${slug}`, kind: 'slug', routeMatches: true }));

function publicGet(path: string, extra: Partial<FuzzTarget> = {}, title = path) {
  return target('GET', path, () => ({ template: {}, bodyLimit: DEFAULT_LIMIT, ...extra }), title);
}

export const PUBLIC_GET_TARGETS: readonly TargetBuilder[] = [
  publicGet(API_PATHS.healthz),
  publicGet(API_PATHS.runtimeConfig),
  publicGet('/help/abc', { urls: helpUrls, htmlNotFoundAllowed: true }, '/help/:slug'),
  publicGet(API_PATHS.openapi),
];

/** Credentials as the cabinet calls take them, the fuzzer's good key among every way to miss. */
const cabinetCredentials: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    { marketplace: 'wildberries', token: FUZZ_KEY },
    { marketplace: 'wildberries', token: 'wrong-token' },
    { marketplace: 'ozon', clientId: FUZZ_SHOP, apiKey: FUZZ_KEY },
    { marketplace: 'ozon', clientId: '-1', apiKey: FUZZ_KEY },
    { marketplace: 'ozon', clientId: '1'.repeat(21), apiKey: FUZZ_KEY },
    { marketplace: 'yandex', apiKey: FUZZ_KEY },
    { marketplace: 'aliexpress', token: FUZZ_KEY },
    { marketplace: 'wildberries' },
    { marketplace: 'wildberries', token: '' },
    { marketplace: 'wildberries', token: 'a'.repeat(4097) },
    { marketplace: 'wildberries', token: FUZZ_KEY, extra: 1 },
    { marketplace: 'wildberries', token: `${FUZZ_KEY}\n` },
    { marketplace: ['wildberries'], token: FUZZ_KEY },
    { __proto__: { marketplace: 'wildberries' }, token: FUZZ_KEY },
    null,
    [],
    'wildberries',
  ),
  hostileString.map((token) => ({ marketplace: 'wildberries', token })),
  hostileString.map((clientId) => ({ marketplace: 'ozon', clientId, apiKey: FUZZ_KEY })),
);

const shopIds = fc.oneof(
  fc.constantFrom<unknown>(FUZZ_SHOP, '9999', '', '0'.repeat(21), 3003, null),
  hostileString,
);

const enabledValues = fc.constantFrom<unknown>(true, false, 'false', 0, 1, null, [], {});

/**
 * The route with the cabinet's id most of the time; otherwise another id: a random uuid (no
 * such cabinet), a malformed one, the same uuid spelled differently.
 */
export function cabinetUrls(template: string, id: string): fc.Arbitrary<GeneratedUrl> {
  const otherIds = fc
    .oneof(
      fc.uuid(),
      fc.constantFrom('0', '-1', 'null', 'undefined', id.toUpperCase(), `{${id}}`, `${id}0`),
      hostileString.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))),
    )
    // An empty or over-long segment reaches no route at all; those are urlsFor's business.
    .filter((value) => value.length > 0 && value.length <= 90 && !value.includes('%2F'))
    .map((value) => ({ url: template.replace(':id', value), kind: 'id', routeMatches: true }));
  return fc.oneof(
    { weight: 4, arbitrary: urlsFor(template.replace(':id', id)) },
    { weight: 1, arbitrary: otherIds },
  );
}

export function cabinetTarget(
  method: 'GET' | 'POST',
  template: string,
  cabinetOf: (world: FuzzWorld) => string,
  build: (world: FuzzWorld) => Omit<FuzzTarget, 'name' | 'method' | 'path'>,
  title = template,
): TargetBuilder {
  const name = `${method} ${title}`;
  return {
    name,
    build: (world) => {
      const id = cabinetOf(world);
      const path = template.replace(':id', id);
      return { name, method, path, urls: cabinetUrls(template, id), ...build(world) };
    },
  };
}

const own = (world: FuzzWorld) => world.cabinetId;
/** Another account's cabinet: whatever the request, it answers 404 and changes nothing. */
const foreign = (world: FuzzWorld) => world.foreignCabinetId;

/** The cabinet calls (contracts/cabinets.ts), against the fuzzer's marketplace. */
export const CABINET_API_TARGETS: readonly TargetBuilder[] = [
  target('GET', API_PATHS.cabinets, () => ({
    template: {},
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
  })),
  target('POST', API_PATHS.cabinetsCheck, () => ({
    template: { credentials: { marketplace: 'wildberries', token: FUZZ_KEY } },
    fields: { credentials: cabinetCredentials },
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
    countsIn: THROTTLE_COUNTERS,
  })),
  target('POST', API_PATHS.cabinets, () => ({
    // The good key on a shop already added: a 409 unless a mutation picks another marketplace.
    template: {
      name: 'Новый кабинет',
      credentials: { marketplace: 'wildberries', token: FUZZ_KEY },
      shopExternalId: FUZZ_SHOP,
    },
    fields: { name: displayNames, credentials: cabinetCredentials, shopExternalId: shopIds },
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
    countsIn: THROTTLE_COUNTERS,
    mayWrite: answered200,
  })),
  cabinetTarget('GET', API_PATHS.cabinet, own, () => ({
    template: {},
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
  })),
  cabinetTarget('POST', API_PATHS.cabinetUpdate, own, () => ({
    template: { name: 'Переименованный', enabled: true },
    fields: { name: displayNames, enabled: enabledValues },
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
    mayWrite: answered200,
  })),
  cabinetTarget('POST', API_PATHS.cabinetCredentials, own, () => ({
    template: { credentials: { marketplace: 'wildberries', token: FUZZ_KEY } },
    fields: { credentials: cabinetCredentials },
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
    countsIn: THROTTLE_COUNTERS,
    mayWrite: answered200,
  })),
  cabinetTarget('POST', API_PATHS.cabinetSync, own, () => ({
    template: {},
    bodyLimit: DEFAULT_LIMIT,
    mostlySignedIn: true,
    mayWrite: answered200,
  })),
  cabinetTarget(
    'POST',
    API_PATHS.cabinetDelete,
    foreign,
    () => ({ template: {}, bodyLimit: DEFAULT_LIMIT, mostlySignedIn: true }),
    `${API_PATHS.cabinetDelete} (another account's cabinet)`,
  ),
];
