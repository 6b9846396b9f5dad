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

/** The folder a path belongs to under src/server/modules (bookings, core, ...), or null. */
const moduleOf = (target: string | null) => target?.match(/^src\/server\/modules\/([^/]+)\//)?.[1] ?? null;

/** Which module folder imports which, with the import lines that make each link. */
type FolderGraph = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

function moduleGraph(imports: readonly Import[]): FolderGraph {
  const graph = new Map<string, Map<string, string[]>>();
  for (const { file, specifier, target } of imports) {
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (from === null || to === null || from === to || isTest(file)) continue;
    const links = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, links);
    links.set(to, [...(links.get(to) ?? []), `${file} → ${specifier}`]);
  }
  return graph;
}

/** The shortest path of folders from `start` to `goal`, both included, or null. */
function shortestPath(graph: FolderGraph, start: string, goal: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (const folder of queue) {
    if (folder === goal) {
      const path = [goal];
      for (let step = cameFrom.get(goal); step != null; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of [...(graph.get(folder)?.keys() ?? [])].sort()) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, folder);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Every link of the graph that lies on a cycle, shown as the shortest cycle through it: the folders
 * ("bookings → calendar → bookings"), then the import lines of each step. Cycles are written from
 * their smallest folder, so one cycle found through several of its links is listed once.
 */
function findCycles(graph: FolderGraph): string[] {
  const cycles = new Map<string, string>();
  for (const [from, links] of graph) {
    for (const to of links.keys()) {
      const back = shortestPath(graph, to, from);
      if (back === null) continue;
      const loop = [from, ...back.slice(0, -1)];
      const first = loop.indexOf([...loop].sort()[0] ?? from);
      const folders = [...loop.slice(first), ...loop.slice(0, first)];
      const lines = folders.flatMap(
        (folder, index) => graph.get(folder)?.get(folders[(index + 1) % folders.length] ?? folder) ?? [],
      );
      const name = [...folders, folders[0]].join(' → ');
      cycles.set(name, [name, ...lines.map((line) => `  ${line}`)].join('\n'));
    }
  }
  return [...cycles.keys()].sort().map((name) => cycles.get(name) ?? name);
}

/**
 * The server's layers, from the floor up (docs/ARCHITECTURE.md, "Layers"): a file imports from its
 * own layer and the layers below it, never from one above. Every product file of src/server is in
 * one; a new folder gets its place here before the code in it can pass. The modules keep their own
 * order inside their layer (no cycle, core at the floor: the rules below).
 */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  // What every other file may use: the clock, the errors, private files, the secret box.
  ['src/server/base'],
  // The settings, read once from the environment.
  ['src/server/config'],
  // The database: its client, schema, migrations.
  ['src/server/db'],
  // Accounts and sessions (better-auth) on that database.
  ['src/server/auth'],
  // What the routes and workers share: the request context, access, outboxes, realtime, storage.
  ['src/server/lib', 'src/server/permission-matrix.ts'],
  // The product's rules, one folder a domain.
  ['src/server/modules'],
  // Pages drawn by the server for search engines and link previews.
  ['src/server/seo'],
  // The app: its routes put together, its database opened, its background jobs, the demo marketplace.
  ['src/server/app.ts', 'src/server/open-app.ts', 'src/server/jobs.ts', 'src/server/seed'],
  // The processes: the server, its workers, the command-line tools.
  [
    'src/server/server.ts',
    'src/server/prepare-database.ts',
    'src/server/cluster.ts',
    'src/server/cli',
    'src/server/index.ts',
  ],
];

/** The layer of a server path (its index in SERVER_LAYERS), or -1 when none holds it. */
function layerOf(target: string): number {
  return SERVER_LAYERS.findIndex((layer) =>
    layer.some((place) => isUnder(target, place.replace(/\.ts$/, '')) || target === place),
  );
}

/** Test code (tests, their helpers, the fault harness) may reach any layer. */
const isTestCode = (file: string) =>
  isTest(file) || isUnder(file, 'src/server/test-support') || isUnder(file, 'src/server/faults');

/** Every import of a server product file from a higher layer, as "file (layer) → import (layer)". */
function importsRunningUp(imports: readonly Import[]): string[] {
  return imports
    .filter(({ file, target }) => {
      if (isTestCode(file) || target === null || !isUnder(target, 'src/server')) return false;
      return layerOf(target) > layerOf(file);
    })
    .map(
      ({ file, specifier, target }) => `${file} (${layerOf(file)}) → ${specifier} (${layerOf(target ?? '')})`,
    );
}

/**
 * The clock (decision 079): in the product, only src/server/base/clock.ts and src/web/lib/clock.ts
 * read the time; shared code takes `now` as an argument. Durations use `performance.now()`.
 */
const CLOCKS = ['src/server/base/clock.ts', 'src/web/lib/clock.ts'];

/** The database's own clock, in the SQL a file writes (a column default is a migration's business). */
const SQL_CLOCK =
  /\bnow\(\)|\bcurrent_(?:date|time|timestamp)\b|\blocaltime(?:stamp)?\b|\b(?:clock|statement|transaction)_timestamp\(\)/i;

/**
 * Every reading of the time in a file's code, as "file:line → what": `new Date()` with no argument,
 * `Date()`, `Date.now`, and with `sql` the database's now() or current_date in its strings and
 * templates. Read from the syntax tree: comments are not code, and `new Date(x)` reads no clock.
 */
function clockReadingsIn(file: string, source: string, options: { sql: boolean }): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push(`${file}:${line + 1} → ${what}`);
  };
  const isDate = (node: ts.Node) => ts.isIdentifier(node) && node.text === 'Date';
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && isDate(node.expression) && (node.arguments?.length ?? 0) === 0) {
      report(node, 'new Date()');
    } else if (ts.isCallExpression(node) && isDate(node.expression)) {
      report(node, 'Date()');
    } else if (ts.isPropertyAccessExpression(node) && isDate(node.expression) && node.name.text === 'now') {
      report(node, 'Date.now()');
    } else if (
      options.sql &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node))
    ) {
      const match = SQL_CLOCK.exec(node.text);
      if (match) report(node, `SQL ${match[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The product's files of a folder (no test, no test helper), without the clocks themselves. */
const productFiles = (folder: string) =>
  sourceFiles(folder).filter(
    (file) =>
      !isTest(file) &&
      !CLOCKS.includes(file) &&
      !isUnder(file, 'src/server/test-support') &&
      !isUnder(file, 'src/server/faults') &&
      !isUnder(file, 'src/server/db/migrations'),
  );

const clockReadingsOf = (folder: string, options: { sql: boolean }) =>
  productFiles(folder).flatMap((file) =>
    clockReadingsIn(file, readFileSync(path.join(ROOT, file), 'utf8'), options),
  );

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

  it('the web app imports the endpoint table area by area, never whole (its public pages would carry every area)', () => {
    const offenders = from('src/web').filter(
      ({ file, target }) => target === 'src/shared/endpoints' && !file.endsWith('.test.ts'),
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

  it('the server module folders do not import each other in a cycle (src/server/modules/core is the floor)', () => {
    const graph = moduleGraph(ALL_IMPORTS);
    // A guard against a graph read wrong: with no links, no cycle could ever be found.
    expect(graph.get('bookings')?.has('calendar')).toBe(true);
    expect(graph.get('calendar')?.has('core')).toBe(true);
    expect(findCycles(graph)).toEqual([]);
  });

  it('every server file is in a declared layer, and imports only from its layer and those below', () => {
    const unplaced = sourceFiles('src/server').filter((file) => !isTestCode(file) && layerOf(file) < 0);
    expect(unplaced).toEqual([]);
    // A guard against a table read wrong: the floor and the top are where they should be.
    expect(layerOf('src/server/base/clock.ts')).toBe(0);
    expect(layerOf('src/server/index.ts')).toBe(SERVER_LAYERS.length - 1);
    expect(importsRunningUp(from('src/server'))).toEqual([]);
  });

  it('the layer rule finds a planted import from a higher layer, and lets test code reach any', () => {
    const planted: Import[] = [
      { file: 'src/server/db/client.ts', specifier: '../lib/clock', target: 'src/server/lib/clock' },
      { file: 'src/server/db/schema/x.ts', specifier: '../../seed', target: 'src/server/seed' },
      { file: 'src/server/lib/x.ts', specifier: '../db/client', target: 'src/server/db/client' },
      { file: 'src/server/db/x.test.ts', specifier: '../seed', target: 'src/server/seed' },
      { file: 'src/server/lib/x.ts', specifier: 'drizzle-orm', target: null },
    ];
    expect(importsRunningUp(planted)).toEqual([
      'src/server/db/client.ts (2) → ../lib/clock (4)',
      'src/server/db/schema/x.ts (2) → ../../seed (7)',
    ]);
  });

  it('the API tests call routes through the endpoint table; the hand-written paths left only go down', () => {
    // `client.call(endpoints.bookings.create, { body })` types the path, body and answer by the table
    // (`send` for a deliberately wrong body). What is left writes a path by hand: unknown routes, raw
    // uploads, queries built as text. Lower this number as they go; a new hand-written path fails.
    const HAND_WRITTEN_LEFT = 24;
    const handWritten = sourceFiles('src')
      .filter(isTest)
      .flatMap((file) =>
        [
          ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
            /\.(?:get|post|put|request)(?:<[^(]*>)?\(\s*(?:[`'][/]|'(?:GET|POST|PUT|PATCH|DELETE)'\s*,\s*[`'][/])/g,
          ),
        ].map(() => file),
      );
    expect(handWritten.length).toBeGreaterThan(0);
    expect(handWritten.length, handWritten.join('\n')).toBeLessThanOrEqual(HAND_WRITTEN_LEFT);
  });

  it('only the router reads a request body or query string: every handler gets them parsed by its route', () => {
    // `api.route(entry, { allow, body: Schema }, async (c, viewer, read) => … await read.body())`: the
    // route names the schema, held to the table's type (decision 088), and lib/access.ts parses.
    const readers = productFiles('src/server').filter(
      (file) =>
        file !== 'src/server/lib/access.ts' &&
        /\b(readBody|readQuery)\b|c\.req\.(json|query|queries)\(/.test(
          readFileSync(path.join(ROOT, file), 'utf8'),
        ) &&
        !['src/server/lib/http.ts', 'src/server/lib/params.ts'].includes(file),
    );
    expect(readers).toEqual([]);
  });

  it('src/server/modules/core imports no other module folder', () => {
    const offenders = from('src/server/modules/core').filter(({ target }) => {
      const other = moduleOf(target);
      return other !== null && other !== 'core';
    });
    expect(listed(offenders)).toEqual([]);
  });

  it('the cycle finder finds a planted cycle, with its import lines', () => {
    const planted: FolderGraph = new Map([
      ['calendar', new Map([['bookings', ['calendar/feed.ts → ../bookings/view']]])],
      [
        'bookings',
        new Map([
          ['calendar', ['bookings/change.ts → ../calendar/sync']],
          ['core', ['bookings/change.ts → ../core/lock']],
        ]),
      ],
      [
        'staff',
        new Map([
          ['bookings', ['staff/agenda.ts → ../bookings/view']],
          ['workspace', ['staff/routes.ts → ../workspace/ownership']],
        ]),
      ],
      ['workspace', new Map([['staff', ['workspace/remove.ts → ../staff/team']]])],
    ]);
    expect(findCycles(planted)).toEqual([
      'bookings → calendar → bookings\n  bookings/change.ts → ../calendar/sync\n  calendar/feed.ts → ../bookings/view',
      'staff → workspace → staff\n  staff/routes.ts → ../workspace/ownership\n  workspace/remove.ts → ../staff/team',
    ]);
    const withoutTheWaysBack = new Map(planted);
    withoutTheWaysBack.delete('calendar');
    withoutTheWaysBack.delete('workspace');
    expect(findCycles(withoutTheWaysBack)).toEqual([]);
  });

  it('the server reads the time from base/clock.ts only, never from Date nor from the database', () => {
    expect(clockReadingsOf('src/server', { sql: true })).toEqual([]);
  });

  it('the web app reads the time from web/lib/clock.ts only (the browser tests set it with page.clock)', () => {
    expect(clockReadingsOf('src/web', { sql: false })).toEqual([]);
  });

  it('src/shared never reads the time: its rules take `now` as an argument', () => {
    expect(clockReadingsOf('src/shared', { sql: true })).toEqual([]);
  });

  it('the clock rule finds planted readings, and not comments, arguments or performance.now()', () => {
    const planted = [
      '// new Date() and Date.now() in a comment, now() too',
      '/* current_date */ const a = new Date();',
      'const b = Date.now() - performance.now();',
      'const c = new Date(b) && new Date(Date.UTC(2026, 0, 1)) && Date();',
      `const d = sql\`select 1 where x <= now() and \${b}::date <= current_date\`;`,
      "const e = 'delete where at < CURRENT_TIMESTAMP';",
      `const f = sql\`\${sqlNow()} - interval '1 day'\`;`,
    ].join('\n');
    expect(clockReadingsIn('planted.ts', planted, { sql: true })).toEqual([
      'planted.ts:2 → new Date()',
      'planted.ts:3 → Date.now()',
      'planted.ts:4 → Date()',
      'planted.ts:5 → SQL now()',
      'planted.ts:5 → SQL current_date',
      'planted.ts:6 → SQL CURRENT_TIMESTAMP',
    ]);
    expect(clockReadingsIn('planted.ts', planted, { sql: false })).toHaveLength(3);
    // A guard against a folder read wrong: with no files, the rules above would pass.
    expect(productFiles('src/server').length).toBeGreaterThan(100);
    expect(productFiles('src/web')).toContain('src/web/main.tsx');
    expect(productFiles('src/server')).not.toContain('src/server/base/clock.ts');
  });
});
