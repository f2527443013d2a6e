import type { Listing, ListingRef } from '@marketpult/marketplaces';

/** Listings read so far, before the whole answer (Connector.readListings' `onPart`). */
export type OnPart = (listings: readonly Listing[]) => void;

/** `pricesOnly` when none of the read's askers needs stock (ReadListingsOptions.pricesOnly). */
type ReadListings = (
  refs: readonly ListingRef[],
  onPart: OnPart,
  pricesOnly: boolean,
) => Promise<readonly Listing[]>;

/**
 * The longest a whole-list read waits for the cabinet's other writers to ask (real time). A
 * bulk change's runs are applied one after another as the seller's screen sends them, seconds
 * apart (ten runs: 3 s on a quiet machine, 11–17 s at load 10–20, each then waiting its own
 * 5 s: 15 s cut the last run off into a second pass); past this a stream of writes must not
 * hold back the read-backs of those that asked. Still short of the second round's 20 s wait.
 */
export const GATHER_MAX_MS = 30_000;

interface Batch {
  readonly refs: Map<string, ListingRef>;
  /** Each asker's `onPart`: every part goes to all of them (each picks its own listings). */
  readonly parts: Set<OnPart>;
  readonly read: ReadListings;
  readonly result: Promise<readonly Listing[]>;
  /** Until an asker needs stock: a read of prices alone spends fewer calls. */
  pricesOnly: boolean;
  /** Its read has begun: a later asker waits for the next one. */
  started: boolean;
  start(): void;
}

interface CabinetReads {
  running: Batch | null;
  next: Batch | null;
  /** Writers that sent and have not asked for their read-back yet (gathered reads only). */
  readonly pending: Set<ReadBackWriter>;
  /** A read that waits for those writers (gathered reads only). */
  gathering: { batch: Batch; timer: NodeJS.Timeout } | null;
}

/** A job's place among its cabinet's writers (see SharedReadBacks.writer). */
export interface ReadBackWriter {
  /** It sent writes: the cabinet's next gathered read waits for its ask. */
  sent(): void;
  /** It is done (or failed): nobody waits for it any longer. */
  leave(): void;
}

/** How a cabinet's read-back costs grow (Connector.readBackScope). */
export type ReadScope = 'listed' | 'whole-list';

/**
 * Read-backs of one cabinet, shared by its jobs in flight (each run of a bulk change has its
 * own `price.write` job). One read of a cabinet runs at a time; the reads asked while it runs
 * wait and go together as the next one, with the union of their listings, and each gets the
 * whole answer (its caller picks its own listings); asks of the same event-loop turn share one
 * read. A read never starts before it was asked for, so it still sees every write its askers
 * sent before asking. It reads prices alone unless one of its askers needs stock.
 *
 * Where a read costs the same whatever it asks (`whole-list`: Wildberries' price list has no
 * filter by a list of cards, so every read-back pages the shop's whole list), a read also
 * waits until every writer of the cabinet that sent has asked too (at most GATHER_MAX_MS): the
 * ten runs of a bulk change then read the list once, after the last one's wait, instead of once
 * per wait that happened to end apart. Elsewhere (reads by id) that would only hold reads back
 * behind later writes, so those go as soon as asked.
 *
 * In-process only: two server processes share nothing but the limiter's pacing, which the
 * connector keeps anyway.
 */
export class SharedReadBacks {
  private readonly cabinets = new Map<string, CabinetReads>();

  constructor(private readonly gatherMaxMs = GATHER_MAX_MS) {}

  /** A writer of the cabinet; `leave()` it when its job ends, however it ends. */
  writer(cabinetId: string): ReadBackWriter {
    const writer: ReadBackWriter = {
      sent: () => this.cabinet(cabinetId).pending.add(writer),
      leave: () => this.asked(cabinetId, writer),
    };
    return writer;
  }

