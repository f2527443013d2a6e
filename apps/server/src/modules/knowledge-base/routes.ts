import { API_PATHS } from '@marketpult/shared/api-paths';
import { API_CONTRACTS } from '@marketpult/shared/contracts/api-contracts';
import type { InstructionsListResponse } from '@marketpult/shared/contracts/instructions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import helpRoutes, { type HelpRoutesOptions } from './help-routes';
import { readKnowledgeBase } from './repository';

const contract = API_CONTRACTS.instructionsList;

/**
 * The knowledge base: the instruction list of the help dialog (signed-in users only) and the
 * help articles and videos its links open.
 */
export default async function knowledgeBaseRoutes(
  app: FastifyInstance,
  options: HelpRoutesOptions = {},
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.instructionsList,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Knowledge base: every page with its text and video instructions',
        tags: ['knowledge-base'],
        // The web app posts no body at all, which Fastify validates as null; `{}` is accepted
        // too, and any field is a 400.
        body: contract.request.nullish(),
        response: { 200: contract.response, ...errorResponses(401) },
      },
    },
    async (_request, reply): Promise<InstructionsListResponse> => {
      // Per-user answer behind a session: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      return readKnowledgeBase(app.db);
    },
  );

  await app.register(helpRoutes, options);
}
