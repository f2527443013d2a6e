import type { WriteOutcome } from './connector';
import { ConnectorError } from './errors';

/**
 * What a whole batch's failure means for each of its items. A refused key or role is the
 * cabinet's problem, not the items': it is thrown on. Otherwise the marketplace either refused
 * the request as such ('rejected') or we cannot know whether it applied it ('failed': a 5xx,
 * a timeout, a limit that never lifted; the caller reads back before trying again).
 */
export function outcomesOfFailedBatch(offerIds: readonly string[], error: unknown): WriteOutcome[] {
  if (!(error instanceof ConnectorError)) throw error;
  if (error.kind === 'unauthorized' || error.kind === 'forbidden') throw error;
  const reason = error.message;
  return offerIds.map((offerId) =>
    error.kind === 'bad_request'
      ? { offerId, status: 'rejected', reason }
      : { offerId, status: 'failed', reason },
  );
}
