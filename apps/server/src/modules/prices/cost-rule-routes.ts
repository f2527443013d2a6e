import {
  COST_RULE_CONTRACTS,
  type CostRulePreviewResponse,
} from '@marketpult/shared/contracts/cost-rule';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/errors';
import { userIdOf } from '../../http/request-user';
import type { PriceDeps } from './context';
import { previewCostRule } from './cost-rule';

/** 1000 listing ids and a rule, written out in full, stay under this. */
const COST_RULE_BODY_LIMIT = 64 * 1024;

/** POST cost-rule (contracts/cost-rule.ts): a preview only; saving is POST excel-costs. */
export function costRuleRoutes(deps: PriceDeps) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const contract = COST_RULE_CONTRACTS.priceCostRulePreview;
    app.withTypeProvider<ZodTypeProvider>().post(
      contract.path,
      {
        preHandler: app.requireUser,
        bodyLimit: COST_RULE_BODY_LIMIT,
        schema: {
          summary:
            "What a cost rule would make of the chosen listings' products' cost prices (nothing saved)",
          tags: ['prices'],
          body: contract.request,
          response: {
            200: contract.response,
            ...errorResponses(400, 401, 403, 404, 413, 415, 422),
          },
        },
      },
      async (request): Promise<CostRulePreviewResponse> =>
        previewCostRule(deps.db, userIdOf(request), request.body),
    );
  };
}
