import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeSchema, errorResponseSchema } from './error-response';

describe('ERROR_CODES', () => {
  it('spells every code the server answers', () => {
    expect(ERROR_CODES).toEqual({
      unauthorized: 'Unauthorized',
      forbidden: 'Forbidden',
      tooManyRequests: 'TooManyRequests',
      validationError: 'ValidationError',
      csrfTokenInvalid: 'CsrfTokenInvalid',
      unsupportedMediaType: 'UnsupportedMediaType',
      payloadTooLarge: 'PayloadTooLarge',
      notFound: 'NotFound',
      internalServerError: 'InternalServerError',
    });
    expect(Object.isFrozen(ERROR_CODES)).toBe(true);
  });

  it('keeps only "Forbidden" reading as forbidden once lowercased (spec §8)', () => {
    const lowered = Object.values(ERROR_CODES).map((code) => code.toLowerCase());
    expect(lowered.filter((code) => code === 'forbidden')).toEqual(['forbidden']);
  });

  it('has a schema for the known codes', () => {
    expect(errorCodeSchema.safeParse('CsrfTokenInvalid').success).toBe(true);
    expect(errorCodeSchema.safeParse('csrftokeninvalid').success).toBe(false);
  });
});

describe('errorResponseSchema', () => {
  it('accepts the ServiceStack body', () => {
    const body = { responseStatus: { errorCode: 'Unauthorized', message: 'Invalid credentials' } };
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it('accepts a code the client does not know yet', () => {
    const body = { responseStatus: { errorCode: 'SomethingNew', message: '' } };
    expect(errorResponseSchema.safeParse(body).success).toBe(true);
  });

  it('accepts ServiceStack’s meta, a map of strings', () => {
    const body = {
      responseStatus: { errorCode: 'TooManyRequests', message: '', meta: { anything: 'x' } },
    };
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['a number in meta', { responseStatus: { errorCode: 'X', message: '', meta: { n: 1 } } }],
    ['an empty code', { responseStatus: { errorCode: '', message: 'x' } }],
    ['a missing message', { responseStatus: { errorCode: 'NotFound' } }],
    ['an extra field inside', { responseStatus: { errorCode: 'NotFound', message: '', x: 1 } }],
    ['an extra field outside', { responseStatus: { errorCode: 'NotFound', message: '' }, x: 1 }],
    ['a flat body', { errorCode: 'NotFound', message: '' }],
  ])('rejects %s', (_, body) => {
    expect(errorResponseSchema.safeParse(body).success).toBe(false);
  });
});
