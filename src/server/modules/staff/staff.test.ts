import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Absence, EmployeeSchedule, ItemList } from '@/shared/api-types';
import type { BookingStatus } from '@/shared/booking-status';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { ABSENCE_OVER_BOOKINGS, HOURS_OUTSIDE_OPENING } from '@/shared/staff';
import { addDays } from '@/shared/time-zone';
import { DAYS } from '@/shared/weekdays';
import { bookings, employeeAbsences, services } from '../../db/schema';
import { bookOnline } from '../../test-support/booking-calls';
import {
  createEmployee,
  createOwnedSalon,
  createSalon,
  createSignedInUser,
  type OwnedSalon,
  type SignedInUser,
} from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';
import { insertPlainBookings } from '../core/booking-parts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
/** The salon whose staff most tests manage, with its owner signed in. */
let salon: OwnedSalon;
let otherOwner: SignedInUser;
let client: SignedInUser;

beforeAll(async () => {
  server = await sharedTestServer();
  salon = await createOwnedSalon(server, {
    salonName: 'Salon Équipe',
    service: { name: 'Coupe', price: '30.00', duration: 60 },
  });
  otherOwner = await createSignedInUser(server, { role: 'prestataire', providerStatus: 'approved' });
  await createSalon(server.deps, { ownerId: otherOwner.user.id });
  client = await createSignedInUser(server, { role: 'client', fullName: 'Leïla Ben Salah' });
});
afterAll(async () => {
  await server?.stop();
});

const addEmployee = (fullName: string, salonId = salon.salonId, createdAt?: Date) =>
  createEmployee(server.deps, {
    salonId,
    fullName,
    email: 'contact@salon.tn',
    phone: '+216 71 000 000',
    ...(createdAt ? { createdAt } : {}),
  });

interface BookingFacts {
  start: string;
  minutes?: number;
  employeeId: string | null;
  status?: BookingStatus;
  /** The salon's own when not said. */
  salon?: OwnedSalon;
  serviceName?: string;
}

/** A booking row of a salon's "Coupe" by the client (no slot rules: the test states the facts). */
function bookingRow(facts: BookingFacts) {
  const at = facts.salon ?? salon;
  const start = new Date(facts.start);
  return {
    clientId: client.user.id,
    prestataireId: at.owner.id,
    salonId: at.salonId,
    serviceId: at.serviceId,
    serviceName: facts.serviceName ?? 'Coupe',
    servicePrice: '30.00',
    employeeId: facts.employeeId,
    status: facts.status ?? 'pending',
    startTime: start,
    endTime: new Date(start.getTime() + (facts.minutes ?? 60) * 60_000),
  };
}

async function addBooking(facts: BookingFacts) {
  const row = must((await insertPlainBookings(server.deps.db, [bookingRow(facts)]))[0], 'row');
  return row.id;
}

/** Another salon of a new owner, for a test that needs a team of its own. */
const newSalon = (duration: number) =>
  createOwnedSalon(server, { service: { name: 'Coupe', price: '30.00', duration } });

const schedulePath = (employeeId: string) => `/employees/${employeeId}/schedule`;
const putSchedule = (employeeId: string, body: unknown, http = salon.ownerHttp) =>
  http.request<EmployeeSchedule & ErrorBody>('PUT', schedulePath(employeeId), { body });

