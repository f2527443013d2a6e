import { describe, expect, it } from 'vitest';
import { emptyBodySchema, isSingleLineText, singleLineText } from './common';

describe('singleLineText', () => {
  const field = singleLineText({ min: 1, max: 5 });

  it.each(['a', 'abcde', 'Пульт', 'a b', '😀'])('accepts %j', (value) => {
    expect(field.safeParse(value).success).toBe(true);
  });

  it.each([
    ['empty below the minimum', ''],
    ['one over the maximum', 'abcdef'],
    ['a NUL byte', 'a\u0000b'],
    ['a newline', 'a\nb'],
    ['a tab', 'a\tb'],
    ['DEL', 'a\u007F'],
    ['a C1 control', 'a\u0085'],
    ['a lone high surrogate', 'a\uD83D'],
    ['a lone low surrogate', '\uDE00a'],
  ])('rejects %s', (_, value) => {
    expect(field.safeParse(value).success).toBe(false);
  });

  it.each([12345, null, undefined, ['a'], { a: 1 }, true])('does not coerce %j', (value) => {
    expect(field.safeParse(value).success).toBe(false);
  });

  it('keeps surrounding spaces as sent', () => {
    expect(field.parse(' ab ')).toBe(' ab ');
  });

  it('agrees with isSingleLineText', () => {
    expect(isSingleLineText('ok')).toBe(true);
    expect(isSingleLineText('no\u0000')).toBe(false);
  });
});

describe('emptyBodySchema', () => {
  it('accepts {} and nothing else', () => {
    expect(emptyBodySchema.safeParse({}).success).toBe(true);
    expect(emptyBodySchema.safeParse({ a: 1 }).success).toBe(false);
    expect(emptyBodySchema.safeParse(null).success).toBe(false);
    expect(emptyBodySchema.safeParse([]).success).toBe(false);
  });
});
