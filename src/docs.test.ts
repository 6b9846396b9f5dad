import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md is where a newcomer finds each rule: what it names must exist. Each check
// fails with the list of what it names and does not find, so the fix is in the message.

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = path.join(ROOT, 'docs');
const architecture = readFileSync(path.join(DOCS, 'ARCHITECTURE.md'), 'utf8');

/** Every file of the repository outside dependencies, builds and data, from its root. */
const repositoryFiles = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .map((name) => name.split(path.sep).join('/'))
  .filter((name) => !/^(node_modules|dist|data|\.git|test-results|playwright-report)(\/|$)/.test(name));
const basenames = new Set(repositoryFiles.map((name) => path.posix.basename(name)));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  return new Set([
    ...[...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] ?? '')),
    ...[...text.matchAll(/<a (?:id|name)="([^"]+)"/g)].map((match) => match[1] ?? ''),
  ]);
}

/** The names written in `code` in the document. */
const codeSpans = [...architecture.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

describe('docs/ARCHITECTURE.md', () => {
  it('links only to files and headings that exist', () => {
    const dangling = [...architecture.matchAll(/\]\(([^)\s#]*)(#[^)\s]+)?\)/g)]
      .filter(([, target]) => !/^[a-z]+:/.test(target ?? ''))
      .flatMap(([link, target = '', anchor]) => {
        const file = path.join(DOCS, target || 'ARCHITECTURE.md');
        if (!existsSync(file)) return [link];
        return anchor && !anchorsIn(file).has(anchor.slice(1)) ? [link] : [];
      });
    expect(dangling, 'liens sans fichier ou sans titre').toEqual([]);
  });

  it('names only files and folders that exist', () => {
    // A path from the root (src/…, scripts/…), or a file's own name where the table's row gives its folder.
    const named = codeSpans
      .map((span) => span.replace(/[:#].*$/, '').replace(/\(\)$/, ''))
      .filter(
        (span) =>
          /^(src|scripts|e2e|docs|\.ci)\//.test(span) ||
          /^[\w.@-]+(\/[\w.@-]+)*\.(ts|tsx|sql|md|json|css|sh)$/.test(span),
      )
      // Patterns, not files: src/server/modules/<domain>/, *.test.ts.
      .filter((span) => !/[<>*{}]/.test(span) && !span.startsWith('.'));
    // A path with a folder is read from the first root that holds its first folder (the server's
    // before the web's), never matched against the end of any file anywhere: lib/clock.ts must not
    // pass through src/web/lib/clock.ts once the server's has moved. A bare file name is looked up by
    // name.
    const roots = ['', 'src/', 'src/server/', 'src/shared/', 'src/web/', 'src/server/modules/'];
    const missing = [...new Set(named)].filter((span) => {
      const clean = span.replace(/\/$/, '');
      if (!clean.includes('/')) return !basenames.has(clean);
      const folder = clean.split('/')[0] ?? '';
      const root = roots.find((candidate) => existsSync(path.join(ROOT, `${candidate}${folder}`)));
      return root === undefined || !existsSync(path.join(ROOT, `${root}${clean}`));
    });
    expect(missing, 'chemins nommés introuvables').toEqual([]);
  });

  it('names the migrations by files that exist', () => {
    const migrations = readdirSync(path.join(ROOT, 'src/server/db/migrations'));
    const named = [...new Set([...architecture.matchAll(/\b\d{4}_[a-z0-9_]+\b/g)].map((match) => match[0]))];
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !migrations.includes(`${name}.sql`))).toEqual([]);
  });

  it('lists every job kind of the registry, and no other', () => {
    const registry = readFileSync(path.join(ROOT, 'src/server/jobs.ts'), 'utf8');
    const registered = [...registry.matchAll(/^\s+name: '([a-z-]+)',$/gm)].map((m) => m[1]);
    const section = architecture.slice(architecture.indexOf('## Background jobs'));
    const listed = [...section.slice(0, section.indexOf('\n## ', 1)).matchAll(/^\| `([a-z-]+)` \|/gm)].map(
      (m) => m[1],
    );
    expect(registered.length).toBeGreaterThan(5);
    expect(listed.sort()).toEqual(registered.sort());
  });
});
