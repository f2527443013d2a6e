import { describe, expect, it } from 'vitest';
import { CREDENTIAL_LIMITS, VALIDATION_MINIMUMS } from './validation-limits';

describe('VALIDATION_MINIMUMS (spec §5 and §9)', () => {
  it.each([
    ['loginPassword', 4],
    ['loginEmail', 3],
    ['registrationPassword', 6],
    ['phoneDigits', 11],
    ['registrationEmail', 3],
    ['confirmationEmail', 3],
    ['confirmationKey', 3],
  ] as const)('%s is %i', (name, value) => {
    expect(VALIDATION_MINIMUMS[name]).toBe(value);
  });

  it('holds nothing else and is frozen', () => {
    expect(Object.keys(VALIDATION_MINIMUMS)).toHaveLength(7);
    expect(Object.isFrozen(VALIDATION_MINIMUMS)).toBe(true);
  });
});

describe('CREDENTIAL_LIMITS (server-side registration rules)', () => {
  it('has the agreed bounds', () => {
    expect(CREDENTIAL_LIMITS).toEqual({
      emailMaxLength: 254,
      passwordMaxLength: 128,
      md5PlainMinLength: 1,
      md5PlainMaxLength: 128,
      md5HexLength: 32,
    });
    expect(Object.isFrozen(CREDENTIAL_LIMITS)).toBe(true);
  });
});
