/** Thrown when more jobs wait than the semaphore's queue allows. */
export class QueueFullError extends Error {
  constructor() {
    super('too many jobs waiting');
    this.name = 'QueueFullError';
  }
}

/** At most `max` jobs at a time; the rest wait in arrival order, up to `queueLimit` of them. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly max: number,
    private readonly queueLimit = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.queueLimit) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` stays as it is.
      if (next) next();
      else this.running -= 1;
    }
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }
}
