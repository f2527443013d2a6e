import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  instructionsListResponseSchema,
  type InstructionsListResponse,
} from '@marketpult/shared/contracts/instructions';
import { postJson, type RequestOptions } from '../../lib/http';

/** Spec §7: POST /markets/insructions/list with an empty payload (no body at all). */
export function fetchInstructions(options: RequestOptions = {}): Promise<InstructionsListResponse> {
  return postJson(API_PATHS.instructionsList, undefined, instructionsListResponseSchema, options);
}
