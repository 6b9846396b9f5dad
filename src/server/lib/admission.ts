import { databaseBusy } from '../base/errors';

export interface Admission {
  /** Runs `work` when a place is free; refuses at once (503 "busy") when too many already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * A bounded queue in front of costly work (decision 056). The embedded database runs one statement
 * at a time for the whole process: without a bound, a burst of slow list pages queued every
 * sign-in and health check behind all of them. With it, at most `running` such requests are in the
 * database's queue at once, `waiting` more wait here, and the rest get a French 503 with
 * Retry-After straight away.
 */
export function createAdmission(limits: { running: number; waiting: number }): Admission {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running >= limits.running) {
        if (queue.length >= limits.waiting) throw databaseBusy();
        // The place is handed over by release(): running stays counted.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
