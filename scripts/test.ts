// `npm test`: everything that proves the product works. The lint first, stopping at a failure; then the
// type check beside the suites in two lanes side by side, since one suite alone keeps about one of the
// machine's two cores busy (measured on the CI machine): the API suite on PGlite and the browser suite
// start together, and with TEST_DATABASE_URL the API suite replayed on that PostgreSQL goes to the
// lane that is free first. With `--dates` (as `.ci/run` asks), the calendar sweep's eleven dates
// follow in the same lanes, filling each as it frees (`npm run test:dates` runs them alone). The fault
// tests come last, without the other suites: they time a restart, a flood or a kill, and missed their
// timings sharing the cores with the browser suite.
import net from 'node:net';
import os from 'node:os';
import { ensureChromium, TEST_CHROMIUM_PATH } from './ensure-chromium';
import { inTwoLanes, reportAll, run, runAlongside, type Suite, stopAll } from './lanes';
import { prepareSweep, SWEEP_DATES, sweepSuite } from './test-dates';

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
 * 270 s). The API suite on PGlite keeps Vitest's default (the cores less one): with two workers there,
 * beside the browser suite, the 50-client race (then one test of 120 s) ran past its limit in CI.
 */
const WORKERS = String(Math.max(2, Math.floor(os.availableParallelism() / 2)));
/**
 * The browser suite's workers beside the API suites: one, whatever CI says (playwright.config.ts gives
 * a CI two). With two, the browser suite ends sooner but starves the lanes beside it: the runs of
 * `.ci/run` with CI set took 1,346 to 1,685 s, the API suite on PGlite 842 s of it; without, 917 s
 * and 281 s (02-03/12/2026 on the 2-core machine).
 */
const BROWSER_WORKERS = '1';

const vitest = (...args: string[]) => ({ command: 'npx', args: ['vitest', 'run', ...args] });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withDates = process.argv.includes('--dates');
const suites: Suite[] = [
  {
    title: 'Tests unitaires et d’intégration API',
    ...vitest('--project', 'pglite', '--exclude', 'src/server/faults/**'),
  },
  {
    title: 'Tests navigateur (Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '--workers', BROWSER_WORKERS],
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
const sweep = withDates ? await prepareSweep() : null;
if (sweep) suites.push(...SWEEP_DATES.map(({ at }) => sweepSuite(at, sweep.migratedDump)));

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
sweep?.remove();
outcomes.unshift(await typeCheck);
reportAll(outcomes);
if (outcomes.some((outcome) => !outcome.ok) || outcomes.length < suites.length + 1) process.exit(1);
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
