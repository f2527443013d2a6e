import {
  PRICE_RUN_PAGE_SIZE,
  type PriceRunResponse,
  type PriceRunView,
} from '@marketpult/shared/contracts/prices';
import { useCallback, useState } from 'react';
import { usePolledResource } from '../../lib/use-polled-resource';
import { fetchRun } from './management-api';

/** Which page of which view the seller is looking at. */
export interface RunPosition {
  view: PriceRunView;
  page: number;
}

const FIRST_PAGE: RunPosition = { view: 'all', page: 0 };

const isApplying = (run: PriceRunResponse) => run.run.status === 'applying';

/**
 * The run's page the seller chose, asked again while the run is applying (the same page, so
 * polling never moves the seller). The page on show stays until the next one arrives: moving
 * between pages does not blank the table. `pageError` is why the chosen page has not come; the
 * polled resource keeps asking for it meanwhile.
 */
export function useRunPage(
  runId: string,
  initial: PriceRunResponse | undefined,
  pollIntervalMs: number,
) {
  const [position, setPosition] = useState<RunPosition>(FIRST_PAGE);
  const [pageError, setPageError] = useState<unknown>();
  const offset = position.page * PRICE_RUN_PAGE_SIZE;
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const data = await fetchRun(
          runId,
          { view: position.view, offset, limit: PRICE_RUN_PAGE_SIZE },
          { signal },
        );
        setPageError(undefined);
        return data;
      } catch (error) {
        if (!signal.aborted) setPageError(error);
        throw error;
      }
    },
    [runId, position.view, offset],
  );
  // The dry run just made is the first page of every change: it stands for that page's answer.
  const { state, reload } = usePolledResource(
    load,
    isApplying,
    pollIntervalMs,
    initial?.run.id === runId ? initial : undefined,
  );

  const moveTo = useCallback(
    (next: RunPosition) => {
      setPosition(next);
      setPageError(undefined);
      // The polled resource asks nothing for a mount's `initial` until a reload: without one,
      // leaving that first page would keep it on show.
      reload();
    },
    [reload],
  );

  const shown = state.status === 'ready' ? state.data : undefined;
  /** The page on show is the chosen one (else the previous page stays while it loads). */
  const current = shown?.page.view === position.view && shown.page.offset === offset;
  // A missed poll of the page on show keeps it, as before; only a page that never came is told.
  return { state, reload, position, moveTo, current, pageError: current ? undefined : pageError };
}
