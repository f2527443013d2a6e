/**
 * What a read-back round has shown applied, stored while the read goes on (run-writes.ts): at
 * most `lanes` stores at once, and a lane that comes free takes everything shown meanwhile (up
 * to `most` items) in one store. So the parts of a fast read (Маркет's batches of 100 offers)
 * cost a few transactions rather than one each, and the store of a slow one still begins as
 * soon as its first part is read. The first failure stops what has not begun; `settled` waits
 * for what has and throws that failure.
 */
export class StoreQueue<Item> {
  private readonly pending: Item[] = [];
  private readonly begun: Promise<void>[] = [];
  private busy = 0;
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly store: (items: Item[]) => Promise<void>,
    private readonly lanes: number,
    private readonly most: number,
  ) {}

  add(items: readonly Item[]): void {
    for (const item of items) this.pending.push(item);
    this.drain();
  }

  /** Waits for every store begun, and those they began in turn; throws the first failure. */
  async settled(): Promise<void> {
    // By index: a store that ends begins the next before its own promise settles.
    for (let index = 0; index < this.begun.length; index += 1) await this.begun[index];
    if (this.failure) throw this.failure.error;
  }

  private drain(): void {
    while (!this.failure && this.busy < this.lanes && this.pending.length > 0) {
      const batch = this.pending.splice(0, this.most);
      this.busy += 1;
      this.begun.push(
        this.store(batch)
          .catch((error: unknown) => {
            this.failure ??= { error };
          })
          .finally(() => {
            this.busy -= 1;
            this.drain();
          }),
      );
    }
  }
}
