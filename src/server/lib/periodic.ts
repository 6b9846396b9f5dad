import { logger } from './logger';

/**
 * Runs `task` every `intervalMs` until stopped, never two rounds at once (a slow round makes the
 * next tick skip), without keeping the process alive. Used by the four background workers server.ts
 * starts: the mail outbox, the calendar sync, the booking clock and the availability refresh.
 */
export function runPeriodically(
  intervalMs: number,
  task: () => Promise<unknown>,
  failure: string,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error) => logger.error({ err: error }, failure))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
