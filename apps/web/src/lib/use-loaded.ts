import { useCallback, useEffect, useState } from 'react';

/** Where a screen's data stands: on its way, on show, or not to be had (with why). */
export type LoadState<Data> =
  { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'failed'; error: unknown };

type Settled<Data> = { load: unknown; generation: number; state: LoadState<Data> };

/**
 * Loads `load`'s data whenever `load` changes (it must be stable: useCallback), aborting the
 * previous request. The answer is kept with the `load` it belongs to, so a new `load` (another
 * period) reads as loading at once instead of showing the old data under the new choice.
 * `replace` puts data the screen already has (a save's answer) on show.
 */
export function useLoaded<Data>(load: (signal: AbortSignal) => Promise<Data>) {
  const [generation, setGeneration] = useState(0);
  const [settled, setSettled] = useState<Settled<Data> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: LoadState<Data>) => {
      if (!controller.signal.aborted) setSettled({ load, generation, state });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [load, generation]);
  const current = settled !== null && settled.load === load && settled.generation === generation;
  const state: LoadState<Data> = current ? settled.state : { status: 'loading' };
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replace = useCallback(
    (data: Data) => setSettled({ load, generation, state: { status: 'ready', data } }),
    [load, generation],
  );
  return { state, reload, replace };
}
