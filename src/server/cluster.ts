import cluster, { type Worker } from 'node:cluster';
import { logger } from './lib/logger';

/** A worker that dies is forked again after this, doubled for each quick death in a row... */
const FIRST_RESTART_DELAY_MS = 500;
/** ...up to this: a worker that cannot start (database unreachable) is retried without spinning. */
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long was healthy: its death starts the doubling again from the first delay. */
const HEALTHY_AFTER_MS = 60_000;
/** A worker still running this long after SIGTERM (its requests and database closed) is killed. */
const STOP_TIMEOUT_MS = 15_000;

/** The wait before the next fork of a worker that died `quickDeaths` times in a row (1 or more). */
export function restartDelay(quickDeaths: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, quickDeaths - 1));
}

/** One of the N places a worker fills; a restarted worker takes its predecessor's. */
interface Slot {
  worker: Worker | null;
  forkedAt: number;
  quickDeaths: number;
  restart: NodeJS.Timeout | null;
  /** A worker of this slot has listened at least once. */
  served: boolean;
}

export interface SupervisorOptions {
  workers: number;
  /** Once, when every first worker listens. */
  onReady(): void;
}

/**
 * The primary of `npm start` with WEB_CONCURRENCY > 1 (decision 057): forks the workers, which
 * share the port (node:cluster hands the primary's connections round-robin), forks again one that
 * dies, and on SIGTERM or SIGINT asks each to stop as a single process does (its `running.stop()`).
 * Resolves with the exit code: 0 after a stop, 1 when a first worker dies before every first worker
 * listened (a port taken, a database refused: the start failed, as it would with one process).
 */
export function superviseWorkers(options: SupervisorOptions): Promise<number> {
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({
    worker: null,
    forkedAt: 0,
    quickDeaths: 0,
    restart: null,
    served: false,
  }));
  const slotOf = new Map<number, Slot>();
  let ready = false;
  let stopping = false;
  let exitCode = 0;
  let finish: (code: number) => void = () => {};
  const finished = new Promise<number>((resolve) => {
    finish = resolve;
  });

  const fork = (slot: Slot) => {
    slot.restart = null;
    const worker = cluster.fork();
    slot.worker = worker;
    slot.forkedAt = performance.now();
    slotOf.set(worker.id, slot);
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const slot of slots) {
      if (slot.restart) clearTimeout(slot.restart);
      slot.restart = null;
    }
    const alive = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
    if (alive.length === 0) finish(exitCode);
    for (const worker of alive) {
      worker.process.kill('SIGTERM');
      setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS).unref();
    }
  };

  cluster.on('listening', (worker) => {
    logger.info({ pid: worker.process.pid }, 'processus du serveur prêt');
    const slot = slotOf.get(worker.id);
    if (slot) slot.served = true;
    if (!ready && slots.every((s) => s.served)) {
      ready = true;
      options.onReady();
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slotOf.get(worker.id);
    slotOf.delete(worker.id);
    if (!slot) return;
    slot.worker = null;
    if (stopping) {
      if (slots.every((s) => s.worker === null)) finish(exitCode);
      return;
    }
    const pid = worker.process.pid;
    if (!ready) {
      logger.error({ pid, code, signal }, "un processus du serveur n'a pas démarré : arrêt");
      stop(1);
      return;
    }
    slot.quickDeaths = performance.now() - slot.forkedAt < HEALTHY_AFTER_MS ? slot.quickDeaths + 1 : 1;
    const delayMs = restartDelay(slot.quickDeaths);
    logger.error({ pid, code, signal, delayMs }, "un processus du serveur s'est arrêté : il est relancé");
    slot.restart = setTimeout(() => fork(slot), delayMs);
  });

  process.on('SIGTERM', () => {
    logger.info({ signal: 'SIGTERM' }, 'arrêt en cours');
    stop(0);
  });
  process.on('SIGINT', () => {
    logger.info({ signal: 'SIGINT' }, 'arrêt en cours');
    stop(0);
  });

  for (const slot of slots) fork(slot);
  return finished;
}
