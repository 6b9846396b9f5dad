import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { addDays } from '@/shared/time-zone';
import { TUNISIAN_HOLIDAYS_SEED } from '@/shared/tunisian-holidays';
import { now as clockNow, setClock } from '../../base/clock';
import { notifications, openingHours, publicHolidays } from '../../db/schema';
import {
  createEmployee,
  createSalon,
  createSignedInUser,
  createUser,
  signedIn,
} from '../../test-support/factories';
import { openDay, tunisToday } from '../../test-support/open-days';
import { RAMADAN_WEEK } from '../../test-support/opening-weeks';
import { insertBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { tunis } from '../../test-support/tunis-dates';
import { refreshAvailability } from '../availability/refresh-availability';
import { remindHolidays } from './holiday-reminders';

// Hours that are true all year (decision 077): exceptional periods, public holidays and each salon's
// choice, the Friday prayer break; through the API, as owners, admins and clients meet them.

let server: TestServer;
let admin: TestClient;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await createSignedInUser(server, { role: 'admin' })).http;
  client = (await createSignedInUser(server, { role: 'client' })).http;
});
// A test that sets the clock gives it back, whatever its outcome.
afterEach(() => setClock(null));
afterAll(async () => {
  await server?.stop();
});

/** A validated owner's salon, open every day 09:00–18:00, holidays kept as the salon chooses. */
async function ownSalon(holidays: 'open' | 'closed' = 'closed') {
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    services: [{ name: 'Brushing', price: '25.00', duration: 30 }],
    holidays,
  });
  await server.deps.db
    .insert(openingHours)
    .values({ salonId: salon.id, day: 'sunday', openTime: '09:00', closeTime: '18:00', isClosed: false });
  return {
    owner,
    http: await signedIn(server, owner),
    salonId: salon.id,
    name: salon.name,
    serviceId: must(salon.serviceIds[0], 'the salon’s service'),
  };
}

const timesOn = async (salonId: string, serviceId: string, date: string) =>
  (
    await client.call(endpoints.salons.slots, {
      params: { id: salonId },
      query: { date: date, serviceId: serviceId },
    })
  ).body.slots.map((slot) => slot.time);

/**
 * A date at least `days` ahead in Tunis, of the weekday asked (0 Sunday … 6 Saturday) when given,
 * whose `span` days are free of the platform's holidays (open-days.ts): a test's own period or
 * holiday never lands on a real one.
 */
function ahead(days: number, wish: { weekday?: number; span?: number } = {}): string {
  return openDay({
    minDaysAhead: days,
    ...(wish.weekday === undefined ? {} : { weekdays: [wish.weekday] }),
    span: wish.span ?? 1,
  });
}

/** The owner's "Horaires exceptionnels" named Ramadan, from `startDate` to `endDate`. */
const addRamadan = (http: TestClient, salonId: string, startDate: string, endDate: string) =>
  http.call(endpoints.hours.addSpecialPeriod, {
    params: { id: salonId },
    body: { name: 'Ramadan', startDate, endDate, days: RAMADAN_WEEK },
  });

describe('exceptional hours ("Horaires exceptionnels")', () => {
  it('a Ramadan period offers its evening, lists the appointments its hours leave out, and ends', async () => {
    const { http, salonId, serviceId, owner } = await ownSalon();
    const customer = await createUser(server.deps, { role: 'client' });
    const first = ahead(10, { span: 7 });
    const last = addDays(first, 6);
    const stays = await insertBooking(server.deps, {
      clientId: customer.id,
      prestataireId: owner.id,
      salonId,
      start: tunis(first, '10:00'),
      minutes: 30,
    });
    const leftOut = await insertBooking(server.deps, {
      clientId: customer.id,
      prestataireId: owner.id,
      salonId,
      start: tunis(addDays(first, 1), '17:00'),
      minutes: 30,
    });
    const saved = await addRamadan(http, salonId, first, last);
    expect(saved.status).toBe(201);
    expect(saved.body.saved).toMatchObject({ name: 'Ramadan', startDate: first, endDate: last });
    expect(saved.body.outside.map((booking) => booking.id)).toEqual([leftOut.id]);
    expect(saved.body.outside.map((booking) => booking.id)).not.toContain(stays.id);

    const inside = await timesOn(salonId, serviceId, addDays(first, 2));
    expect(inside).toContain('22:30');
    expect(inside).not.toContain('17:00');
    expect(await timesOn(salonId, serviceId, addDays(last, 1))).not.toContain('22:30');

    // The salon page announces it.
    const week = await server.client().call(endpoints.salons.openingHours, { params: { id: salonId } });
    expect(week.body.special).toMatchObject({ name: 'Ramadan', startDate: first, endDate: last });

    const refused = await addRamadan(http, salonId, last, first);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.endDate).toBe('La fin de la période doit suivre son début.');

    const id = saved.body.saved.id;
    expect((await http.call(endpoints.hours.deleteSpecialPeriod, { params: { id } })).status).toBe(204);
    expect(await timesOn(salonId, serviceId, addDays(first, 2))).not.toContain('22:30');
    expect((await http.call(endpoints.hours.specialPeriods, { params: { id: salonId } })).body.items).toEqual(
      [],
    );
  });
});

