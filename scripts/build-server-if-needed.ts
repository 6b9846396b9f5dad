// `npm start` runs the server compiled ahead of time (dist/server/index.js) rather than compiling
// TypeScript at every start: it is rebuilt here only when its sources are newer than the last build,
// so a fresh clone works with `npm install && npm start` and later starts stay fast.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = 'src/server/index.ts';
export const SERVER_OUT_DIR = 'dist/server';
/** What `npm start` runs (and the bench and the cluster test spawn). */
export const SERVER_BUNDLE = `${SERVER_OUT_DIR}/index.js`;
/**
 * Everything the bundle is made of: the server and the shared code (the SQL migrations included),
 * the resolved dependency versions, the compiler settings (the `@/` alias) and this script itself.
 */
export const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server-if-needed.ts',
];
/** Read by the bundled migrate.ts beside the bundle: `import.meta.url` is now dist/server/index.js. */
const MIGRATIONS = { from: 'src/server/db/migrations', to: `${SERVER_OUT_DIR}/migrations` };

/** Test files are never bundled: editing one does not make the build stale. */
const bundled = (name: string) => !name.endsWith('.test.ts');

/** The latest modification time under `target` (a file or a folder), 0 when it does not exist. */
export function newestMtime(root: string, target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && bundled(entry.name))
    .reduce(
      (newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/** True when there is no bundle yet or a source changed after it was written. */
export function serverBuildIsStale(root = ROOT): boolean {
  const bundle = path.join(root, SERVER_BUNDLE);
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  return Math.max(...SERVER_SOURCES.map((source) => newestMtime(root, source))) >= builtAt;
}

/**
 * Every file is written beside its place and renamed over it: a server starting while another
 * build runs (two test files, two terminals) reads either the old file or the new one, never half.
 */
function writeAtomically(file: string, contents: Uint8Array | string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}.tmp`;
  writeFileSync(scratch, contents);
  renameSync(scratch, file);
}

function copyAtomically(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  const scratch = `${to}.${process.pid}.tmp`;
  copyFileSync(from, scratch);
  renameSync(scratch, to);
}

/**
 * One ES module for the server and the shared code; every package stays an import from
 * node_modules (PGlite's wasm and extension files, sharp's native binding load from there as
 * before). The migrations are copied first and the bundle written last, so a bundle that exists is
 * a complete build and its time is the build's.
 */
export async function buildServer(root = ROOT): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces name the TypeScript files with `node --enable-source-maps`.
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  const migrations = path.join(root, MIGRATIONS.from);
  for (const entry of readdirSync(migrations, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    copyAtomically(from, path.join(root, MIGRATIONS.to, path.relative(migrations, from)));
  }
  const files = [...result.outputFiles].sort(
    (a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')),
  );
  for (const file of files) writeAtomically(file.path, file.contents);
}

/** Builds when stale; true when it did. */
export async function buildServerIfNeeded(root = ROOT): Promise<boolean> {
  if (!serverBuildIsStale(root)) return false;
  console.log('Compilation du serveur...');
  await buildServer(root);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildServerIfNeeded();
}
