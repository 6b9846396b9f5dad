import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@/shared/endpoint';
import { allEndpoints } from '@/shared/endpoints';
import { buildApi, createApp } from './app';
import { sharedTestServer, type TestServer } from './test-support/test-server';

// One contract per endpoint (decision 062): the shared table names every API route, the server serves
// exactly those, each with its method and path, and the web reaches the API only through the table.

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const keyOf = (entry: Endpoint) => `${entry.method} ${entry.path}`;
/** A request's path for an entry: every parameter a well-formed id, which any segment pattern takes. */
const concretePath = (entry: Endpoint) =>
  `/api${entry.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')}`;

describe('the endpoint table and the server', () => {
  it('has one entry per route, none twice', () => {
    const keys = allEndpoints().map(keyOf);
    expect(keys.length).toBeGreaterThan(90);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the router declares exactly the table’s routes', () => {
    const declared = [...buildApi(server.deps).declared.keys()].sort();
    expect(declared).toEqual(allEndpoints().map(keyOf).sort());
  });

  it('the app hands each entry’s method and path to that entry’s route, not to another or to the fallback', () => {
    const { app } = createApp(server.deps);
    const servedBy = (entry: Endpoint) => {
      const [matches] = app.router.match(entry.method, concretePath(entry));
      // Middleware (app.use) is registered for every method ('ALL') and passes the request on; the
      // first route registered for the method itself is the one that answers.
      const route = matches.map(([[, route]]) => route).find((route) => route.method !== 'ALL');
      return route ? `${route.method} ${route.path}` : 'nothing';
    };
    const misrouted = allEndpoints()
      .map((entry) => ({ expected: `${entry.method} /api${entry.path}`, served: servedBy(entry) }))
      .filter(({ expected, served }) => expected !== served);
    expect(misrouted).toEqual([]);
  });

  it('would see a path the app does not serve (the check above is not blind)', () => {
    const { app } = createApp(server.deps);
    const [matches] = app.router.match('GET', '/api/nothing-here');
    const route = matches.map(([[, route]]) => route).find((route) => route.method !== 'ALL');
    expect(route?.path).not.toMatch(/^\/api\/nothing/);
  });
});

const WEB = path.resolve(import.meta.dirname, '../web');
/** The two files that send a request for a table entry. */
const CLIENTS = new Set(['lib/api-client.ts', 'lib/upload.ts']);

/** Every string and template literal of a web source file that names the API by hand. */
function handWrittenApiAddresses(file: string, text = readFileSync(path.join(WEB, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? node.text : null;
    if (text !== null && /(^|[\s'"`(=])\/api(\/|$|\?)/.test(text)) found.push(`${file}: ${text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the web calls the API only through the table', () => {
  const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

  it('writes no /api address by hand: each comes from an entry (apiPath)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => handWrittenApiAddresses(file))).toEqual([]);
  });

  it('would see one (the check above is not blind)', () => {
    const written = [
      "fetch('/api/salons')",
      'new EventSource(`/api/notifications/stream`)',
      '<a href="/api/me/export">',
      "const url = '/api' + path;",
    ];
    for (const line of written) expect(handWrittenApiAddresses('x.tsx', line), line).toHaveLength(1);
  });

  it('sends requests from the client files only (fetch, XMLHttpRequest)', () => {
    const offenders = files
      .filter((file) => !CLIENTS.has(file))
      .filter((file) => /\bfetch\(|XMLHttpRequest/.test(readFileSync(path.join(WEB, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