describe('an employee’s own hours for a period', () => {
  it('replace the period’s for them: the others follow it', async () => {
    const { http, salonId, serviceId } = await ownSalon('open');
    const sonia = await createEmployee(server.deps, { salonId, fullName: 'Sonia Trabelsi' });
    const amel = await createEmployee(server.deps, { salonId, fullName: 'Amel Jaziri' });
    const monday = ahead(10, { weekday: 1, span: 7 });
    const saved = await addRamadan(http, salonId, monday, addDays(monday, 6));
    const own = await http.call(endpoints.hours.setEmployeePeriodHours, {
      params: { id: saved.body.saved.id, employeeId: sonia },
      body: { days: [{ day: 'monday', startTime: '20:30', endTime: '23:30' }] },
    });
    expect(own.status).toBe(200);
    expect(own.body.saved.employeeDays[sonia]).toEqual([
      { day: 'monday', startTime: '20:30', endTime: '23:30' },
    ]);
    const of = async (employeeId: string) =>
      (
        await client.call(endpoints.salons.slots, {
          params: { id: salonId },
          query: { date: monday, serviceId: serviceId, employeeId: employeeId },
        })
      ).body.slots.map((slot) => slot.time);
    expect(await of(sonia)).toEqual(['20:30', '21:00', '21:30', '22:00', '22:30']);
    expect(await of(amel)).toContain('10:00');
    const empty = await http.call(endpoints.hours.setEmployeePeriodHours, {
      params: { id: saved.body.saved.id, employeeId: sonia },
      body: { days: [] },
    });
    expect(empty.status).toBe(400);
    // Back to the period's hours.
    await http.call(endpoints.hours.setEmployeePeriodHours, {
      params: { id: saved.body.saved.id, employeeId: sonia },
      body: { days: null },
    });
    expect(await of(sonia)).toContain('10:00');
  });
});

