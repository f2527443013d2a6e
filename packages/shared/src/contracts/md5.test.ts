import { describe, expect, it } from 'vitest';
import {
  MD5_EMPTY_RESPONSE_MESSAGE,
  isMd5Hex,
  md5HexSchema,
  md5RequestSchema,
  md5ResponseSchema,
  normalizeMd5Hex,
} from './md5';

const HASH = '5f4dcc3b5aa765d61d8327deb882cf99';

describe('md5HexSchema', () => {
  it.each([
    ['lowercase', HASH],
    ['uppercase', HASH.toUpperCase()],
    ['mixed case', '5F4dcc3B5aa765d61d8327deb882cf99'],
  ])('accepts 32 hex characters in %s', (_, value) => {
    expect(md5HexSchema.safeParse(value).success).toBe(true);
    expect(isMd5Hex(value)).toBe(true);
  });

  it.each([
    ['31 characters', HASH.slice(0, 31)],
    ['33 characters', `${HASH}0`],
    ['a non-hex letter', `${HASH.slice(0, 31)}g`],
    ['a space', ` ${HASH.slice(1)}`],
    ['a trailing newline', `${HASH}\n`],
    ['empty', ''],
    ['a plain password', 'password'],
  ])('rejects %s', (_, value) => {
    expect(md5HexSchema.safeParse(value).success).toBe(false);
    expect(isMd5Hex(value)).toBe(false);
  });

  it('rejects a non-string', () => {
    expect(isMd5Hex(123)).toBe(false);
    expect(isMd5Hex(null)).toBe(false);
  });

  it('lowercases for comparison', () => {
    expect(normalizeMd5Hex(HASH.toUpperCase())).toBe(HASH);
  });
});

describe('POST /v2/md5', () => {
  it.each([
    ['1 character', 'a'],
    ['128 characters', 'x'.repeat(128)],
    ['Cyrillic', 'пароль'],
  ])('accepts a plain of %s', (_, plain) => {
    expect(md5RequestSchema.parse({ plain })).toEqual({ plain });
  });

  it.each([
    ['an empty plain', { plain: '' }],
    ['129 characters', { plain: 'x'.repeat(129) }],
    ['a number', { plain: 1234 }],
    ['a missing plain', {}],
    ['an unknown field', { plain: 'secret', extra: true }],
    ['a NUL byte', { plain: 'sec\u0000ret' }],
  ])('rejects %s', (_, body) => {
    expect(md5RequestSchema.safeParse(body).success).toBe(false);
  });

  it('answers {md5}, and lets the client see an empty value', () => {
    expect(md5ResponseSchema.parse({ md5: HASH })).toEqual({ md5: HASH });
    expect(md5ResponseSchema.parse({ md5: '' })).toEqual({ md5: '' });
    expect(md5ResponseSchema.safeParse({}).success).toBe(false);
    expect(md5ResponseSchema.safeParse({ md5: HASH, plain: 'x' }).success).toBe(false);
    expect(MD5_EMPTY_RESPONSE_MESSAGE).toBe('md5 response is empty');
  });
});
