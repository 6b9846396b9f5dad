import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeDays } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { addDays, weekdayOf } from '@/shared/time-zone';
import { openingHours } from '../../db/schema';
import {
  createOwnedSalon,
  createSalon,
  createSignedInUser,
  type TestUser,
} from '../../test-support/factories';
import { tunisToday } from '../../test-support/open-days';
import { insertBooking } from '../../test-support/stored-bookings';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

// The times and days a salon offers, as the booking page and its calendar read them: date-sensitive,
// so in the calendar sweep (scripts/test-dates.ts).

type ErrorBody = { error: { code: string; message: string } };

let server: TestServer;
let owner: TestUser;
let salonId: string;
let serviceId: string;

beforeAll(async () => {
  server = await sharedTestServer();
  ({ owner, salonId, serviceId } = await createOwnedSalon(server, {
    ownerName: 'Leïla Salon',
    salonName: 'Salon Test Réservation',
    service: { name: 'Coupe femme', price: '35.00', duration: 60 },
  }));
});
afterAll(async () => {
  await server?.stop();
});

const newClient = (fullName?: string) => createSignedInUser(server, { role: 'client', fullName });
const slotsOf = (date: string) =>
  server
    .client()
    .call(endpoints.salons.slots, { params: { id: salonId }, query: { date: date, serviceId: serviceId } });

describe('slots', () => {
  it('offers the default hours every 30 minutes, none on Sunday, none in the past', async () => {
    const monday = nextMonday();
    const { body } = await slotsOf(monday);
    expect(body.closed).toBe(false);
    expect(body.slots[0]).toMatchObject({ time: '09:00', start: tunis(monday, '09:00') });
    expect(body.slots.at(-1)?.time).toBe('17:00');
    expect((await slotsOf(addDays(monday, -1))).body).toMatchObject({ closed: true, slots: [] });
    expect((await slotsOf('2020-01-06')).body).toMatchObject({ closed: true, slots: [] });
  });

  it('follows stored hours with a lunch break', async () => {
    const salon = await createSalon(server.deps, {
      ownerId: owner.id,
      services: [{ name: 'Brushing', price: '20.00', duration: 30 }],
    });
    await server.deps.db.insert(openingHours).values({
      salonId: salon.id,
      day: 'monday',
      openTime: '10:00',
      closeTime: '14:00',
      hasLunchBreak: true,
      lunchBreakStart: '12:00',
      lunchBreakEnd: '13:00',
    });
    const service = must(
      (await server.client().call(endpoints.salons.get, { params: { id: salon.id } })).body.services[0],
      'service',
    );
    const { body } = await server.client().call(endpoints.salons.slots, {
      params: { id: salon.id },
      query: { date: nextMonday(), serviceId: service.id },
    });
    expect(body.slots.map((s) => s.time)).toEqual(['10:00', '10:30', '11:00', '11:30', '13:00']);
  });

  it("a month's free days: open days from today, not Sundays, not a full day, none past the horizon", async () => {
    const salon = await createSalon(server.deps, {
      ownerId: owner.id,
      services: [{ name: 'Soin', price: '40.00', duration: 60 }],
    });
    const detail = await server.client().call(endpoints.salons.get, { params: { id: salon.id } });
    const soin = must(detail.body.services[0], 'service').id;
    const freeDays = (month: string, extra = '') =>
      server
        .client()
        .get<FreeDays & ErrorBody>(`/salons/${salon.id}/free-days?serviceId=${soin}&month=${month}${extra}`);
    // The Tuesday after it open too: it is the free day next to the full one.
    const monday = nextMonday(1, { span: 2 });
    const month = monday.slice(0, 7);
    // The Monday taken from opening to closing: full, so not a free day; the Tuesday stays free.
    await insertBooking(server.deps, {
      clientId: (await newClient()).user.id,
      salonId: salon.id,
      prestataireId: owner.id,
      start: tunis(monday, '09:00'),
      minutes: 9 * 60,
    });
    const { status, body } = await freeDays(month);
    expect(status).toBe(200);
    expect(body.month).toBe(month);
    expect(body.days).not.toContain(monday);
    const tuesday = addDays(monday, 1);
    if (tuesday.startsWith(month)) expect(body.days).toContain(tuesday);
    expect(body.days.every((day) => day.startsWith(month) && weekdayOf(day) !== 0)).toBe(true);
    const today = tunisToday();
    expect(body.days.every((day) => day >= today)).toBe(true);
    // Each free day is one the slots offer, and the full one has none.
    for (const day of body.days.slice(0, 3)) {
      const slots = await server
        .client()
        .call(endpoints.salons.slots, { params: { id: salon.id }, query: { date: day, serviceId: soin } });
      expect(slots.body.slots.length, day).toBeGreaterThan(0);
    }
    const full = await server
      .client()
      .call(endpoints.salons.slots, { params: { id: salon.id }, query: { date: monday, serviceId: soin } });
    expect(full.body).toMatchObject({ full: true, slots: [] });
    expect((await freeDays('2020-01')).body.days).toEqual([]);
    expect((await freeDays('2099-01')).body.days).toEqual([]);
    for (const bad of ['2026-13', '2026-1', 'demain', '']) {
      const refused = await freeDays(bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error.message).toBe('Mois invalide.');
    }
    // A service of another salon does not exist here.
    expect(
      (
        await server.client().call(endpoints.salons.freeDays, {
          params: { id: salon.id },
          query: { serviceId: serviceId, month: month },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses malformed dates and services in French, and a service of another salon', async () => {
    for (const query of ['date=2026-02-30', 'date=demain', 'date=2026-13-01'].map(
      (q) => `${q}&serviceId=${serviceId}`,
    )) {
      const response = await server.client().get<ErrorBody>(`/salons/${salonId}/slots?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.message).toBe('Date invalide.');
    }
    const other = await createSalon(server.deps, { ownerId: owner.id });
    const otherService = must(
      (await server.client().call(endpoints.salons.get, { params: { id: other.id } })).body.services[0],
      'otherService',
    );
    const response = await server.client().call(endpoints.salons.slots, {
      params: { id: salonId },
      query: { date: nextMonday(), serviceId: otherService.id },
    });
    expect(response.status).toBe(404);
  });
});