describe('public holidays', () => {
  it('the list’s "Demain" drops a salon closed tomorrow for a holiday, and keeps one that chose "Ouvert"', async () => {
    // On the eve of a real holiday both salons would be closed tomorrow: the clock is set to a day
    // whose next day is open (decision 079).
    setClock(tunis(openDay({ minDaysAhead: 0, span: 2 }), '10:00'));
    const tomorrow = ahead(1);
    const closed = await ownSalon('closed');
    const open = await ownSalon('closed');
    const created = await admin.call(endpoints.hours.addHoliday, {
      body: {
        name: 'Jour de test',
        startDate: tomorrow,
        endDate: tomorrow,
        status: 'confirmed',
      },
    });
    expect(created.status).toBe(201);
    const choice = await open.http.call(endpoints.hours.setHolidayChoice, {
      params: { id: open.salonId, holidayId: created.body.id },
      body: { choice: 'open' },
    });
    expect(choice.status).toBe(200);
    expect(choice.body.saved).toMatchObject({ choice: 'open', name: 'Jour de test' });
    await refreshAvailability({ db: server.deps.db, now: clockNow() });
    const listed = async (name: string) => {
      const page = await server
        .client()
        .call(endpoints.salons.list, { query: { dispo: 'tomorrow', q: name } });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      return page.body.items.map((item) => item.id);
    };
    expect(await listed(open.name)).toEqual([open.salonId]);
    expect(await listed(closed.name)).toEqual([]);
    expect(await timesOn(closed.salonId, closed.serviceId, tomorrow)).toEqual([]);
    expect(await timesOn(open.salonId, open.serviceId, tomorrow)).not.toEqual([]);
    await server.deps.db.delete(publicHolidays).where(eq(publicHolidays.id, created.body.id));
  });

  it('moving a provisional Aïd moves the closure and lists the appointments to each salon', async () => {
    const { owner, http, salonId, serviceId } = await ownSalon('closed');
    const customer = await createUser(server.deps, { role: 'client' });
    // Both days open on weekdays, neither a real holiday: the Aïd moves from one to the other.
    const firstGuess = openDay({ minDaysAhead: 19, weekdays: [1, 2, 3, 4, 5], span: 2 });
    const seen = addDays(firstGuess, 1);
    const aid = await admin.call(endpoints.hours.addHoliday, {
      body: {
        name: 'Aïd el-Fitr',
        startDate: firstGuess,
        endDate: firstGuess,
        status: 'provisional',
      },
    });
    expect(await timesOn(salonId, serviceId, firstGuess)).toEqual([]);
    expect(await timesOn(salonId, serviceId, seen)).not.toEqual([]);
    const booked = await insertBooking(server.deps, {
      clientId: customer.id,
      prestataireId: owner.id,
      salonId,
      start: tunis(seen, '11:00'),
      minutes: 30,
    });

    // The moon is seen a day later: confirmed on the next day.
    const moved = await admin.call(endpoints.hours.updateHoliday, {
      params: { id: aid.body.id },
      body: { name: 'Aïd el-Fitr', startDate: seen, endDate: seen, status: 'confirmed' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startDate: seen, status: 'confirmed' });
    expect(await timesOn(salonId, serviceId, seen)).toEqual([]);
    expect(await timesOn(salonId, serviceId, firstGuess)).not.toEqual([]);
    const told = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'holiday_appointments')));
    expect(told.map((note) => note.payload)).toEqual([
      expect.objectContaining({ salon_id: salonId, holiday_name: 'Aïd el-Fitr', count: 1, start_date: seen }),
    ]);
    const holidays = await http.call(endpoints.hours.holidays, { params: { id: salonId } });
    const listed = must(
      holidays.body.items.find((item) => item.id === aid.body.id),
      'the moved holiday',
    );
    expect(listed.outside?.map((booking) => booking.id)).toEqual([booked.id]);

    // Only admins keep the holidays.
    expect((await http.send(endpoints.hours.addHoliday, { body: {} })).status).toBe(403);
    const bad = await admin.send(endpoints.hours.addHoliday, {
      body: {
        name: 'Aïd',
        startDate: seen,
        endDate: addDays(seen, 10),
        status: 'bientôt',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ status: 'Statut invalide.' });
    await server.deps.db.delete(publicHolidays).where(eq(publicHolidays.id, aid.body.id));
  });

  it('the seeded list follows décret 2021-223: 17 December, not 14 January; two days for each Aïd', async () => {
    // The list shows a year back: read as an admin saw it when the seed was written.
    setClock(tunis('2026-12-02', '10:00'));
    const list = await admin.call(endpoints.hours.adminHolidays);
    const names = list.body.items.map((item) => `${item.name} ${item.startDate}`);
    expect(names).toContain('Fête de la révolution 2026-12-17');
    expect(list.body.items.some((item) => item.startDate.endsWith('-01-14'))).toBe(false);
    const aids = list.body.items.filter(
      (item) => item.name.startsWith('Aïd') && item.startDate >= '2027-01-01',
    );
    expect(aids).toEqual([
      expect.objectContaining({
        name: 'Aïd el-Fitr',
        startDate: '2027-03-10',
        endDate: '2027-03-11',
        status: 'provisional',
      }),
      expect.objectContaining({
        name: 'Aïd el-Idha',
        startDate: '2027-05-16',
        endDate: '2027-05-17',
        status: 'provisional',
      }),
    ]);
  });

  it('the migration writes exactly the list the shared module names (the tests’ dates avoid it)', async () => {
    const rows = await server.deps.db.select().from(publicHolidays);
    const stored = rows
      .filter((row) => row.startDate >= '2026-01-01' && row.startDate <= '2027-12-31')
      .filter((row) => TUNISIAN_HOLIDAYS_SEED.some((seed) => seed.name === row.name))
      .map(({ name, startDate, endDate, status }) => ({ name, startDate, endDate, status }));
    expect(stored).toEqual(expect.arrayContaining([...TUNISIAN_HOLIDAYS_SEED]));
    expect(stored).toHaveLength(TUNISIAN_HOLIDAYS_SEED.length);
  });

  it('owners are reminded 7 days before, once, however many processes try at the same time', async () => {
    const { owner, salonId } = await ownSalon('closed');
    // Exactly seven days ahead: the reminder's day (a real holiday that day has its own reminder).
    const inSeven = addDays(tunisToday(), 7);
    const holiday = await admin.call(endpoints.hours.addHoliday, {
      body: {
        name: 'Jour du rappel',
        startDate: inSeven,
        endDate: inSeven,
        status: 'confirmed',
      },
    });
    const now = clockNow();
    await Promise.all([
      remindHolidays({ db: server.deps.db, now }),
      remindHolidays({ db: server.deps.db, now }),
    ]);
    await remindHolidays({ db: server.deps.db, now });
    const reminders = (
      await server.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'holiday_reminder')))
    ).filter((note) => (note.payload as { holiday_name?: string }).holiday_name === 'Jour du rappel');
    expect(reminders.map((note) => note.payload)).toEqual([
      expect.objectContaining({ salon_id: salonId, start_date: inSeven }),
    ]);
    await server.deps.db.delete(publicHolidays).where(eq(publicHolidays.id, holiday.body.id));
  });
});

