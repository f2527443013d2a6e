import type { PriceChangeStatus, PriceRunResponse } from '@marketpult/shared/contracts/prices';

/** Statuses after which a change moves no more. */
export const ENDED_STATUSES: ReadonlySet<PriceChangeStatus> = new Set([
  'applied',
  'rejected',
  'quarantine',
  'failed',
  'refused',
]);

export interface DryRunTotals {
  /** ok ones and the blocked ones the seller overrides. */
  willSend: number;
  /** Blocked by a guardrail and not overridden (yet). */
  needsConfirmation: number;
  refused: number;
}

/** What «Применить» would do with these overrides: the diff's totals line. */
export function dryRunTotals(
  run: PriceRunResponse,
  overrides: ReadonlySet<string> = new Set(),
): DryRunTotals {
  const totals: DryRunTotals = { willSend: 0, needsConfirmation: 0, refused: 0 };
  for (const change of run.changes) {
    if (change.verdict === 'refused') totals.refused += 1;
    else if (change.verdict === 'ok' || overrides.has(change.id)) totals.willSend += 1;
    else totals.needsConfirmation += 1;
  }
  return totals;
}

/** How many of the run's changes have ended, for the progress bar. */
export function endedCount(run: PriceRunResponse): number {
  return run.changes.filter((change) => ENDED_STATUSES.has(change.status)).length;
}
