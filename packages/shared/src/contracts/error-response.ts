import { z } from 'zod';

/**
 * `responseStatus.errorCode` values the server answers with. The sign-in screen lowercases the
 * code and reads only 'forbidden' as "subscription ended" (spec §8), which is why a CSRF failure
 * has a code of its own.
 */
export const ERROR_CODES = Object.freeze({
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  tooManyRequests: 'TooManyRequests',
  validationError: 'ValidationError',
  csrfTokenInvalid: 'CsrfTokenInvalid',
  unsupportedMediaType: 'UnsupportedMediaType',
  payloadTooLarge: 'PayloadTooLarge',
  notFound: 'NotFound',
  internalServerError: 'InternalServerError',
} as const);

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const errorCodeSchema = z.enum(ERROR_CODES);

/**
 * The ServiceStack-style error body of every failed API call. `errorCode` stays an open string
 * so a client keeps working when the server learns a new code. `meta` is ServiceStack's own
 * place for more about an error (its `ResponseStatus.Meta`, a map of strings); a call that
 * fills it defines its keys beside its contract (a refused sign-in: `signInRefusalMetaSchema`
 * in auth.ts). Any string map is accepted here, so a key the client does not know never costs
 * it the error code.
 */
export const errorResponseSchema = z
  .object({
    responseStatus: z
      .object({
        errorCode: z.string().min(1),
        message: z.string(),
        meta: z.object({}).catchall(z.string()).optional(),
      })
      .strict(),
  })
  .strict();
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