describe('an employee’s schedule', () => {
  it('starts from the salon’s hours and services, then saves and reads back working days and services', async () => {
    const employeeId = await addEmployee('Sonia Ben Ali');
    const defaults = {
      employeeId,
      followsSalonHours: true,
      days: [],
      performsAllServices: true,
      serviceIds: [],
    };
    const initial = await salon.ownerHttp.get<EmployeeSchedule>(schedulePath(employeeId));
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(defaults);

    const manucure = must(
      (
        await server.deps.db
          .insert(services)
          .values({ salonId: salon.salonId, name: 'Manucure', price: '20.00', duration: 30 })
          .returning({ id: services.id })
      )[0],
      'manucure',
    );
    const monday = { day: 'monday', startTime: '10:00', endTime: '18:00' };
    const saturday = { day: 'saturday', startTime: '09:00', endTime: '13:00' };
    const own = { followsSalonHours: false, performsAllServices: false, serviceIds: [manucure.id] };
    // Given out of order: answered Monday first.
    const saved = await putSchedule(employeeId, { ...own, days: [saturday, monday] });
    expect(saved.status).toBe(200);
    const expected = { employeeId, ...own, days: [monday, saturday] };
    expect(saved.body).toEqual(expected);
    expect((await salon.ownerHttp.get(schedulePath(employeeId))).body).toEqual(expected);
    // Clients see which services the person performs, never their contact details.
    const page = await server.client().call(endpoints.salons.get, { params: { id: salon.salonId } });
    const member = page.body.team.find((m) => m.id === employeeId);
    expect(member).toEqual({
      id: employeeId,
      firstName: 'Sonia',
      position: 'Coiffeuse',
      avatarUrl: null,
      serviceIds: [manucure.id],
    });
    expect(JSON.stringify(page.body)).not.toContain('contact@salon.tn');

    // Back to the defaults: the stored days and services go.
    const reset = await putSchedule(employeeId, {
      followsSalonHours: true,
      days: [{ day: 'monday', startTime: '10:00', endTime: '12:00' }],
      performsAllServices: true,
      serviceIds: [manucure.id],
    });
    expect(reset.body).toEqual(defaults);
    expect((await salon.ownerHttp.get(schedulePath(employeeId))).body).toEqual(reset.body);
  });

  it('refuses hours outside the salon’s opening hours of that day, a closed day included, and writes nothing', async () => {
    const employeeId = await addEmployee('Amel Trabelsi');
    const week = DAYS.map((day) => ({
      day,
      openTime: day === 'tuesday' ? '10:00' : '09:00',
      closeTime: '18:00',
      isClosed: day === 'sunday',
      hasLunchBreak: false,
      lunchBreakStart: null,
      lunchBreakEnd: null,
    }));
    expect(
      (
        await salon.ownerHttp.call(endpoints.workspace.saveOpeningHours, {
          params: { id: salon.salonId },
          body: { days: week },
        })
      ).status,
    ).toBe(200);
    const valid = {
      followsSalonHours: false,
      days: [{ day: 'monday', startTime: '09:00', endTime: '18:00' }],
      performsAllServices: true,
      serviceIds: [],
    };
    expect((await putSchedule(employeeId, valid)).status).toBe(200);

    for (const [day, startTime, endTime, field] of [
      ['tuesday', '09:30', '12:00', 'days.1.startTime'],
      ['wednesday', '12:00', '18:30', 'days.1.endTime'],
      ['sunday', '10:00', '12:00', 'days.1.startTime'],
    ] as const) {
      const refused = await putSchedule(employeeId, {
        ...valid,
        days: [
          { day: 'monday', startTime: '10:00', endTime: '12:00' },
          { day, startTime, endTime },
        ],
      });
      expect(refused.status, day).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'hours_outside_opening',
        message: HOURS_OUTSIDE_OPENING,
        fields: { [field]: HOURS_OUTSIDE_OPENING },
      });
    }
    expect((await salon.ownerHttp.get<EmployeeSchedule>(schedulePath(employeeId))).body.days).toEqual(
      valid.days,
    );
  });

  it('checks the default hours when the salon stored none (Sunday closed, 09:00–18:00)', async () => {
    const { ownerHttp: http, salonId: bare } = await createOwnedSalon(server, {
      service: { name: 'Brushing', price: '20.00', duration: 30 },
    });
    const employeeId = await addEmployee('Rim Jaziri', bare);
    const body = (day: string, startTime: string) => ({
      followsSalonHours: false,
      days: [{ day, startTime, endTime: '17:00' }],
      performsAllServices: true,
    });
    expect((await putSchedule(employeeId, body('saturday', '08:30'), http)).status).toBe(409);
    expect((await putSchedule(employeeId, body('sunday', '10:00'), http)).status).toBe(409);
    expect((await putSchedule(employeeId, body('saturday', '09:00'), http)).status).toBe(200);
  });

  it('refuses a service of another salon, or of none, with "Service invalide."', async () => {
    const employeeId = await addEmployee('Nadia Gharbi');
    const elsewhere = await createSalon(server.deps, { ownerId: salon.owner.id });
    for (const foreign of [
      must(elsewhere.serviceIds[0], 'elsewhere.serviceIds[0]'),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const refused = await putSchedule(employeeId, {
        followsSalonHours: true,
        performsAllServices: false,
        serviceIds: [salon.serviceId, foreign],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        message: 'Service invalide.',
        fields: { serviceIds: 'Service invalide.' },
      });
    }
    const schedule = await salon.ownerHttp.get<EmployeeSchedule>(schedulePath(employeeId));
    expect(schedule.body.performsAllServices).toBe(true);
  });
});

