import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import {
  employeeAbsences,
  employees,
  publicHolidays,
  reviews,
  salonClients,
  salonPhotos,
  salonSpecialPeriods,
  servicePackageItems,
  servicePackages,
  services,
} from '../db/schema';
import { PERMISSIONS, parseRowKey } from '../permission-matrix';
import { type DatabaseSnapshot, diffSnapshots, snapshotDatabase } from '../test-support/db-snapshot';
import { createEmployee, createSalon, createUser, signedIn, signedInCast } from '../test-support/factories';
import { insertBooking } from '../test-support/stored-bookings';
import type { TestClient } from '../test-support/test-client';
import { sharedTestServer, startTestServer, type TestServer } from '../test-support/test-server';
import { outboxSettled } from './mail/outbox';

// Every JSON endpoint and query parameter of the router gets malformed, oversized, wrongly typed
// and injection-shaped values: never a 5xx, every error is the JSON shape with a French message, and
// a refused request writes nothing.

let server: TestServer;
let cast: Awaited<ReturnType<typeof signedInCast>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // SMS and WhatsApp providers configured (never called), so that their receipts' routes check
  // their secret and signature against what the harness sends (decision 078).
  server = await startTestServer({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    SMS_SENDER: 'Rendezvous',
    SMS_WEBHOOK_SECRET: 'secret-des-accuses-de-reception-sms',
    WHATSAPP_PHONE_NUMBER_ID: '100200300',
    WHATSAPP_ACCESS_TOKEN: 'jeton-de-test',
    WHATSAPP_APP_SECRET: 'secret-de-l-application-whatsapp',
    WHATSAPP_VERIFY_TOKEN: 'jeton-de-verification',
  });
  cast = await signedInCast(server);
  const { deps } = server;
  const owner = cast.users.approvedProvider;
  const salon = await createSalon(deps, { ownerId: owner.id });
  const service = must((await deps.db.select().from(services).limit(1))[0], 'service');
  const employee = must(
    (
      await deps.db
        .insert(employees)
        .values({ salonId: salon.id, fullName: 'Nadia Kefi', position: 'Coiffeuse' })
        .returning()
    )[0],
    'employee',
  );
  const absence = must(
    (
      await deps.db
        .insert(employeeAbsences)
        .values({
          employeeId: employee.id,
          kind: 'absence',
          startTime: new Date('2031-05-06T09:00:00Z'),
          endTime: new Date('2031-05-06T12:00:00Z'),
        })
        .returning()
    )[0],
    'absence',
  );
  const booking = await insertBooking(deps, {
    clientId: cast.users.client.id,
    prestataireId: owner.id,
    salonId: salon.id,
    employeeId: employee.id,
    start: '2031-05-05T09:00:00Z',
    minutes: 30,
  });
  const review = must(
    (
      await deps.db
        .insert(reviews)
        .values({ salonId: salon.id, clientId: cast.users.client.id, rating: 4 })
        .returning()
    )[0],
    'review',
  );
  // An approved gallery photo: the photo routes and the gallery's order get a real one.
  const photo = must(
    (
      await deps.db
        .insert(salonPhotos)
        .values({ salonId: salon.id, url: '/files/salon-photos/x.webp', position: 0, approvedAt: new Date() })
        .returning()
    )[0],
    'photo',
  );
  const victim = await createUser(deps, { role: 'client' });
  const file = must(
    (
      await deps.db
        .insert(salonClients)
        .values({ ownerId: owner.id, fullName: 'Leila Mansour', phone: '+21622333444' })
        .returning()
    )[0],
    'client file',
  );
  const salonPackage = must(
    (
      await deps.db
        .insert(servicePackages)
        .values({ salonId: salon.id, name: 'Forfait mariée', price: '180.00' })
        .returning()
    )[0],
    'package',
  );
  await deps.db.insert(servicePackageItems).values([
    { packageId: salonPackage.id, position: 0, serviceId: service.id },
    { packageId: salonPackage.id, position: 1, serviceId: service.id },
  ]);
  // An exceptional period of the salon, and a public holiday of its own (decision 077).
  const period = must(
    (
      await deps.db
        .insert(salonSpecialPeriods)
        .values({ salonId: salon.id, name: 'Ramadan', startDate: '2031-02-01', endDate: '2031-02-28' })
        .returning()
    )[0],
    'period',
  );
  const holiday = must(
    (
      await deps.db
        .insert(publicHolidays)
        .values({
          name: 'Jour de test',
          startDate: '2031-06-01',
          endDate: '2031-06-01',
          status: 'provisional',
        })
        .returning()
    )[0],
    'holiday',
  );
  Object.assign(ids, {
    'special-hours': period.id,
    holidays: holiday.id,
    holidayId: holiday.id,
    employeeId: employee.id,
    packages: salonPackage.id,
    clients: file.id,
    'salon-photos': photo.id,
    salons: salon.id,
    services: service.id,
    employees: employee.id,
    absences: absence.id,
    bookings: booking.id,
    reviews: review.id,
    users: victim.id,
    providers: victim.id,
  });
});
afterAll(async () => {
  await server?.stop();
});

