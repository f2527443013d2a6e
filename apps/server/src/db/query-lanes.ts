type Job = () => Promise<unknown>;

export type Lane = 'urgent' | 'normal';

/**
 * Runs database calls one at a time, each after a turn of the event loop, urgent ones first.
 *
 * PGlite executes every statement on the event loop's own thread, and a request's statements
 * follow each other in promise callbacks, which run before the loop reads any socket again. A
 * burst of 50 sign-ins therefore ran all their throttle and account queries back to back
 * while other requests waited unread (`POST /auth` answered after 0.8 s at the start of the
 * bench's sign-in flood). A turn before each call lets the loop read and route every waiting
 * request in between; the urgent lane lets the session lookup of a signed-in page overtake
 * the statements already queued.
 */
export class QueryLanes {
  private readonly waiting: Record<Lane, Job[]> = { urgent: [], normal: [] };
  private busy = false;

  run<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting[lane].push(() => work().then(resolve, reject));
      this.next();
    });
  }

  /** Calls waiting, for tests and diagnostics. */
  get queued(): number {
    return this.waiting.urgent.length + this.waiting.normal.length;
  }

  private next(): void {
    if (this.busy || this.queued === 0) return;
    this.busy = true;
    setImmediate(() => {
      const job = this.waiting.urgent.shift() ?? this.waiting.normal.shift();
      void job?.().finally(() => {
        this.busy = false;
        this.next();
      });
    });
  }
}
