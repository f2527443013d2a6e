import {
  errorResponseSchema,
  type ErrorResponse,
} from '@marketpult/shared/contracts/error-response';

export {
  errorResponseSchema,
  type ErrorResponse,
} from '@marketpult/shared/contracts/error-response';

export function errorBody(errorCode: string, message: string): ErrorResponse {
  return { responseStatus: { errorCode, message } };
}

/** Thrown by route code for an answer other than success; the error handler sends it as is. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorCode: string;

  constructor(statusCode: number, errorCode: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
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
