import type { Listing, ListingRef } from '@marketpult/marketplaces';

type ReadListings = (refs: readonly ListingRef[]) => Promise<readonly Listing[]>;

interface Batch {
  readonly refs: Map<string, ListingRef>;
  readonly read: ReadListings;
  readonly result: Promise<readonly Listing[]>;
  /** Its read has begun: a later asker waits for the next one. */
  started: boolean;
  start(): void;
}

interface CabinetReads {
  running: Batch | null;
  next: Batch | null;
}

/**
 * Read-backs of one cabinet, shared by its jobs in flight (each run of a bulk change has its
 * own `price.write` job). Wildberries' price list has no filter by a list of cards, so every
 * read-back pages the shop's whole list: ten runs reading one after another paged it ten
 * times. Here one read of a cabinet runs at a time; the reads asked while it runs wait and go
 * together as the next one, with the union of their listings, and each gets the whole answer
 * (its caller picks its own listings); asks of the same event-loop turn share one read. A read never starts before it was asked for, so it
 * still sees every write its askers sent before asking. In-process only: two server processes
 * share nothing but the limiter's pacing, which the connector keeps anyway.
 */
export class SharedReadBacks {
  private readonly cabinets = new Map<string, CabinetReads>();

  read(cabinetId: string, refs: readonly ListingRef[], read: ReadListings) {
    let cabinet = this.cabinets.get(cabinetId);
    if (!cabinet) {
      cabinet = { running: null, next: null };
      this.cabinets.set(cabinetId, cabinet);
    }
    const batch = !cabinet.running
      ? this.batch(read)
      : cabinet.running.started
        ? (cabinet.next ??= this.batch(read))
        : cabinet.running;
    for (const ref of refs) batch.refs.set(ref.externalId, ref);
    if (!cabinet.running) this.run(cabinetId, cabinet, batch);
    return batch.result;
  }

  private batch(read: ReadListings): Batch {
    const refs = new Map<string, ListingRef>();
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const result = opened.then(() => read([...refs.values()]));
    // Each asker awaits the result itself; this keeps a failure from being unhandled meanwhile.
    result.catch(() => {});
    const batch: Batch = {
      refs,
      read,
      result,
      started: false,
      start: () => {
        batch.started = true;
        open();
      },
    };
    return batch;
  }

  private run(cabinetId: string, cabinet: CabinetReads, batch: Batch): void {
    cabinet.running = batch;
    // Asks of the same turn (jobs whose waits ended together) join this read.
    setImmediate(batch.start);
    void batch.result
      .catch(() => {})
      .then(() => {
        const next = cabinet.next;
        cabinet.next = null;
        cabinet.running = null;
        if (next) this.run(cabinetId, cabinet, next);
        else this.cabinets.delete(cabinetId);
      });
  }
}
