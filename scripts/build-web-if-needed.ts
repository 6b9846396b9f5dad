// `npm start` builds the web app only when its sources are newer than the last build, so a fresh
// clone works with `npm install && npm start` and later starts stay fast.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Both halves: the web app, and the server's bundle that draws its public pages (decision 058).
const builtFiles = [path.join(root, 'dist/web/index.html'), path.join(root, 'dist/web-ssr/entry-server.js')];
const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

const builtAt = Math.min(...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (changedAt > builtAt) {
  console.log("Construction de l'application web...");
  execSync('npx vite build --logLevel warn && npx vite build --ssr --logLevel warn', {
    cwd: root,
    stdio: 'inherit',
  });
}