/** Uploads take a multipart file, not JSON: their own tests send them files (images, a CSV). */
const isUpload = (r: { method: string; path: string }) =>
  /avatar|cover|\/clients\/import/.test(r.path) || (r.method === 'POST' && r.path.endsWith('/photos'));

/** A real id for each route parameter, from the path segment before it ("/salons/:id" → a salon). */
function concrete(path: string): string {
  return path
    .replace(
      /\/([a-z-]+)\/:id/g,
      (_match, segment: string) => `/${segment}/${ids[segment] ?? '00000000-0000-4000-8000-000000000000'}`,
    )
    .replace(
      /\/:([a-zA-Z]+)/g,
      (_match, name: string) => `/${ids[name] ?? '00000000-0000-4000-8000-000000000000'}`,
    );
}

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
    '${7*7}',
    '../../etc/passwd',
    '\u0000',
    '%00',
    'é'.repeat(300),
  ),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const FIELDS_FOR_NESTING = ['name', 'note', 'days', 'serviceIds', 'email', 'ids'] as const;
const FIELDS = [
  'email',
  'password',
  'fullName',
  'role',
  'cin',
  'salonAddress',
  'isAdmin',
  'acceptTerms',
  'rating',
  'comment',
  'salonId',
  'serviceId',
  'start',
  'note',
  'name',
  'address',
  'description',
  'price',
  'duration',
  'cleanupMinutes',
  'processing',
  'followedBy',
  'packageId',
  'days',
  'position',
  'phone',
  'startTime',
  'endTime',
  'ids',
  'isApproved',
  'employeeId',
  'followsSalonHours',
  'performsAllServices',
  'serviceIds',
  'kind',
  'reason',
  'end',
  'token',
  'currentPassword',
  'newPassword',
  'newEmail',
  'city',
  'latitude',
  'longitude',
  'client',
  'origin',
  'salonNote',
  'notifyClient',
  'outsideHours',
  'allergies',
  'body',
  'otherId',
  'code',
  'recoveryCode',
];
/**
 * A JSON text nested `depth` levels deep, in arrays or objects, maybe under a form field: parsers and
 * walkers must not recurse on it. Built as text, so the generator itself holds no deep value.
 */