describe('absences', () => {
  const absencesPath = (employeeId: string) => `/employees/${employeeId}/absences`;

  it('lists the current and upcoming ones soonest first, adds and deletes them', async () => {
    const employeeId = await addEmployee('Hela Mansour');
    const day = nextMonday(1);
    const past = new Date(Date.now() - 3 * 86_400_000);
    await server.deps.db.insert(employeeAbsences).values([
      // Over: not listed. Started yesterday, ends tomorrow: listed first.
      { employeeId, kind: 'absence', startTime: past, endTime: new Date(past.getTime() + 3_600_000) },
      {
        employeeId,
        kind: 'absence',
        reason: 'Congé',
        startTime: new Date(Date.now() - 86_400_000),
        endTime: new Date(Date.now() + 86_400_000),
      },
    ]);
    const created = await salon.ownerHttp.post<Absence>(absencesPath(employeeId), {
      kind: 'pause',
      reason: '  Formation  ',
      start: tunis(day, '14:00'),
      end: tunis(day, '16:00'),
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      employeeId,
      kind: 'pause',
      reason: 'Formation',
      start: tunis(day, '14:00'),
      end: tunis(day, '16:00'),
    });
    const later = await salon.ownerHttp.post<Absence>(absencesPath(employeeId), {
      kind: 'absence',
      start: tunis(addDays(day, 1), '09:00'),
      end: tunis(addDays(day, 3), '18:00'),
    });
    expect(later.body.reason).toBeNull();

    const list = await salon.ownerHttp.get<ItemList<Absence>>(absencesPath(employeeId));
    expect(list.body.items.map((a) => a.reason)).toEqual(['Congé', 'Formation', null]);

    expect(
      (await otherOwner.http.call(endpoints.staff.deleteAbsence, { params: { id: created.body.id } })).status,
    ).toBe(403);
    expect(
      (await salon.ownerHttp.call(endpoints.staff.deleteAbsence, { params: { id: created.body.id } })).status,
    ).toBe(204);
    expect(
      (await salon.ownerHttp.call(endpoints.staff.deleteAbsence, { params: { id: created.body.id } })).status,
    ).toBe(404);
    const after = await salon.ownerHttp.get<ItemList<Absence>>(absencesPath(employeeId));
    expect(after.body.items.map((a) => a.id)).toEqual([
      must(list.body.items[0], 'list.body.items[0]').id,
      later.body.id,
    ]);
  });

  it('refuses time over the employee’s active bookings, listing them, and writes nothing', async () => {
    const employeeId = await addEmployee('Ines Chaabane');
    const colleague = await addEmployee('Olfa Riahi');
    // 13 January 2031 is a Monday.
    await addBooking({ start: tunis('2031-01-13', '10:00'), employeeId });
    await addBooking({
      start: tunis('2031-01-14', '15:30'),
      employeeId,
      status: 'confirmed',
      serviceName: 'Brushing',
    });
    // Not in the way: cancelled, someone else's, outside the range.
    await addBooking({ start: tunis('2031-01-13', '12:00'), employeeId, status: 'cancelled' });
    await addBooking({ start: tunis('2031-01-13', '10:00'), employeeId: colleague });
    await addBooking({ start: tunis('2031-01-15', '10:00'), employeeId });

    const refused = await salon.ownerHttp.post<ErrorBody>(absencesPath(employeeId), {
      kind: 'absence',
      reason: 'Congé',
      start: tunis('2031-01-13', '09:00'),
      end: tunis('2031-01-14', '18:00'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('absence_conflict');
    expect(refused.body.error.message).toBe(
      `${ABSENCE_OVER_BOOKINGS} lun. 13 janv. 10:00 – Coupe (Leïla Ben Salah), ` +
        'mar. 14 janv. 15:30 – Brushing (Leïla Ben Salah)',
    );
    const stored = await server.deps.db
      .select()
      .from(employeeAbsences)
      .where(eq(employeeAbsences.employeeId, employeeId));
    expect(stored).toEqual([]);

    // Around the bookings, it is accepted.
    const around = await salon.ownerHttp.post(absencesPath(employeeId), {
      kind: 'pause',
      start: tunis('2031-01-13', '11:00'),
      end: tunis('2031-01-13', '12:30'),
    });
    expect(around.status).toBe(201);
  });
});

describe('the salon’s agenda', () => {
  it('answers a day or a week: hours, employees with their schedules, bookings (unassigned too) and absences', async () => {
    const other = await newSalon(60);
    const { ownerHttp: http, salonId } = other;
    const sonia = await addEmployee('Sonia Ben Ali', salonId);
    // Created a second later: the team is listed in order of arrival, and PGlite's clock can give
    // two quick inserts the same millisecond.
    const amel = await addEmployee('Amel Trabelsi', salonId, new Date(Date.now() + 1000));
    await putSchedule(
      amel,
      {
        followsSalonHours: false,
        days: [{ day: 'tuesday', startTime: '09:00', endTime: '13:00' }],
        performsAllServices: true,
      },
      http,
    );
    const monday = nextMonday(2);
    const at = (offset: number, time: string) => tunis(addDays(monday, offset), time);
    const insert = (start: string, employeeId: string | null, status: BookingStatus = 'pending') =>
      addBooking({ start, employeeId, status, salon: other });
    const soniaMonday = await insert(at(0, '11:00'), sonia, 'confirmed');
    const amelMonday = await insert(at(0, '10:00'), amel);
    const unassigned = await insert(at(2, '15:00'), null);
    await insert(at(0, '14:00'), sonia, 'cancelled');
    await insert(at(1, '14:00'), amel, 'refused');
    await insert(at(7, '10:00'), sonia);
    await insert(at(-1, '10:00'), sonia);
    await server.deps.db.insert(employeeAbsences).values([
      {
        employeeId: sonia,
        kind: 'absence',
        reason: 'Formation',
        startTime: new Date(at(3, '09:00')),
        endTime: new Date(at(3, '18:00')),
      },
      {
        employeeId: amel,
        kind: 'absence',
        startTime: new Date(at(8, '09:00')),
        endTime: new Date(at(8, '18:00')),
      },
    ]);

    const day = await http.call(endpoints.staff.agenda, {
      params: { id: salonId },
      query: { date: monday, view: 'day' },
    });
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ salonId, timeZone: 'Africa/Tunis', view: 'day', days: [monday] });
    expect(day.body.hours.map((h) => h.day)).toEqual([...DAYS]);
    expect(day.body.employees).toEqual([
      {
        id: sonia,
        fullName: 'Sonia Ben Ali',
        position: 'Coiffeuse',
        avatarUrl: null,
        employeeId: sonia,
        followsSalonHours: true,
        days: [],
        performsAllServices: true,
        serviceIds: [],
      },
      {
        id: amel,
        fullName: 'Amel Trabelsi',
        position: 'Coiffeuse',
        avatarUrl: null,
        employeeId: amel,
        followsSalonHours: false,
        days: [{ day: 'tuesday', startTime: '09:00', endTime: '13:00' }],
        performsAllServices: true,
        serviceIds: [],
      },
    ]);
    expect(day.body.bookings.map((b) => b.id)).toEqual([amelMonday, soniaMonday]);
    expect(day.body.bookings[1]).toMatchObject({
      status: 'confirmed',
      employee: { id: sonia, firstName: 'Sonia', position: 'Coiffeuse' },
      client: { full_name: 'Leïla Ben Salah' },
    });
    expect(day.body.absences).toEqual([]);

    // Asked on the Wednesday: Monday to Sunday of that week.
    const week = await http.call(endpoints.staff.agenda, {
      params: { id: salonId },
      query: { date: addDays(monday, 2), view: 'week' },
    });
    expect(week.body.days).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
    expect(week.body.bookings.map((b) => b.id)).toEqual([amelMonday, soniaMonday, unassigned]);
    expect(must(week.body.bookings[2], 'week.body.bookings[2]').employee).toBeNull();
    expect(week.body.absences).toEqual([
      {
        id: expect.any(String),
        employeeId: sonia,
        kind: 'absence',
        reason: 'Formation',
        start: at(3, '09:00'),
        end: at(3, '18:00'),
      },
    ]);
    // The employees' contact details are not the grid's business.
    expect(JSON.stringify(week.body)).not.toContain('contact@salon.tn');
  });

  it('loads a week of 6 employees and 150 bookings in one request', async () => {
    const other = await newSalon(30);
    const { ownerHttp: http, salonId } = other;
    const team: string[] = [];
    for (let index = 0; index < 6; index++) team.push(await addEmployee(`Employée ${index + 1}`, salonId));
    const monday = nextMonday(3);
    // Monday to Saturday, 09:00 onwards, 30 minutes each: 25 a day spread over the six people.
    const rows = Array.from({ length: 150 }, (_, index) => {
      const dayIndex = Math.floor(index / 25);
      const slot = index % 25;
      const start =
        new Date(tunis(addDays(monday, dayIndex), '09:00')).getTime() + Math.floor(slot / 6) * 1_800_000;
      return bookingRow({
        start: new Date(start).toISOString(),
        minutes: 30,
        employeeId: must(team[slot % 6], 'team[slot % 6]'),
        salon: other,
      });
    });
    await insertPlainBookings(server.deps.db, rows);
    const week = await http.call(endpoints.staff.agenda, {
      params: { id: salonId },
      query: { date: monday, view: 'week' },
    });
    expect(week.status).toBe(200);
    expect(week.body.employees).toHaveLength(6);
    expect(week.body.bookings).toHaveLength(150);
    const starts = week.body.bookings.map((b) => Date.parse(b.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('refuses a date in year 9999, whose week would reach year 10000, in French (not a 5xx)', async () => {
    const week = await salon.ownerHttp.call(endpoints.staff.agenda, {
      params: { id: salon.salonId },
      query: { date: '9999-12-31', view: 'week' },
    });
    expect(week.status).toBe(400);
    expect(week.body.error.fields?.date).toBe('Date invalide.');
    const before = await salon.ownerHttp.call(endpoints.staff.agenda, {
      params: { id: salon.salonId },
      query: { date: '9998-12-31', view: 'week' },
    });
    expect(before.status).toBe(200);
  });

  it('refuses a bad date or view in French', async () => {
    const bad = await salon.ownerHttp.call(endpoints.staff.agenda, {
      params: { id: salon.salonId },
      query: { date: '2031-02-30' },
    });
    expect(bad.status).toBe(400);
    const view = await salon.ownerHttp.send(endpoints.staff.agenda, {
      params: { id: salon.salonId },
      query: { date: '2031-02-03', view: 'month' },
    });
    expect(view.status).toBe(400);
    expect(view.body.error.message).toBe('Vue invalide.');
  });
});

describe('removing an employee', () => {
  it('is refused while they have upcoming active bookings, allowed once those are closed', async () => {
    const employeeId = await addEmployee('Yosra Hamdi');
    const pastBooking = await addBooking({
      start: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      employeeId,
    });
    const upcoming = await addBooking({ start: tunis(nextMonday(4), '10:00'), employeeId });
    await addBooking({ start: tunis(nextMonday(4), '12:00'), employeeId, status: 'cancelled' });

    const refused = await salon.ownerHttp.call(endpoints.workspace.removeEmployee, {
      params: { id: employeeId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'employee_has_bookings',
      message: "Cet employé a des rendez-vous à venir : réassignez-les ou annulez-les d'abord.",
    });
    expect((await salon.ownerHttp.get(schedulePath(employeeId))).status).toBe(200);

    await server.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, upcoming));
    expect(
      (await salon.ownerHttp.call(endpoints.workspace.removeEmployee, { params: { id: employeeId } })).status,
    ).toBe(204);
    // The salon's history keeps the past booking, without the person.
    const [kept] = await server.deps.db.select().from(bookings).where(eq(bookings.id, pastBooking));
    expect(kept?.employeeId).toBeNull();
  });
});

describe('who manages staff', () => {
  it('only the salon’s owner: another owner 403, a client 403, a visitor 401, nothing unknown revealed', async () => {
    const employeeId = await addEmployee('Mouna Jebali');
    const absence = must(
      (
        await server.deps.db
          .insert(employeeAbsences)
          .values({
            employeeId,
            kind: 'absence',
            startTime: new Date(tunis(nextMonday(5), '09:00')),
            endTime: new Date(tunis(nextMonday(5), '12:00')),
          })
          .returning()
      )[0],
      'absence',
    );
    const schedule = { followsSalonHours: true, performsAllServices: true };
    const absenceBody = {
      kind: 'pause',
      start: tunis(nextMonday(5), '14:00'),
      end: tunis(nextMonday(5), '15:00'),
    };
    const calls = [
      ['GET', schedulePath(employeeId), undefined],
      ['PUT', schedulePath(employeeId), schedule],
      ['GET', `/employees/${employeeId}/absences`, undefined],
      ['POST', `/employees/${employeeId}/absences`, absenceBody],
      ['DELETE', `/absences/${absence.id}`, undefined],
      ['GET', `/salons/${salon.salonId}/agenda?date=${nextMonday()}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const label = `${method} ${path}`;
      expect((await otherOwner.http.request(method, path, { body })).status, label).toBe(403);
      expect((await client.http.request(method, path, { body })).status, label).toBe(403);
      expect((await server.client().request(method, path, { body })).status, label).toBe(401);
    }
    const stored = await server.deps.db
      .select()
      .from(employeeAbsences)
      .where(eq(employeeAbsences.employeeId, employeeId));
    expect(stored.map((row) => row.id)).toEqual([absence.id]);

    const nobody = '00000000-0000-4000-8000-000000000000';
    const missing = await salon.ownerHttp.get<ErrorBody>(schedulePath(nobody));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Employé introuvable.');
    const noAbsence = await salon.ownerHttp.call(endpoints.staff.deleteAbsence, { params: { id: nobody } });
    expect(noAbsence.status).toBe(404);
    expect(noAbsence.body.error.message).toBe('Absence introuvable.');
  });
});

describe('an absence and a booking of one employee at the same moment', () => {
  it('both are decided, one after the other, never a server error', async () => {
    const employeeId = await addEmployee('Amira Jlassi');
    const clients = await Promise.all(
      Array.from({ length: 5 }, () => createSignedInUser(server, { role: 'client' })),
    );
    for (const [week, someone] of clients.entries()) {
      const day = nextMonday(20 + week);
      const [booked, absence] = await Promise.all([
        bookOnline(someone.http, {
          salonId: salon.salonId,
          serviceId: salon.serviceId,
          start: tunis(day, '10:00'),
          employeeId,
        }),
        salon.ownerHttp.call(endpoints.staff.addAbsence, {
          params: { id: employeeId },
          body: {
            kind: 'pause',
            start: tunis(day, '14:00'),
            end: tunis(day, '15:00'),
          },
        }),
      ]);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(absence.status, JSON.stringify(absence.body)).toBe(201);
    }
  });
});
