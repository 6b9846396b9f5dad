import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEventPage, SecurityEventView } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { queryRows } from '../../db/client';
import { reviews, securityEvents } from '../../db/schema';
import {
  createSalon,
  createSignedInUser,
  createUser,
  sessionCookie,
  signedIn,
  uniqueEmail,
} from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, startTestServer, type TestServer } from '../../test-support/test-server';
import { purgeSecurityEvents } from './purge-security-events';

let server: TestServer;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  server = await sharedTestServer();
  const signedInAdmin = await createSignedInUser(server, { role: 'admin' });
  admin = signedInAdmin.http;
  adminId = signedInAdmin.user.id;
});
afterAll(async () => {
  await server?.stop();
});

const UA = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';
async function events(query: string) {
  const response = await admin.get<SecurityEventPage>(`/admin/security-events?${query}`);
  expect(response.status).toBe(200);
  return response.body;
}
const eventsOf = async (type: string, q: string) =>
  (await events(`type=${type}&q=${encodeURIComponent(q)}`)).items;

const signIn = (email: string, password: string, ip?: string) =>
  fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': UA,
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: JSON.stringify({ email, password }),
  });

/** The events of one type about one target, straight from the table. */
const recorded = (type: string, target: string) =>
  queryRows<{ actor_id: string | null; details: Record<string, unknown> }>(
    server.deps.db,
    sql`select actor_id, details from security_events where type = ${type} and target = ${target}`,
  );