const deeplyNestedJson = fc
  .tuple(
    fc.integer({ min: 30, max: 6000 }),
    fc.constantFrom('[', '{"a":'),
    fc.option(fc.constantFrom(...FIELDS_FOR_NESTING), { nil: undefined }),
  )
  .map(([depth, open, field]) => {
    const close = open === '[' ? ']' : '}';
    const value = `${open.repeat(depth)}1${close.repeat(depth)}`;
    return field ? `{"${field}":${value}}` : value;
  });
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 }),
  hostileValue,
);
const QUERY_KEYS = [
  'q',
  'service',
  'sort',
  'page',
  'pageSize',
  'date',
  'serviceId',
  'employeeId',
  'salonId',
  'view',
  'scope',
  'status',
  'type',
  'from',
  'to',
  'ville',
  'lat',
  'lng',
  'dispo',
  'after',
  'followedBy',
  'month',
];
/** Query values stay within what a URL can carry (Node refuses headers over 16 kB: see the 431 test). */
const hostileQueryValue = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '%00',
    '-1',
    '1e9',
    'NaN',
    'Infinity',
    '9999-12-31',
    'é'.repeat(150),
    // List cursors shaped like the API's, with values it never gives.
    Buffer.from('["rating","999.99",-1,"x","00000000-0000-0000-0000-000000000000"]').toString('base64url'),
    Buffer.from('["name",{"$gt":""},"x"]').toString('base64url'),
  ),
);

const ENGLISH = /invalid input|expected|required|must be|unexpected|cannot read|undefined/i;

async function expectCleanAnswer(response: Awaited<ReturnType<TestClient['request']>>, label: string) {
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    const message = (response.body as { error?: { message?: string } } | null)?.error?.message ?? '';
    expect(message, `${label}: message`).not.toBe('');
    expect(message, `${label}: ${message}`).not.toMatch(ENGLISH);
  }
}

/**
 * Proves that refusals (and reads) write nothing, a batch of calls at a time: the database is
 * photographed before the batch and after it. An accepted write may change it, so the photograph is
 * retaken after one, and only the calls since then are proven; `proven` / `checked` says how many were.
 */
function nothingWrittenWatch(
  // What a refusal writes by design: the rate limits, the log, and a wrong current password counted
  // in its account's throttle (decision 073), which a body that happens to be well formed meets.
  ignore: readonly string[] = ['rate_limits', 'security_events', 'sign_in_throttles'],
) {
  // A request may answer before its mail is sent and recorded: that write is not the request's.
  const snap = async () => {
    await outboxSettled(server.deps.db);
    return snapshotDatabase(server.deps.db, { ignore });
  };
  let baseline: DatabaseSnapshot = {};
  let sinceBaseline = 0;
  const totals = { checked: 0, proven: 0, written: [] as string[] };
  return {
    totals,
    async start() {
      baseline = await snap();
      sinceBaseline = 0;
    },
    async record(method: string, status: number) {
      if (status >= 400 || method === 'GET') {
        totals.checked++;
        sinceBaseline++;
      } else {
        baseline = await snap();
        sinceBaseline = 0;
      }
    },
    async end(label: string) {
      const written = diffSnapshots(baseline, await snap());
      if (written.length > 0) totals.written.push(`${label}: ${written.join(', ')}`);
      else totals.proven += sinceBaseline;
    },
  };
}

