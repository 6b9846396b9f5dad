// Suites run side by side in two lanes, one per core of the 2-core machine: what `npm test` and the
// calendar sweep (`npm run test:dates`) share. Each suite runs in a process group of its own with its
// output kept in a file, shown in one piece once it ends, so that two lanes' lines never interleave.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Suite {
  title: string;
  command: string;
  args: string[];
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** On success, its report is its title line only (the calendar sweep's dates: eleven runs of the same files). */
  quiet?: boolean;
}

export interface Outcome {
  title: string;
  ok: boolean;
  seconds: string;
  report: () => void;
}

/** How long since `since` (a `performance.now()`), in seconds as a person reads them. */
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs a step in the foreground, its output as it comes; a failure ends the run with its code. */
export function run(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} a échoué (${seconds(started)} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds(started)} s)`);
}

/** The suites running in the background, each the leader of its process group. */
const running = new Set<ChildProcess>();

// Interrupted (Ctrl-C, a CI's stop): the suites go too, since their own process groups do not hear it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Stops every suite still running, with the servers and browsers it started. */
export function stopAll() {
  for (const child of running) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

/** Runs a suite in the background; its outcome comes once it ends. */
export function runAlongside(suite: Suite): Promise<Outcome> {
  const started = performance.now();
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'rdv-test-')), 'sortie.log');
  // Its own process group, so that a failure elsewhere can stop it with everything it started.
  const child = spawn(suite.command, suite.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...suite.env },
    detached: true,
  });
  running.add(child);
  child.on('close', () => running.delete(child));
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      const took = seconds(started);
      resolve({
        title: suite.title,
        ok,
        seconds: took,
        report() {
          if (ok && suite.quiet) {
            console.log(`✔ ${suite.title} (${took} s)`);
            return;
          }
          console.log(`\n▶ ${suite.title}`);
          process.stdout.write(readFileSync(logFile, 'utf8'));
          if (ok) console.log(`✔ ${suite.title} (${took} s)`);
          else console.error(`\n✖ ${suite.title} a échoué (${took} s).`);
        },
      });
    });
  });
}

/**
 * Two lanes take the suites in order, each the next one as soon as it is free. Once a suite has
 * failed, the suites not yet started are left out (the run has failed already), unless `keepGoing`:
 * the calendar sweep run alone reports every date that breaks.
 */
export async function inTwoLanes(
  suites: readonly Suite[],
  options: { keepGoing?: boolean } = {},
): Promise<Outcome[]> {
  const queue = [...suites];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      const outcome = await runAlongside(suite);
      outcomes.push(outcome);
      if (!outcome.ok && !options.keepGoing) queue.length = 0;
    }
  };
  await Promise.all([lane(), lane()]);
  return outcomes;
}

/** The reports, a failed suite last: its failures end the output, where a reader of a long log looks. */
export function reportAll(outcomes: readonly Outcome[]) {
  for (const outcome of [...outcomes].sort((a, b) => Number(b.ok) - Number(a.ok))) outcome.report();
}
