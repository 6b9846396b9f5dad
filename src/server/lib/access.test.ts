import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Download, endpoint, type NoBody, pathOf, type UrlQuery } from '@/shared/endpoint';
import { buildApi } from '../app';
import { AppError } from '../base/errors';
import { signedInCast } from '../test-support/factories';
import { sharedTestServer, type TestServer } from '../test-support/test-server';
import { type Access, ApiRouter, type Audience } from './access';
import type { AppEnv } from './context';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function routesOf() {
  const api = buildApi(server.deps);
  return { api, registered: api.hono.routes.map((route) => ({ method: route.method, path: route.path })) };
}

const audiencesOf = (access: Access): readonly Audience[] =>
  typeof access.allow === 'string' ? [access.allow] : access.allow;

describe('every API route declares who may call it', () => {
  it('has no registered route without a declaration', () => {
    const { api, registered } = routesOf();
    expect(registered.length).toBeGreaterThan(0);
    const undeclared = registered.filter(({ method, path }) => !api.declared.has(`${method} ${path}`));
    expect(undeclared).toEqual([]);
  });

  it('denies every admin-only route to visitors, clients and prestataires (enumerated from the router)', async () => {
    const { api } = routesOf();
    const cast = await signedInCast(server);
    const adminOnly = [...api.declared].filter(([, access]) =>
      audiencesOf(access).every((a) => a === 'admin'),
    );
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const [key] of adminOnly) {
      const [method = 'GET', path = ''] = key.split(' ');
      // Route parameters get a well-formed id so the rule, not the parsing, answers.
      const url = path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const send = (who: keyof typeof cast) =>
        who === 'users' ? null : cast[who].request(method, url, method === 'GET' ? {} : { body: {} });
      expect((await send('visitor'))?.status, `${key} visiteur`).toBe(401);
      for (const who of ['client', 'pendingProvider', 'approvedProvider'] as const) {
        expect((await send(who))?.status, `${key} ${who}`).toBe(403);
      }
      expect((await send('admin'))?.status, `${key} admin`).not.toBe(403);
    }
  });
});

describe('a handler answers what the endpoint table says (checked by the type check)', () => {
  // The lines under @ts-expect-error must not compile: were the check gone, the type check would
  // fail on the unused directive. The routes are registered, never called.
  const table = {
    salon: endpoint<{ answer: { id: string; name: string } }>()('GET', '/salons/:id'),
    removed: endpoint<{ answer: null }>()('DELETE', '/salons/:id'),
    file: endpoint<{ answer: Download }>()('GET', '/salons/:id/file'),
  };

  it('accepts the answer, no content for a null answer, and any response for a file', () => {
    const router = new ApiRouter()
      .route(table.salon, { allow: 'visitor' }, (c) => c.json({ id: 'a', name: 'Salon Jasmin' }))
      .route(table.removed, { allow: 'admin' }, (c) => c.body(null, 204))
      .route(table.file, { allow: 'visitor' }, () => new Response('BEGIN:VCALENDAR'));
    expect(router.declared.size).toBe(3);
  });

  it('refuses another shape, a missing field, a body for a null answer and a bare response', () => {
    const router = new ApiRouter()
      // @ts-expect-error: `name` is missing from the answer.
      .route(table.salon, { allow: 'visitor' }, (c) => c.json({ id: 'a' }))
      // @ts-expect-error: a field of the wrong type.
      .route({ ...table.salon, path: '/b/:id' }, { allow: 'visitor' }, (c) => c.json({ id: 1, name: 'x' }))
      // @ts-expect-error: an answer of null is no content, not JSON.
      .route(table.removed, { allow: 'admin' }, (c) => c.json({ ok: true }))
      // @ts-expect-error: a bare Response says nothing of its shape.
      .route({ ...table.salon, path: '/c/:id' }, { allow: 'visitor' }, () => new Response('{}'));
    expect(router.declared.size).toBe(4);
  });
});

describe('a route reads its input with schemas held to the endpoint table (decision 088)', () => {
  const Name = z.object({ name: z.string().min(1, { error: 'Nom requis.' }) });
  const Page = z.object({ page: z.coerce.number().int().min(1).default(1) });
  const table = {
    rename: endpoint<{ answer: { name: string }; body: z.input<typeof Name> }>()('POST', '/salons/:id/name'),
    list: endpoint<{ answer: { page: number }; query: UrlQuery<z.input<typeof Page>> }>()('GET', '/salons'),
    empty: endpoint<{ answer: { done: true }; body: NoBody }>()('POST', '/salons/:id/done'),
  };

  it('parses the body and the query by the schemas the route names, when the handler asks', async () => {
    const router = new ApiRouter()
      .route(table.rename, { allow: 'visitor', body: Name }, async (c, _viewer, read) =>
        c.json({ name: (await read.body()).name }),
      )
      .route(table.list, { allow: 'visitor', query: Page }, (c, _viewer, read) =>
        c.json({ page: read.query().page }),
      )
      .route(table.empty, { allow: 'visitor' }, (c) => c.json({ done: true as const }));
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('viewer', null);
      await next();
    });
    app.onError((error, c) =>
      error instanceof AppError ? c.json({ error: error.message }, error.status as 400) : c.json({}, 500),
    );
    app.route('/', router.hono);
    const at = (entry: { path: string }, params: Record<string, string> = {}) => pathOf(entry.path, params);
    const post = (body: string) =>
      app.request(at(table.rename, { id: 'x' }), {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
    expect(await (await post('{"name":"Jasmin"}')).json()).toEqual({ name: 'Jasmin' });
    const refused = await post('{"name":""}');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Nom requis.' });
    expect(await (await app.request(`${at(table.list)}?page=3`)).json()).toEqual({ page: 3 });
    expect(await (await app.request(at(table.list))).json()).toEqual({ page: 1 });
  });

  it('refuses a route without the schema its entry needs, or one that reads other fields', () => {
    const Other = z.object({ title: z.string() });
    const router = new ApiRouter()
      // @ts-expect-error: the entry takes a JSON body: the route must name its schema.
      .route(table.rename, { allow: 'visitor' }, (c) => c.json({ name: 'x' }))
      // @ts-expect-error: the schema reads `title`, the table says the web sends `name`.
      .route({ ...table.rename, path: '/a/:id' }, { allow: 'visitor', body: Other }, (c) =>
        c.json({ name: 'x' }),
      )
      // @ts-expect-error: the entry takes a query: the route must name its schema.
      .route(table.list, { allow: 'visitor' }, (c) => c.json({ page: 1 }))
      // @ts-expect-error: an entry that takes no query names no query schema.
      .route({ ...table.empty, path: '/b/:id' }, { allow: 'visitor', query: Page }, (c) =>
        c.json({ done: true as const }),
      )
      .route({ ...table.empty, path: '/d/:id' }, { allow: 'visitor' }, async (c, _viewer, read) => {
        // @ts-expect-error: a route that names no body schema has no body to read.
        await read.body();
        return c.json({ done: true as const });
      });
    expect(router.declared.size).toBe(5);
  });
});
