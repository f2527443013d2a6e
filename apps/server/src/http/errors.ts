import {
  errorResponseSchema,
  type ErrorResponse,
} from '@marketpult/shared/contracts/error-response';

export {
  errorResponseSchema,
  type ErrorResponse,
} from '@marketpult/shared/contracts/error-response';

type ErrorMeta = NonNullable<ErrorResponse['responseStatus']['meta']>;

export function errorBody(errorCode: string, message: string, meta?: ErrorMeta): ErrorResponse {
  return { responseStatus: meta ? { errorCode, message, meta } : { errorCode, message } };
}

export interface ApiErrorDetails {
  /** `responseStatus.meta`: what the call's contract says a client may learn beyond the code. */
  meta?: ErrorMeta;
  /** Sent as the `Retry-After` header (whole seconds), for any HTTP client. */
  retryAfterSeconds?: number;
}

/** Thrown by route code for an answer other than success; the error handler sends it as is. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorCode: string;
  readonly details: ApiErrorDetails;

  constructor(
    statusCode: number,
    errorCode: string,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.details = details;
  }
}

const ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  408: 'RequestTimeout',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  431: 'RequestHeaderFieldsTooLarge',
};

export function errorCodeForStatus(status: number): string {
  return ERROR_CODES[status] ?? (status < 500 ? 'ClientError' : 'InternalServerError');
}

/**
 * The error answers a route documents, each in the one error shape: `errorResponses(400, 401)`
 * for the `response` of a route schema (OpenAPI and serialisation).
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
