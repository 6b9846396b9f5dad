import { AppError } from '../base/errors';

export const IMAGES_BUSY =
  "Trop d'images sont en cours de traitement. Veuillez réessayer dans quelques instants.";

/**
 * Runs image jobs a few at a time. Decoding runs on libuv's worker threads (4 by default), which
 * also serve file reads, password hashing (scrypt) and DNS: with at most `concurrency` images at once,
 * the other threads always stay free for them (decision 046). Jobs beyond the waiting list are
 * refused with a French 503 rather than piling up.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  setConcurrency(concurrency: number) {
    this.concurrency = Math.max(1, concurrency);
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        const busy = new AppError(503, 'images_busy', IMAGES_BUSY);
        busy.retryAfterSeconds = 5;
        throw busy;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job, so `running` never drops while jobs wait.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