describe('the security log', () => {
  it('records sign-outs, sessions ended from the profile, reset requests, exports and its own reading', async () => {
    const { user, http } = await createSignedInUser(server, { role: 'client' });
    const other = await signedIn(server, user);
    expect((await http.call(endpoints.profile.endOtherSessions)).status).toBe(200);
    expect(await recorded('session_ended', user.id)).toEqual([
      { actor_id: user.id, details: { which: 'others', ended: 1 } },
    ]);
    expect((await other.call(endpoints.accounts.me)).body.me).toBeNull();
    expect((await http.call(endpoints.profile.exportData)).status).toBe(200);
    expect(await recorded('data_exported', user.id)).toHaveLength(1);
    expect((await http.call(endpoints.accounts.signOut)).status).toBe(200);
    expect(await recorded('signed_out', user.id)).toEqual([{ actor_id: user.id, details: {} }]);
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    expect(await recorded('password_reset_requested', user.email)).toEqual([{ actor_id: null, details: {} }]);

    await events('type=signed_out');
    const reads = await queryRows<{ actor_id: string; details: Record<string, unknown> }>(
      server.deps.db,
      sql`select actor_id, details from security_events where type = 'security_log_read' order by at desc limit 1`,
    );
    expect(reads[0]).toMatchObject({ actor_id: adminId, details: { type: 'signed_out', q: '' } });
  });

  it('records failed and successful sign-ins with who, IP and browser, never the password or the session', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const wrong = `Wrong-${uniqueEmail('pw')}`;
    expect((await signIn(user.email, wrong)).status).toBe(401);
    const cookie = await sessionCookie(server.url, user);
    const failed = must((await eventsOf('sign_in_failed', user.email))[0], 'failed');
    expect(failed).toMatchObject({
      type: 'sign_in_failed',
      actorId: null,
      target: user.email,
      userAgent: UA,
    });
    expect(failed.ip).toMatch(/127\.0\.0\.1|::1/);
    const [succeeded] = await eventsOf('sign_in_succeeded', user.email);
    expect(succeeded).toMatchObject({ actorId: user.id, actorEmail: user.email, target: user.email });

    // No column of any event holds a password or the session token.
    const token = must(
      decodeURIComponent(must(cookie.split('=')[1], 'cookie.split("=")[1]')).split('.')[0],
      'token',
    );
    const rows = await queryRows<{ text: string }>(
      server.deps.db,
      sql`select t::text as text from security_events t`,
    );
    for (const { text } of rows) {
      for (const secret of [wrong, user.password, token]) expect(text).not.toContain(secret);
    }
  });

  it('records 429s and refused writes, once per person and route a minute', async () => {
    // A server of its own, with a low sign-in limit (every test here signs in from one address).
    const limitedServer = await startTestServer({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${limitedServer.url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': UA },
          body: JSON.stringify({ email: uniqueEmail('flood'), password: 'nimportequoi' }),
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
      const limited = await limitedServer.deps.db.select().from(securityEvents);
      const rateLimited = limited.filter((event) => event.type === 'rate_limited');
      expect(rateLimited).toHaveLength(1);
      expect(rateLimited[0]).toMatchObject({
        target: '/api/auth/sign-in',
        userAgent: UA,
        details: { method: 'POST', code: 'rate_limited' },
      });
    } finally {
      await limitedServer.stop();
    }

    const { user, http } = await createSignedInUser(server, { role: 'client' });
    expect(
      (
        await http.call(endpoints.workspace.createSalon, {
          body: { name: 'Salon pirate', address: '1 rue de Tunis' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await http.call(endpoints.workspace.createSalon, {
          body: { name: 'Salon pirate', address: '1 rue de Tunis' },
        })
      ).status,
    ).toBe(403);
    const refused = await eventsOf('write_refused', user.email);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      actorId: user.id,
      target: '/api/salons',
      details: { method: 'POST', code: 'forbidden' },
    });
    // Reads refused are not writes.
    expect((await http.call(endpoints.admin.users)).status).toBe(403);
    expect(await eventsOf('write_refused', user.email)).toHaveLength(1);
  });

  it("records an admin's role changes, approvals, refusals and deletions, in the change's transaction", async () => {
    const target = await createUser(server.deps, { role: 'client' });
    expect(
      (
        await admin.call(endpoints.admin.setRole, {
          params: { id: target.id },
          body: { role: 'prestataire' },
        })
      ).status,
    ).toBe(200);
    const provider = await createUser(server.deps, { role: 'prestataire', providerStatus: 'pending' });
    expect(
      (
        await admin.call(endpoints.admin.refuseProvider, {
          params: { id: provider.id },
          body: {
            reason: 'Pièces justificatives illisibles.',
          },
        })
      ).status,
    ).toBe(200);
    expect((await admin.call(endpoints.admin.approveProvider, { params: { id: provider.id } })).status).toBe(
      200,
    );
    const salon = await createSalon(server.deps, { ownerId: provider.id, isApproved: false, services: [] });
    expect(
      (
        await admin.call(endpoints.admin.setApproval, {
          params: { id: salon.id },
          body: { isApproved: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.call(endpoints.admin.setApproval, {
          params: { id: salon.id },
          body: { isApproved: false },
        })
      ).status,
    ).toBe(200);
    const client = await createUser(server.deps, { role: 'client' });
    const review = must(
      (
        await server.deps.db
          .insert(reviews)
          .values({ salonId: salon.id, clientId: client.id, rating: 2 })
          .returning()
      )[0],
      'review',
    );
    expect((await admin.call(endpoints.reviews.delete, { params: { id: review.id } })).status).toBe(204);
    expect((await admin.call(endpoints.admin.deleteSalon, { params: { id: salon.id } })).status).toBe(204);
    expect((await admin.call(endpoints.admin.deleteUser, { params: { id: client.id } })).status).toBe(204);

    const expectations: [string, string, Partial<SecurityEventView>][] = [
      ['role_changed', target.id, { details: { from: 'client', to: 'prestataire' } }],
      ['provider_refused', provider.id, { details: { email: provider.email } }],
      ['provider_approved', provider.id, {}],
      ['salon_approved', salon.id, {}],
      ['salon_refused', salon.id, {}],
      ['review_deleted', review.id, { details: { salonId: salon.id, authorId: client.id } }],
      ['salon_deleted', salon.id, {}],
      ['user_deleted', client.id, { details: { email: client.email, role: 'client' } }],
    ];
    for (const [type, id, extra] of expectations) {
      const found = await eventsOf(type, id);
      expect(found, type).toHaveLength(1);
      expect(found[0], type).toMatchObject({ actorId: adminId, target: id, userAgent: 'node', ...extra });
    }
    // A refused change records nothing: the admin cannot change their own role.
    expect(
      (await admin.call(endpoints.admin.setRole, { params: { id: adminId }, body: { role: 'client' } }))
        .status,
    ).toBe(409);
    expect(await eventsOf('role_changed', adminId)).toHaveLength(0);
  });

  it('filters by day and pages 50 at a time, newest first', async () => {
    await server.deps.db.insert(securityEvents).values(
      Array.from({ length: 60 }, (_, i) => ({
        type: 'sign_in_failed' as const,
        target: `paging-${i}@exemple.tn`,
        at: new Date(Date.UTC(2026, 0, 10, 12, i)),
      })),
    );
    const first = await events('q=paging-&from=2026-01-10&to=2026-01-10');
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(must(first.items[0], 'first.items[0]').target).toBe('paging-59@exemple.tn');
    expect((await events('q=paging-&from=2026-01-10&to=2026-01-10&page=2')).items).toHaveLength(10);
    expect((await events('q=paging-&from=2026-01-11')).total).toBe(0);
    const bad = await admin.call(endpoints.admin.securityEvents, {
      query: { from: '2026-02-10', to: '2026-01-10' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('La date de fin doit suivre la date de début.');
  });

  it('keeps 12 months: older events are purged, once, by the background job', async () => {
    const now = new Date('2027-06-15T10:00:00Z');
    await server.deps.db.insert(securityEvents).values([
      { type: 'sign_in_failed', target: 'ancien@exemple.tn', at: new Date('2026-06-15T09:59:00Z') },
      { type: 'sign_in_failed', target: 'recent@exemple.tn', at: new Date('2026-06-15T10:01:00Z') },
    ]);
    expect(await purgeSecurityEvents({ db: server.deps.db, now })).toBeGreaterThanOrEqual(1);
    expect((await events('q=ancien@exemple.tn')).total).toBe(0);
    expect((await events('q=recent@exemple.tn')).total).toBe(1);
    expect(await purgeSecurityEvents({ db: server.deps.db, now })).toBe(0);
  });
});
