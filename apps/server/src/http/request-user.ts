import type { FastifyRequest } from 'fastify';

/**
 * The signed-in account's id, in a handler behind `app.requireUser` (which answers 401 before
 * the handler runs when there is no session).
 */
export const userIdOf = (request: FastifyRequest): string => request.user!.id;
