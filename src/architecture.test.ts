import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Which part of the code may use which other part, read from the real source files. Each rule fails
// with the list of its offending imports ("file → import"), so the fix is in the message.

const ROOT = path.resolve(import.meta.dirname, '..');

interface Import {
  /** The importing file, from the repository root: src/web/features/admin/components/x.tsx. */
  file: string;
  /** What the file wrote: '@/web/lib/paths', '../api/admin', 'node:fs'. */
  specifier: string;
  /** The imported file without extension, from the repository root; null for a package. */
  target: string | null;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .sort();
}

/** Where a specifier points: the '@/...' alias is src/, a relative path is from the file's folder. */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
  return null;
}

/**
 * Every module a file names: static imports and `import type`, `export ... from`, `import()` and
 * `require()`, as the TypeScript compiler reads them (comments and strings are not mistaken for imports).
 */
function importsOf(file: string): Import[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map(({ fileName }) => ({
    file,
    specifier: fileName,
    target: resolve(file, fileName),
  }));
}

const ALL_IMPORTS = sourceFiles('src').flatMap(importsOf);

const isUnder = (target: string | null, folder: string) =>
  target !== null && (target === folder || target.startsWith(`${folder}/`));
const from = (folder: string) => ALL_IMPORTS.filter((entry) => isUnder(entry.file, folder));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '');
const listed = (offenders: readonly Import[]) =>
  offenders.map(({ file, specifier }) => `${file} → ${specifier}`);

/** The feature a path belongs to (src/web/features/<name>/...), or null. */
const featureOf = (target: string | null) =>
  target?.match(/^src\/web\/features\/([^/]+)(?:\/|$)/)?.[1] ?? null;

describe('the architecture', () => {
  it('reads the source files and their imports', () => {
    // A guard against a broken reader: without imports, every rule below would pass.
    expect(from('src/shared').length).toBeGreaterThan(10);
    expect(from('src/server').length).toBeGreaterThan(100);
    expect(from('src/web/features').length).toBeGreaterThan(50);
    const seen = new Set(ALL_IMPORTS.map(({ specifier }) => specifier));
    expect(seen).toContain('@/web/lib/paths');
    expect(seen).toContain('node:fs');
  });

  it('src/shared imports nothing from the server or the web', () => {
    const offenders = from('src/shared').filter(
      ({ target }) => isUnder(target, 'src/server') || isUnder(target, 'src/web'),
    );
    expect(listed(offenders)).toEqual([]);
  });

  it('src/shared and src/web use no Node-only module (both run in the browser)', () => {
    // entry-server.tsx is the web app's server bundle (decision 058): it runs in Node only, and no
    // browser code may import it.
    const serverEntry = 'src/web/entry-server.tsx';
    const offenders = [...from('src/shared'), ...from('src/web')].filter(
      ({ file, target, specifier }) =>
        (target === null && !isTest(file) && file !== serverEntry && isNodeBuiltin(specifier)) ||
        target === serverEntry,
    );
    expect(listed(offenders)).toEqual([]);
  });

  it('the server never imports the web, nor the web the server', () => {
    const offenders = [
      ...from('src/server').filter(({ target }) => isUnder(target, 'src/web')),
      ...from('src/web').filter(({ target }) => isUnder(target, 'src/server')),
    ];
    expect(listed(offenders)).toEqual([]);
  });

  it('a web feature never imports another feature (routes in src/web/app compose them)', () => {
    const offenders = from('src/web/features').filter(({ file, target }) => {
      const other = featureOf(target);
      return other !== null && other !== featureOf(file);
    });
    expect(listed(offenders)).toEqual([]);
  });

  it('web/components and web/lib import no feature', () => {
    const offenders = [...from('src/web/components'), ...from('src/web/lib')].filter(({ target }) =>
      isUnder(target, 'src/web/features'),
    );
    expect(listed(offenders)).toEqual([]);
  });

  it('features, components and lib never import src/web/app (the app sits on top of them)', () => {
    const offenders = [
      ...from('src/web/features'),
      ...from('src/web/components'),
      ...from('src/web/lib'),
    ].filter(({ target }) => isUnder(target, 'src/web/app'));
    expect(listed(offenders)).toEqual([]);
  });
});
