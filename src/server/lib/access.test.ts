import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app';
import { signedInCast } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { Access, Audience } from './access';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
