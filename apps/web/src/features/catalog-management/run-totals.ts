import {
  PRICE_CHANGE_STATUSES,
  PROBLEM_STATUSES,
  type PriceChangeStatus,
  type PriceRun,
  type PriceRunView,
} from '@marketpult/shared/contracts/prices';

// A run's figures come from its counts, never from the changes on show: an answer carries one
// page of them, the counts cover the whole run.

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

const countOf = (run: PriceRun, statuses: Iterable<PriceChangeStatus>) => {
  let total = 0;
  for (const status of statuses) total += run.counts[status] ?? 0;
  return total;
};

/**
 * What «Применить» would do with these overrides: the diff's totals line. Only blocked changes
 * have a checkbox, so every override is one of verdicts.needs_override.
 */
export function dryRunTotals(
  run: PriceRun,
  overrides: ReadonlySet<string> = new Set(),
): DryRunTotals {
  const blocked = run.verdicts.needs_override ?? 0;
  const overridden = Math.min(overrides.size, blocked);
  return {
    willSend: (run.verdicts.ok ?? 0) + overridden,
    needsConfirmation: blocked - overridden,
    refused: run.verdicts.refused ?? 0,
  };
}

/** Every change of the run: the progress bar's whole. */
export const changeCount = (run: PriceRun) => countOf(run, PRICE_CHANGE_STATUSES);

/** How many of the run's changes have ended, for the progress bar. */
export const endedCount = (run: PriceRun) => countOf(run, ENDED_STATUSES);

/** How many changes each view of the run lists (its page.total, known before it is asked). */
export function viewCounts(run: PriceRun): Record<PriceRunView, number> {
  return {
    all: changeCount(run),
    needs_override: run.verdicts.needs_override ?? 0,
    refused: run.verdicts.refused ?? 0,
    problems: countOf(run, PROBLEM_STATUSES),
  };
}
