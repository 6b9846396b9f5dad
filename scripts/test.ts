// `npm test`: everything that proves the product works. The lint first, stopping at a failure; then the
// type check beside the suites in two lanes side by side, since one suite alone keeps about one of the
// machine's two cores busy (measured on the CI machine): the API suite on PGlite and the browser suite
// start together, and with TEST_DATABASE_URL the API suite replayed on that PostgreSQL goes to the
// lane that is free first (on the CI machine either may end first). The fault tests come last, without
// the other suites: they time a restart, a flood or a kill, and missed their timings sharing the cores
// with the browser suite.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, TEST_CHROMIUM_PATH } from './ensure-chromium';

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function run(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} a échoué (${seconds(started)} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds(started)} s)`);
}

type Suite = { title: string; command: string; args: string[] };

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
function stopAll() {
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
type Outcome = { ok: boolean; report: () => void };

/**
 * Runs a suite in the background. Its output goes to a file, shown in one piece once it ends, so the
 * two lanes' lines never interleave.
 */
function runAlongside({ title, command, args }: Suite): Promise<Outcome> {
  const started = Date.now();
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'rdv-test-')), 'sortie.log');
  // Its own process group, so that a failure elsewhere can stop it with everything it started.
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
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
        ok,
        report() {
          console.log(`\n▶ ${title}`);
          process.stdout.write(readFileSync(logFile, 'utf8'));
          if (ok) console.log(`✔ ${title} (${took} s)`);
          else console.error(`\n✖ ${title} a échoué (${took} s).`);
        },
      });
    });
  });
}

/**
 * Two lanes take the suites in order, each the next one as soon as it is free. Once a suite has
 * failed, the suites not yet started are left out: the run has failed already.
 */
async function inTwoLanes(suites: Suite[]): Promise<Outcome[]> {
  const queue = [...suites];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      const outcome = await runAlongside(suite);
      outcomes.push(outcome);
      if (!outcome.ok) queue.length = 0;
    }
  };
  await Promise.all([lane(), lane()]);
  return outcomes;
}

/** Whether nothing listens on `port` yet (on every interface, as the servers will listen). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Four free ports in a row for the browser suite's servers (playwright.config.ts: the marketplace,
 * the empty one, the calendar provider's two), so that two runs of `npm test` on one machine do not
 * meet on the same ports.
 */
async function freePortRange(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below Linux's ephemeral ports (from 32768), which outgoing connections take.
    const base = 20_000 + Math.floor(Math.random() * 3_000) * 4;
    const ports = [base, base + 1, base + 2, base + 3];
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('aucune suite de quatre ports libres pour les tests navigateur');
}

/**
 * Workers of the PostgreSQL replay: two on the 2-core machine (one took 465 s on the CI machine, two
 * 270 s). The browser suite keeps Playwright's default (half the cores): with two workers it took 449 s
 * instead of 714 s in CI, but one run failed on a sign-up whose account was gone when its link was
 * followed ("User not found"), which one worker never showed; to understand before trying again. The
 * API suite on PGlite keeps Vitest's default (the cores less one): with two workers there, the
 * 50-client race went past its 120 s in CI.
 */
const WORKERS = String(Math.max(2, Math.floor(os.availableParallelism() / 2)));

const vitest = (...args: string[]) => ({ command: 'npx', args: ['vitest', 'run', ...args] });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const suites: Suite[] = [
  {
    title: 'Tests unitaires et d’intégration API',
    ...vitest('--project', 'pglite', '--exclude', 'src/server/faults/**'),
  },
  {
    title: 'Tests navigateur (Chromium)',
    command: 'npx',
    args: ['playwright', 'test'],
  },
];
if (onPostgres) {
  suites.push({
    title: 'Tests d’intégration API sur PostgreSQL',
    ...vitest('--project', 'postgres', '--exclude', 'src/server/faults/**', '--maxWorkers', WORKERS),
  });
}

ensureChromium(TEST_CHROMIUM_PATH);
if (!process.env.E2E_PORT) {
  const base = await freePortRange();
  process.env.E2E_PORT = String(base);
  process.env.E2E_EMPTY_PORT = String(base + 1);
}
run('Lint et format', 'npx', ['biome', 'check', '.']);

// The type check runs beside the suites rather than before them; a type error still fails the run,
// and stops the suites at once. TypeScript 7 (native, several threads) checks the project in a third
// of 5.9's CPU time; 5.9 stays for its compiler API, which the architecture test reads files with.
console.log(
  '\n▶ Vérification des types, tests unitaires et d’intégration API, et tests navigateur (Chromium), en parallèle',
);
const typeCheck = runAlongside({
  title: 'Vérification des types',
  command: process.execPath,
  args: ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', '.'],
});
typeCheck.then((outcome) => {
  if (outcome.ok) return;
  outcome.report();
  stopAll();
  process.exit(1);
});
const outcomes = await inTwoLanes(suites);
outcomes.unshift(await typeCheck);
// A failed suite is shown last, so its failures end the output, where a reader of a long log looks.
for (const outcome of [...outcomes].sort((a, b) => Number(b.ok) - Number(a.ok))) outcome.report();
if (outcomes.some((outcome) => !outcome.ok)) process.exit(1);
// Each fault test file in a process of its own (--isolate): a flood's timings must not pay for the
// heap the other test files left in a shared worker. Both databases in one run, two files at a time:
// 101 s on the 2-core machine, against 81 s and 75 s one database after the other, all green.
const faults = [
  'vitest',
  'run',
  '--isolate',
  'src/server/faults',
  '--maxWorkers',
  '2',
  '--project',
  'pglite',
];
run('Tests de pannes', 'npx', onPostgres ? [...faults, '--project', 'postgres'] : faults);
