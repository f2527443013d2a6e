import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, errorBody, errorCodeForStatus } from '../http/errors';

/**
 * One shape for every failure. Client mistakes keep their 4xx status and Fastify's message
 * (which names the field or the limit, never a value); anything else is a logged 500 whose body
 * says nothing about the cause.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const { meta, retryAfterSeconds } = error.details;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.code(error.statusCode).send(errorBody(error.errorCode, error.message, meta));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody('ValidationError', error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply.code(status).send(errorBody(errorCodeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('InternalServerError', 'Internal server error'));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
