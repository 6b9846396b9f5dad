// `npm test`: everything that proves the product works, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium';

function run(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} a échoué (${seconds} s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

// Checked first: a machine without a browser stops at once, before minutes of other tests.
ensureChromium();
run('Vérification des types', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('Lint et format', 'npx', ['biome', 'check', '.']);
run('Tests unitaires et d’intégration API', 'npx', ['vitest', 'run']);
// Playwright's web server builds the web app first, then starts the real server on a fresh database.
run('Tests navigateur (Chromium)', 'npx', ['playwright', 'test']);
