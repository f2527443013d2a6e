import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  costRulePreviewResponseSchema,
  type CostRulePreviewRequest,
} from '@marketpult/shared/contracts/cost-rule';
import { postJson } from '../../lib/http';

/** What a cost rule would change; nothing is saved (saving is excel-api's saveCosts). */
export const previewCostRule = (request: CostRulePreviewRequest) =>
  postJson(API_PATHS.priceCostRule, request, costRulePreviewResponseSchema);