  read(
    cabinetId: string,
    refs: readonly ListingRef[],
    read: ReadListings,
    options: {
      scope?: ReadScope;
      writer?: ReadBackWriter;
      onPart?: OnPart;
      /** This asker's changes are all prices: it needs no stock read. */
      pricesOnly?: boolean;
    } = {},
  ) {
    const cabinet = this.cabinet(cabinetId);
    const batch = !cabinet.running
      ? this.batch(read)
      : cabinet.running.started
        ? (cabinet.next ??= this.batch(read))
        : cabinet.running;
    for (const ref of refs) batch.refs.set(ref.externalId, ref);
    if (options.onPart) batch.parts.add(options.onPart);
    if (!options.pricesOnly) batch.pricesOnly = false;
    if (!cabinet.running) this.run(cabinetId, cabinet, batch, options.scope ?? 'listed');
    if (options.writer) cabinet.pending.delete(options.writer);
    this.startIfGathered(cabinet);
    return batch.result;
  }

  private cabinet(cabinetId: string): CabinetReads {
    let cabinet = this.cabinets.get(cabinetId);
    if (!cabinet) {
      cabinet = { running: null, next: null, pending: new Set(), gathering: null };
      this.cabinets.set(cabinetId, cabinet);
    }
    return cabinet;
  }

  /** The writer asked (or left): a read gathering for it may go once nobody else is due. */
  private asked(cabinetId: string, writer: ReadBackWriter): void {
    const cabinet = this.cabinets.get(cabinetId);
    if (!cabinet) return;
    cabinet.pending.delete(writer);
    this.startIfGathered(cabinet);
    this.forgetIfIdle(cabinetId, cabinet);
  }

  /** A gathering read goes once no writer that sent is still to ask. */
  private startIfGathered(cabinet: CabinetReads): void {
    if (!cabinet.gathering || cabinet.pending.size > 0) return;
    const { batch, timer } = cabinet.gathering;
    clearTimeout(timer);
    cabinet.gathering = null;
    // Asks of this same turn (jobs whose waits ended together) still join the read.
    setImmediate(batch.start);
  }

  private batch(read: ReadListings): Batch {
    const refs = new Map<string, ListingRef>();
    const parts = new Set<OnPart>();
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const result = opened.then(() =>
      read(
        [...refs.values()],
        (listings) => {
          for (const onPart of parts) onPart(listings);
        },
        batch.pricesOnly,
      ),
    );
    // Each asker awaits the result itself; this keeps a failure from being unhandled meanwhile.
    result.catch(() => {});
    const batch: Batch = {
      refs,
      parts,
      read,
      result,
      pricesOnly: true,
      started: false,
      start: () => {
        if (batch.started) return;
        batch.started = true;
        open();
      },
    };
    return batch;
  }

  private run(cabinetId: string, cabinet: CabinetReads, batch: Batch, scope: ReadScope): void {
    cabinet.running = batch;
    // A whole-list read first waits for the writers whose read-backs are still to come
    // (startIfGathered, right after this, starts it when none is).
    if (scope === 'whole-list') {
      const timer = setTimeout(() => {
        if (cabinet.gathering?.batch === batch) cabinet.gathering = null;
        batch.start();
      }, this.gatherMaxMs);
      timer.unref();
      cabinet.gathering = { batch, timer };
    } else {
      // Asks of the same turn (jobs whose waits ended together) join this read.
      setImmediate(batch.start);
    }
    void batch.result
      .catch(() => {})
      .then(() => {
        const next = cabinet.next;
        cabinet.next = null;
        cabinet.running = null;
        if (next) this.run(cabinetId, cabinet, next, scope);
        else this.forgetIfIdle(cabinetId, cabinet);
      });
  }

  private forgetIfIdle(cabinetId: string, cabinet: CabinetReads): void {
    if (!cabinet.running && !cabinet.next && cabinet.pending.size === 0) {
      this.cabinets.delete(cabinetId);
    }
  }
}
