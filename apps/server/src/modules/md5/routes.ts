import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  md5RequestSchema,
  md5ResponseSchema,
  type Md5Response,
} from '@marketpult/shared/contracts/md5';
import { ERROR_CODES } from '@marketpult/shared/contracts/error-response';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../http/errors';
import { MD5_IP_REQUESTS } from '../auth/limits';
import { md5Hex } from './md5';

/** 128 characters, even all written as JSON \u escapes of surrogate pairs, fit in 1 KiB. */
const MD5_BODY_LIMIT = 1024;

export const MD5_THROTTLED_MESSAGE = 'Слишком много запросов. Попробуйте позже.';

/**
 * POST /v2/md5 (spec §7): the md5 the client sends as its password. The body is a password in
 * clear: it is never logged (logger.ts redacts `plain` and `md5`) and never cached.
 */
export default async function md5Routes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.md5,
    {
      bodyLimit: MD5_BODY_LIMIT,
      schema: {
        summary: 'Lowercase hex md5 of the UTF-8 bytes of a password',
        tags: ['auth'],
        body: md5RequestSchema,
        response: {
          200: md5ResponseSchema,
          ...errorResponses(400, 403, 413, 429),
        },
      },
    },
    async (request): Promise<Md5Response> => {
      const limit = await app.rateLimiter.hit(
        { ...MD5_IP_REQUESTS, limit: app.config.md5RequestsPerMinute },
        request.ip,
      );
      if (!limit.allowed) {
        request.log.info({ event: 'md5.throttled' }, 'md5 requests throttled');
        throw new ApiError(429, ERROR_CODES.tooManyRequests, MD5_THROTTLED_MESSAGE);
      }
      return { md5: md5Hex(request.body.plain) };
    },
  );
}