describe('the Friday prayer break', () => {
  it('closes the salon from 13:00 to 14:30 on Fridays once the owner turns it on', async () => {
    const { http, salonId, serviceId } = await ownSalon('open');
    const friday = ahead(3, { weekday: 5, span: 2 });
    expect(await timesOn(salonId, serviceId, friday)).toContain('13:30');
    const off = await http.call(endpoints.hours.fridayBreak, { params: { id: salonId } });
    expect(off.body).toEqual({ enabled: false, start: '13:00', end: '14:30' });
    const on = await http.call(endpoints.hours.setFridayBreak, {
      params: { id: salonId },
      body: { enabled: true, start: '13:00', end: '14:30' },
    });
    expect(on.body.saved).toEqual({ enabled: true, start: '13:00', end: '14:30' });
    const times = await timesOn(salonId, serviceId, friday);
    expect(times).toContain('12:30');
    expect(times).not.toContain('13:00');
    expect(times).not.toContain('14:00');
    expect(times).toContain('14:30');
    expect(await timesOn(salonId, serviceId, addDays(friday, 1))).toContain('13:30');
    // An employee who prays where the salon stays open: only their own slots go.
    await http.call(endpoints.hours.setFridayBreak, {
      params: { id: salonId },
      body: { enabled: false, start: '13:00', end: '14:30' },
    });
    const employee = await createEmployee(server.deps, { salonId, fullName: 'Karim Ben Salah' });
    const own = await http.call(endpoints.hours.setEmployeeFridayBreak, {
      params: { id: employee },
      body: { enabled: true },
    });
    expect(own.body.saved).toEqual({ enabled: true });
    expect((await http.call(endpoints.hours.employeeFridayBreak, { params: { id: employee } })).body).toEqual(
      { enabled: true },
    );
    const his = (
      await client.call(endpoints.salons.slots, {
        params: { id: salonId },
        query: { date: friday, serviceId: serviceId, employeeId: employee },
      })
    ).body.slots.map((slot) => slot.time);
    expect(his).toContain('12:30');
    expect(his).not.toContain('13:30');
    expect(his).toContain('14:30');
    const wrong = await http.call(endpoints.hours.setFridayBreak, {
      params: { id: salonId },
      body: { enabled: true, start: '14:30', end: '13:00' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.end).toBe('La fin de la pause doit être après son début.');
  });
});
