// `npm test`: everything that proves the product works. The quick checks first, stopping at the first
// failure; then the API suite and the browser suite side by side: each alone keeps about one of the
// machine's two cores busy (measured on the CI machine), so together they take the time of the longer.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';

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

/**
 * Runs a suite in the background. Its output goes to a file, shown in one piece once it ends, so the
 * two suites' lines never interleave.
 */
function runAlongside(title: string, command: string, args: string[]) {
  const started = Date.now();
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'rdv-test-')), 'sortie.log');
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return new Promise<{ title: string; ok: boolean; report: () => void }>((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      const took = seconds(started);
      resolve({
        title,
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

ensureChromium();
run('Vérification des types', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('Lint et format', 'npx', ['biome', 'check', '.']);

console.log('\n▶ Tests unitaires et d’intégration API, et tests navigateur (Chromium), en parallèle');
const results = await Promise.all([
  runAlongside('Tests unitaires et d’intégration API', 'npx', ['vitest', 'run']),
  runAlongside('Tests navigateur (Chromium)', 'npx', ['playwright', 'test']),
]);
// A failed suite is shown last, so its failures end the output, where a reader of a long log looks.
for (const result of [...results].sort((a, b) => Number(b.ok) - Number(a.ok))) result.report();
if (results.some((result) => !result.ok)) process.exit(1);
