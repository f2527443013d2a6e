import fc from 'fast-check';

/**
 * Building blocks of the adversarial bodies: strings and JSON values a form never sends but an
 * attacker, a broken client or a copy-paste from a word processor does.
 */

export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "admin'--",
  "'; DROP TABLE users; --",
  "'; DELETE FROM sessions; --",
  "1'; UPDATE users SET disabled_at = NULL; --",
  "' UNION SELECT id_hash, user_id FROM sessions --",
  "'; SELECT pg_sleep(5); --",
  '$$; TRUNCATE rate_limits; $$',
  "\\'; COPY users TO '/tmp/x'; --",
  '%27%20OR%201%3D1',
  "') OR ('a'='a",
  "seller@example.com' --",
] as const;

/** Direction marks, joiners, spaces that are not spaces, normalisation pairs, emoji. */
export const ODD_UNICODE = [
  '\u200f', // right-to-left mark
  '\u200e', // left-to-right mark
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u200d', // zero-width joiner
  '\u200c', // zero-width non-joiner
  '\u200b', // zero-width space
  '\ufeff', // byte order mark
  '\u00ad', // soft hyphen
  '\u00a0', // no-break space
  '\u3000', // ideographic space
  '\u2028', // line separator
  '\u2029', // paragraph separator
  'e\u0301', // é, decomposed (NFD)
  '\u00e9', // é, composed (NFC)
  '\u0438\u0306', // й, decomposed
  '\u0439', // й, composed
  '\u212b', // Ångström sign (NFC folds it into Å)
  'ﬁ',
  'İı',
  'ẞß',
  `a${'\u0301'.repeat(64)}`, // one letter under 64 accents
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '𝟕𝟗𝟗𝟗', // mathematical digits
  '\u0661\u0662\u0663', // Arabic-Indic digits
  'مرحبا',
  'שלום',
] as const;

/** Characters no single-line field may hold: the schema must refuse them with a 400. */
export const FORBIDDEN_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\r\n',
  '\n',
  '\t',
  '\u007f',
  '\u0085',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\udbff\udbff',
] as const;

