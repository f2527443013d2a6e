/**
 * Runs `work` over the items, at most `limit` at a time, starting them in their order. The
 * first failure stops new items from starting; the ones already running are waited for, then
 * that failure is thrown. Used where calls go through a limiter that paces them anyway (a
 * connector's reads, the pipeline's writes), so running a few at once only takes away the
 * time each call spends on its own (the round trip, the answer's parsing, its bookkeeping).
 *
 * Written here rather than taken from p-map: its rejection comes at once and leaves the items
 * still running unawaited, and a write half-recorded while its job is already retrying would
 * race the retry.
 */
export async function inFlight<Item>(
  items: readonly Item[],
  limit: number,
  work: (item: Item, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        signal?.throwIfAborted();
        await work(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw failure.error;
}

/**
 * A read-back in parts (Ozon's 500 products, Маркет's batches of 100 offers): `limit` parts
 * read at once through `inFlight`, each handed to `onPart` as soon as it is read, so that the
 * caller stores the first while the rest are still asked for; answers every part's listings in
 * the parts' order.
 */
export async function readInParts<Part, Read>(
  parts: readonly Part[],
  limit: number,
  read: (part: Part) => Promise<Read[]>,
  onPart?: (read: readonly Read[]) => void,
): Promise<Read[]> {
  const results: Read[][] = [];
  await inFlight(parts, limit, async (part, index) => {
    results[index] = await read(part);
    onPart?.(results[index]);
  });
  return results.flat();
}
