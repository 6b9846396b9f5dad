import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { isDue, type JobKind, startJobs } from './engine';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A kind that records its rounds; each round lasts `roundMs`, and `fail` makes it throw. */
function recordingKind(name: string, everyMs: number, options: { roundMs?: number; fail?: boolean } = {}) {
  const rounds: { start: number; end: number }[] = [];
  let running = 0;
  let overlapped = false;
  const kind: JobKind = {
    name,
    label: name,
    everyMs,
    async run() {
      running++;
      if (running > 1) overlapped = true;
      const start = performance.now();
      await sleep(options.roundMs ?? 0);
      rounds.push({ start, end: performance.now() });
      running--;
      if (options.fail) throw new Error(`${name} en panne`);
      return 1;
    },
  };
  return { kind, rounds, overlapped: () => overlapped };
}

// Timers and performance.now() are Vitest's: the rounds follow the time the test advances, never the
// machine's load.
let stop: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the job engine', () => {
  it('starts each kind on its own rhythm, from one timer', async () => {
    const fast = recordingKind('fast', 20);
    const slow = recordingKind('slow', 100);
    stop = startJobs([fast.kind, slow.kind]);
    await advance(450);
    stop();
    // A round 20 ms and 100 ms after each start: at 20, 40 … 440, and at 100 … 400.
    expect(fast.rounds.map((round) => round.start)).toEqual(
      Array.from({ length: 22 }, (_, i) => (i + 1) * 20),
    );
    expect(slow.rounds.map((round) => round.start)).toEqual([100, 200, 300, 400]);
  });

  it('never runs two rounds of one kind at once: a slow round makes the next wait', async () => {
    const slow = recordingKind('slow', 10, { roundMs: 60 });
    stop = startJobs([slow.kind]);
    await advance(300);
    stop();
    // 60 ms rounds due every 10 ms: each starts at the first tick after the previous one ended.
    expect(slow.overlapped()).toBe(false);
    expect(slow.rounds.map((round) => [round.start, round.end])).toEqual([
      [10, 70],
      [80, 140],
      [150, 210],
      [220, 280],
    ]);
  });

  it('logs a failing kind and goes on with it and with the others', async () => {
    const level = logger.level;
    logger.level = 'silent';
    try {
      const broken = recordingKind('broken', 20, { fail: true });
      const sound = recordingKind('sound', 20);
      stop = startJobs([broken.kind, sound.kind]);
      await advance(110);
      stop();
      expect(broken.rounds).toHaveLength(5);
      expect(sound.rounds).toHaveLength(5);
    } finally {
      logger.level = level;
    }
  });

  it('does not run a kind whose rhythm is 0 (not in this process), and stops when asked', async () => {
    const off = recordingKind('off', 0);
    const on = recordingKind('on', 20);
    stop = startJobs([off.kind, on.kind]);
    await advance(100);
    stop();
    await advance(100);
    expect(off.rounds).toEqual([]);
    expect(on.rounds).toHaveLength(5);
  });
});

describe('a round due at a tick', () => {
  it('starts at a tick that fires a little early, as real timers do, not a whole tick later', () => {
    // Rhythm 1 s, tick 1 s: the tick after the round that began at 1000.2 fires at 1999.9.
    expect(isDue(1999.9, 2000.2, 1000)).toBe(true);
    expect(isDue(2000.2, 2000.2, 1000)).toBe(true);
    // Half a tick early or more is the previous tick's time: not yet.
    expect(isDue(1500.1, 2000.2, 1000)).toBe(false);
    expect(isDue(999.9, 2000.2, 1000)).toBe(false);
  });
});