const LOCAL_254 = `${'a'.repeat(64)}`;
const DOMAIN_TO_254 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ru`;

export const ODD_EMAILS = [
  'seller@example.com',
  ' Seller@Example.COM ',
  'SELLER@EXAMPLE.COM',
  '\u0430dmin@example.com', // Cyrillic а
  'admin@\u0435xample.com', // Cyrillic е
  'seller@xn--80ak6aa92e.com', // punycode of a Cyrillic look-alike of "apple"
  'продавец@пример.рф',
  'seller@пример.рф',
  'seller@xn--e1afmkfd.xn--p1ai',
  'seller@ПРИМЕР.РФ',
  'seller@exa\u0301mple.com',
  'seller@exämple.com',
  'seller@example.com\u200b',
  'sel\u00adler@example.com',
  'seller@example.com.',
  'seller@@example.com',
  '"seller"@example.com',
  'seller@[127.0.0.1]',
  'seller@localhost',
  'seller+tag@example.com',
  '@example.com',
  'seller@',
  'a@b',
  'x@xn--zz.com', // invalid punycode
  'x@xn--.com',
  `${LOCAL_254}@${DOMAIN_TO_254}`, // 254 characters: the longest allowed
  `${LOCAL_254}a@${DOMAIN_TO_254}`, // 255
  `${'a'.repeat(65)}@example.com`, // local part over 64
  `${'a'.repeat(250)}@example.com`,
  `${'a'.repeat(4000)}@example.com`,
  `seller@${'x'.repeat(64)}.com`, // label over 63
  'seller@example.c\u0301om',
  'seller\u0000@example.com',
  'seller@example.com\r\nBcc: victim@example.com',
] as const;

export const ODD_PHONES = [
  '+7 (999) 123-45-67',
  '89991234567',
  '＋７ (９９９) １２３-４５-６７', // full-width digits
  '７９９９１２３４５６７',
  '+\u0667\u0669\u0669\u0669\u0661\u0662\u0663\u0664\u0665\u0666\u0667', // Arabic-Indic
  '𝟕𝟗𝟗𝟗𝟏𝟐𝟑𝟒𝟓𝟔𝟕',
  '+7\u200b999\u200b123\u200b45\u200b67',
  '+7 999 123 45 67 89',
  '+7999123456789012345678901234567890',
  '+',
  '',
  '-1',
  '1e11',
] as const;

/** Values whose only fault is the type: the schema must refuse them, never coerce them. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  12345678901,
  [],
  {},
  ['seller@example.com'],
  { $ne: null },
  { $gt: '' },
  { toString: 'x' },
];

const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'prototype'] as const;

/** Substrings that would read as a leaked stack trace if echoed back (see leak-patterns.ts). */
const ECHO_UNSAFE = /Error:|node_modules|\/work\/|(^|\s)at\s/;

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

const oddCharacter = fc.oneof(
  fc.constantFrom(...ODD_UNICODE),
  fc.constantFrom(...FORBIDDEN_CHARACTERS),
  loneSurrogate,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** A string of any kind: random code points, odd characters, injections, e-mails, lengths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_INJECTIONS),
  fc.constantFrom(...ODD_UNICODE),
  fc.constantFrom(...FORBIDDEN_CHARACTERS),
  fc.constantFrom(...ODD_EMAILS),
  fc.constantFrom(...ODD_PHONES),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: oddCharacter, maxLength: 12 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), oddCharacter, fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
  // Around the bounds of the schemas (128, 254, 256) and far beyond.
  fc
    .constantFrom(5, 6, 127, 128, 129, 254, 255, 256, 1024, 5000, 40_000)
    .chain((length) => fc.constantFrom('a', 'я', '😀', '\u200b').map((c) => c.repeat(length))),
);

/** Inserts odd characters into a valid value: the shape a near-miss client produces. */
export function withOddCharacters(value: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: value.length }), oddCharacter, fc.constantFrom('insert', 'prefix'))
    .map(([at, odd, where]) =>
      where === 'prefix' ? `${odd}${value}` : `${value.slice(0, at)}${odd}${value.slice(at)}`,
    );
}

/** A JSON value of any type, nested a little, with hostile strings at the leaves. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(...WRONG_TYPES),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey(), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A key for an extra field: anything but the words the JSON parser must refuse outright. */
export function hostileKey(): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom('admin', 'role', 'retval', 'isAdmin', 'userId', 'id', 'email', '$where'),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
    )
    .filter(
      (key) => !(PROTOTYPE_WORDS as readonly string[]).includes(key) && !ECHO_UNSAFE.test(key),
    );
}

/** A JSON text with `__proto__`, `constructor` or `prototype` keys at the top or deeper. */
export function prototypePollution(template: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = JSON.stringify(template).slice(1, -1);
  const pollution = fc.constantFrom(
    '"__proto__":{"isAdmin":true}',
    '"__proto__":null',
    '"constructor":{"prototype":{"isAdmin":true}}',
    '"constructor":1',
    '"prototype":{"isAdmin":true}',
    '"nested":{"__proto__":{"isAdmin":true}}',
    '"nested":[{"constructor":{"prototype":{"polluted":1}}}]',
    '"\\u005f_proto__":{"isAdmin":true}',
  );
  return fc
    .tuple(pollution, fc.boolean())
    .map(([key, first]) =>
      first ? `{${key}${fields ? `,${fields}` : ''}}` : `{${fields}${fields ? ',' : ''}${key}}`,
    );
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested up to 100,000 levels, alone or inside a field. */
export function deepNesting(template: Record<string, unknown>): fc.Arbitrary<string> {
  const firstField = Object.keys(template)[0];
  return fc
    .tuple(
      fc.constantFrom(64, 1000, 5000, 10_000, 100_000),
      fc.constantFrom('array', 'object', 'mixed'),
      fc.constantFrom('whole', 'field'),
    )
    .map(([depth, kind, where]) => {
      const open = kind === 'array' ? '[' : kind === 'object' ? '{"a":' : '[{"a":';
      const close = kind === 'array' ? ']' : kind === 'object' ? '}' : '}]';
      const leaf = kind === 'array' ? '' : '1';
      const nested = `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;
      if (where === 'whole' || firstField === undefined) return nested;
      return JSON.stringify({ ...template, [firstField]: 0 }).replace(
        `"${firstField}":0`,
        `"${firstField}":${nested}`,
      );
    });
}

/** Not JSON, or not quite: truncated, trailing garbage, comments, single quotes, NaN. */
export function malformedJson(template: Record<string, unknown>): fc.Arbitrary<string> {
  const valid = JSON.stringify(template);
  return fc.oneof(
    fc.nat({ max: Math.max(0, valid.length - 1) }).map((end) => valid.slice(0, end)),
    fc.constantFrom(
      `${valid}garbage`,
      `${valid}${valid}`,
      `\ufeff${valid}`,
      valid.replace(/"/g, "'"),
      `/* comment */${valid}`,
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":1e999999}',
      '{"a":"\\uZZZZ"}',
      '{"a":"\\x00"}',
      '{"a" 1}',
      '{,}',
      '[',
      '"just a string"',
      '12345',
      'true',
      'null',
      '',
      ' ',
      `{"a":"${'\u0000'}"}`,
      '{"a":1,"a":2}',
    ),
    fc.string({ unit: 'binary', maxLength: 64 }),
  );
}

/** Raw bytes, most of them not UTF-8. */
export const randomBytes: fc.Arbitrary<Buffer> = fc
  .uint8Array({ minLength: 1, maxLength: 256 })
  .map((bytes) => Buffer.from(bytes));
