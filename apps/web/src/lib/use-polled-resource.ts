import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from './http';
import type { LoadState } from './use-loaded';

/** The server's 404: the resource is gone (deleted, or never the account's), polling ends. */
const isGone = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * Loads `load`'s data, and loads it again every `intervalMs` for as long as `keepPolling` says
 * so (a sync, a price run in progress). Once there is data, a failed poll keeps it on show and tries again
 * later, except a 404 (the resource is gone), which ends in `failed`. `reload` asks at once and
 * keeps the data on show meanwhile. `load` and `keepPolling` must be stable (module functions
 * or useCallback). `initial` (the data the page came with) is on show at once and stands for
 * the first answer: nothing is asked until a poll or a reload.
 */
export function usePolledResource<Data>(
  load: (signal: AbortSignal) => Promise<Data>,
  keepPolling: (data: Data) => boolean,
  intervalMs: number,
  initial?: Data,
) {
  const [state, setState] = useState<LoadState<Data>>(() =>
    initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial },
  );
  const [generation, setGeneration] = useState(0);
  const hasData = useRef(initial !== undefined);
  // Only the mount's: a later `initial` is not the page's data any more.
  const [pageData] = useState(initial);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchOnce = async () => {
      try {
        const data = await load(controller.signal);
        if (controller.signal.aborted) return;
        hasData.current = true;
        setState({ status: 'ready', data });
        if (keepPolling(data)) timer = setTimeout(() => void fetchOnce(), intervalMs);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (hasData.current && !isGone(error)) {
          timer = setTimeout(() => void fetchOnce(), intervalMs);
          return;
        }
        setState({ status: 'failed', error });
      }
    };
    if (generation === 0 && pageData !== undefined) {
      if (keepPolling(pageData)) timer = setTimeout(() => void fetchOnce(), intervalMs);
    } else {
      void fetchOnce();
    }
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [load, keepPolling, intervalMs, generation, pageData]);

  const reload = useCallback(() => {
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    setGeneration((value) => value + 1);
  }, []);

  return { state, reload };
}