describe('hostile input on every route of the router', () => {
  it('an oversized URL is refused by the HTTP layer with 431, not a server error', async () => {
    const response = await fetch(`${server.url}/api/salons?q=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
  });

  // The routes as the permission matrix states them; its own test holds them equal to the router's.
  const routes = Object.keys(PERMISSIONS).map((key) => parseRowKey(key));

  describe('JSON bodies: never a 5xx, always a French error, nothing written when refused', () => {
    // Sign-out reads no body, and would end the session the rest of the batch needs.
    const writes = routes.filter(
      (r) => ['POST', 'PATCH', 'PUT'].includes(r.method) && !isUpload(r) && !/sign-out/.test(r.path),
    );
    const cases = (['admin', 'approvedProvider', 'client'] as const).flatMap((who) =>
      writes.map((route) => ({ who, ...route })),
    );
    const watch = nothingWrittenWatch();
    const signedOut: string[] = [];
    it.each(cases)('$method $path as $who', async ({ who, method, path }) => {
      const writtenBefore = watch.totals.written.length;
      await watch.start();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            hostileBody.map((value) => ({ raw: null, value })),
            deeplyNestedJson.map((raw) => ({ raw, value: null })),
          ),
          async ({ raw, value }) => {
            const response = await cast[who].request(
              method,
              concrete(path),
              raw === null
                ? { body: value }
                : { rawBody: raw, headers: { 'content-type': 'application/json' } },
            );
            const shown = raw ?? JSON.stringify(value);
            const label = `${who} ${method} ${path} ${shown.slice(0, 120)}`;
            await expectCleanAnswer(response, label);
            if (response.status === 401) signedOut.push(label);
            await watch.record(method, response.status);
          },
        ),
        // 8 runs per route and person: about 750 calls in all, that all reach their handler.
        { numRuns: 8, endOnFailure: true },
      );
      await watch.end(`${who} ${method} ${path}`);
      expect(
        watch.totals.written.slice(writtenBefore),
        'Des requêtes refusées ont écrit dans la base',
      ).toEqual([]);
    });

    it('reached every route as a signed-in person, and proved nothing written for nearly every call', () => {
      expect(writes.length).toBeGreaterThan(20);
      // None was answered as to a visitor (the first one names the route that signed the person out).
      expect(signedOut, signedOut[0]).toEqual([]);
      expect(watch.totals.proven).toBeGreaterThan(watch.totals.checked * 0.9);
    });
  });

  describe('raw bodies that are not JSON, and query strings: never a 5xx, nothing written by refusals and reads', () => {
    // DELETE routes read neither body nor query, and an accepted one would remove the fixtures the
    // routes after it need.
    const all = routes.filter(
      (r) => r.method !== 'DELETE' && !isUpload(r) && !/stream|sign-out/.test(r.path),
    );
    const watch = nothingWrittenWatch();
    it.each(all)('$method $path', async ({ method, path: route }) => {
      const writtenBefore = watch.totals.written.length;
      await watch.start();
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 300 }),
          fc.dictionary(fc.constantFrom(...QUERY_KEYS), hostileQueryValue, { maxKeys: 4 }),
          async (raw, query) => {
            const search = new URLSearchParams(query).toString();
            const path = `${concrete(route)}${search ? `?${search}` : ''}`;
            const response =
              method === 'GET'
                ? await cast.admin.request('GET', path)
                : await cast.admin.request(method, path, { rawBody: raw });
            await expectCleanAnswer(response, `${method} ${path}`);
            expect(response.status, `${method} ${path}: toujours connecté`).not.toBe(401);
            await watch.record(method, response.status);
          },
        ),
        { numRuns: 8, endOnFailure: true },
      );
      await watch.end(`${method} ${route}`);
      expect(
        watch.totals.written.slice(writtenBefore),
        'Des requêtes refusées, ou des lectures, ont écrit dans la base',
      ).toEqual([]);
    });

    it('proved nothing written for nearly every call', () => {
      expect(watch.totals.proven).toBeGreaterThan(watch.totals.checked * 0.9);
    });
  });
});

describe('the Idempotency-Key header of the creates', () => {
  // Header values are printable ASCII (fetch refuses the rest before sending).
  const hostileKey = fc.oneof(
    fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 300,
    }),
    fc.constantFrom('', ' ', "' OR 1=1 --", 'a'.repeat(101), 'short', '../../etc', '%00', 'ab cd ef gh'),
  );
  const CREATES: Array<{ path: () => string; body: () => unknown }> = [
    { path: () => '/salons', body: () => ({ name: 'Salon clé', address: '1 rue de Tunis' }) },
    {
      path: () => `/salons/${ids.salons}/services`,
      body: () => ({ name: 'Coupe', price: '12,50', duration: 30 }),
    },
    {
      path: () => `/salons/${ids.salons}/employees`,
      body: () => ({ fullName: 'Amel Ben Ali', position: 'Coiffeuse' }),
    },
  ];

  it('a malformed key on a valid body: a French 400 that creates nothing', async () => {
    const watch = nothingWrittenWatch();
    for (const create of CREATES) {
      await watch.start();
      await fc.assert(
        fc.asyncProperty(hostileKey, async (key) => {
          fc.pre(!/^[A-Za-z0-9_-]{8,100}$/.test(key.trim()));
          const response = await cast.approvedProvider.request('POST', create.path(), {
            body: create.body(),
            headers: { 'idempotency-key': key },
          });
          await expectCleanAnswer(response, `POST ${create.path()} key=${key.slice(0, 60)}`);
          expect(response.status).toBe(400);
          await watch.record('POST', response.status);
        }),
        { numRuns: 25 },
      );
      await watch.end(`idempotency ${create.path()}`);
    }
    expect(watch.totals.written).toEqual([]);
  });
});

describe('the client import (a CSV file)', () => {
  const hostileCsv = fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    fc
      .array(fc.array(hostileString, { maxLength: 5 }), { maxLength: 20 })
      .map((rows) => Buffer.from(rows.map((row) => row.join(';')).join('\n'))),
    fc.constantFrom(
      Buffer.from(''),
      Buffer.from('nom;téléphone\n'),
      Buffer.from('"non fermé;20 123 456\nAmel;"'),
      Buffer.from('nom,téléphone\n=HYPERLINK("http://x");20123456\n'),
      Buffer.from(`nom;téléphone\n${'x'.repeat(20_000)};20123456\n`),
      Buffer.from('\u0000\u0000\u0000'),
      Buffer.from([0xff, 0xfe, 0x6e, 0x00, 0x6f, 0x00, 0x6d, 0x00]),
    ),
  );

  it('any file: never a 5xx, a French refusal or a report, nothing written when refused', async () => {
    const watch = nothingWrittenWatch();
    await watch.start();
    await fc.assert(
      fc.asyncProperty(hostileCsv, async (bytes) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'text/csv' }), 'clients.csv');
        const response = await cast.approvedProvider.call(endpoints.clients.import, { body: form });
        await expectCleanAnswer(response, `import ${bytes.subarray(0, 60).toString('hex')}`);
        await watch.record('POST', response.status);
      }),
      { numRuns: 40 },
    );
    await watch.end('import');
    expect(watch.totals.written).toEqual([]);
  });

  it('no file, or a form without one: the French 400', async () => {
    const response = await cast.approvedProvider.request('POST', '/clients/import', { rawBody: 'nom;tel' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'validation_failed', message: "Ce fichier n'est pas un CSV lisible." },
    });
  });
});

describe('the one-tap link tokens of the reminder e-mail', () => {
  it('any text in place of a token: a French 404, never a 5xx, nothing written', async () => {
    const watch = nothingWrittenWatch();
    await watch.start();
    await fc.assert(
      fc.asyncProperty(hostileString, fc.constantFrom('GET', 'POST'), async (token, method) => {
        const path = `/booking-links/${encodeURIComponent(token)}`;
        const response = await server.client().request(method, path, method === 'POST' ? { body: {} } : {});
        await expectCleanAnswer(response, `${method} ${path.slice(0, 120)}`);
        expect([404, 405]).toContain(response.status);
        await watch.record('GET', response.status);
      }),
      { numRuns: 40 },
    );
    await watch.end('booking-links');
    expect(watch.totals.written).toEqual([]);
  });
});

describe('a body nested thousands of levels deep', () => {
  it('is the French 400 of a bad body, not a server error', async () => {
    // 10 KB of brackets: it once exhausted the call stack of the body check and answered 500.
    for (const raw of ['['.repeat(5000) + ']'.repeat(5000), `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`]) {
      const response = await server.client().request('POST', '/auth/sign-in', { rawBody: raw });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: { code: 'invalid_json', message: 'Le corps de la requête est trop imbriqué.' },
      });
    }
  });
});

describe('NUL characters, which PostgreSQL refuses to store', () => {
  // Not the harness's server: that one's sessions are in whatever state random input left them.
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await sharedTestServer();
  });
  afterAll(async () => {
    await fresh?.stop();
  });

  it('are refused in French in any query or body field, on both databases', async () => {
    const query = await fresh
      .client()
      .get<{ error: { message: string } }>(`/salons?service=${encodeURIComponent('\u0000')}`);
    expect(query.status).toBe(400);
    expect(query.body.error.message).toBe('Les données envoyées contiennent un caractère non autorisé.');
    const owner = await createUser(fresh.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(fresh.deps, { ownerId: owner.id });
    const client = await signedIn(fresh, await createUser(fresh.deps, { role: 'client' }));
    const body = await client.post<{ error: { message: string } }>(`/salons/${salon.id}/reviews`, {
      rating: 5,
      comment: 'a\u0000b',
    });
    expect(body.status).toBe(400);
    expect(body.body.error.message).toBe('Les données envoyées contiennent un caractère non autorisé.');
  });
});

describe('dates at the edges of what PostgreSQL stores (no year 0, nothing past 9999)', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer();
  });
  afterAll(async () => {
    await fresh?.stop();
  });

  it('every date and instant field answers in French, never a 5xx, and writes nothing', async () => {
    const people = await signedInCast(fresh);
    const salon = await createSalon(fresh.deps, { ownerId: people.users.approvedProvider.id });
    const serviceId = must(salon.serviceIds[0], 'serviceId');
    const employeeId = await createEmployee(fresh.deps, { salonId: salon.id, fullName: 'Nadia Kefi' });
    const booking = await insertBooking(fresh.deps, {
      clientId: people.users.client.id,
      prestataireId: people.users.approvedProvider.id,
      salonId: salon.id,
      serviceId,
      start: '2031-05-05T09:00:00Z',
      minutes: 30,
    });
    const days = ['0000-01-01', '0000-12-31', '9999-12-31', '10000-01-01'];
    const instants = [
      '0000-01-01T09:00:00Z',
      '0000-06-30T23:00:00-05:00',
      '9999-12-31T20:00:00Z',
      '9999-12-31T23:00:00-05:00',
    ];
    const calls: [TestClient, string, string, unknown?][] = [];
    for (const day of days) {
      calls.push(
        [people.client, 'GET', `/bookings?from=${day}`],
        [people.client, 'GET', `/bookings?to=${day}`],
        [people.visitor, 'GET', `/salons/${salon.id}/slots?serviceId=${serviceId}&date=${day}`],
        [
          people.visitor,
          'GET',
          `/salons/${salon.id}/free-days?serviceId=${serviceId}&month=${day.slice(0, -3)}`,
        ],
        [people.approvedProvider, 'GET', `/salons/${salon.id}/agenda?date=${day}`],
        [people.approvedProvider, 'GET', `/salons/${salon.id}/agenda?date=${day}&view=week`],
        [people.admin, 'GET', `/admin/security-events?from=${day}`],
        [people.admin, 'GET', `/admin/security-events?to=${day}`],
        [people.visitor, 'GET', `/salons?dispo=${day}`],
      );
    }
    for (const instant of instants) {
      const hourLater = new Date(Date.parse(instant) + 3_600_000).toISOString();
      calls.push(
        [people.client, 'POST', '/bookings', { salonId: salon.id, serviceId, start: instant }],
        [people.client, 'POST', `/bookings/${booking.id}/move`, { start: instant }],
        [
          people.approvedProvider,
          'POST',
          `/employees/${employeeId}/absences`,
          { kind: 'absence', start: instant, end: instant.startsWith('9999') ? instant : hourLater },
        ],
        [
          people.approvedProvider,
          'POST',
          `/employees/${employeeId}/absences`,
          { kind: 'pause', start: instant, end: hourLater },
        ],
      );
    }
    const before = await snapshotDatabase(fresh.deps.db, { ignore: ['rate_limits', 'security_events'] });
    for (const [who, method, path, body] of calls) {
      const response = await who.request(method, path, body === undefined ? {} : { body });
      await expectCleanAnswer(response, `${method} ${path} ${JSON.stringify(body ?? '')}`);
    }
    await outboxSettled(server.deps.db);
    const after = await snapshotDatabase(fresh.deps.db, { ignore: ['rate_limits', 'security_events'] });
    expect(diffSnapshots(before, after)).toEqual([]);
  });
});
