import { describe, expect, it } from 'vitest';
import type { Absence, Agenda, BookingView } from '@/shared/api-types';
import { must } from '@/shared/must';
import { DEFAULT_OPENING_HOURS } from '@/shared/opening-hours';
import {
  type AgendaEmployee,
  cellName,
  columnsOf,
  freeCellsOf,
  itemName,
  offTimeOf,
  placeItems,
  resourcesOf,
  timeRangeOf,
  workingTimeOf,
} from './agenda-layout';

// Africa/Tunis is UTC+1 all year: 10:00 there is 09:00Z.
const ZONE = 'Africa/Tunis';
const MONDAY = '2030-01-07';
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

function employee(id: string, fullName: string, extra: Partial<AgendaEmployee> = {}): AgendaEmployee {
  return {
    id,
    fullName,
    position: 'Coiffeuse',
    avatarUrl: null,
    employeeId: id,
    followsSalonHours: true,
    days: [],
    performsAllServices: true,
    serviceIds: [],
    ...extra,
  };
}

function booking(id: string, start: string, end: string, employeeId: string | null): BookingView {
  return {
    id,
    status: 'confirmed',
    startTime: start,
    endTime: end,
    clientNote: null,
    prestataireNote: null,
    salon: { id: 's', name: 'Salon', address: 'Tunis', timeZone: ZONE, cancellationWindowHours: 24 },
    service: { id: 'coupe', name: 'Coupe', price: '20.00' },
    client: { id: 'c', full_name: 'Salma Ben Ammar', email: 'salma@example.tn', phone: null },
    employee: employeeId ? { id: employeeId, firstName: employeeId, position: 'Coiffeuse' } : null,
    createdAt: '2029-12-01T00:00:00Z',
    origin: 'online',
    respondBy: null,
    clientConfirmedAt: null,
    parts: [],
  };
}

function agenda(extra: Partial<Agenda> = {}): Agenda {
  return {
    salonId: 's',
    timeZone: ZONE,
    view: 'day',
    days: [MONDAY],
    hours: DEFAULT_OPENING_HOURS.map((day) => ({ ...day })),
    employees: [employee('sonia', 'Sonia Trabelsi'), employee('amine', 'Amine Gharbi')],
    bookings: [],
    parts: [],
    absences: [],
    ...extra,
  };
}

describe('the agenda grid', () => {
  it('has one column per employee, plus "Non assigné" only when a booking names nobody', () => {
    const twoBookings = agenda({
      bookings: [
        booking('b1', `${MONDAY}T09:00:00Z`, `${MONDAY}T10:00:00Z`, 'sonia'),
        booking('b2', `${MONDAY}T09:00:00Z`, `${MONDAY}T10:00:00Z`, 'amine'),
      ],
    });
    expect(resourcesOf(twoBookings).map((resource) => resource.label)).toEqual(['Sonia', 'Amine']);
    const older = agenda({ bookings: [booking('b3', `${MONDAY}T09:00:00Z`, `${MONDAY}T10:00:00Z`, null)] });
    expect(resourcesOf(older).map((resource) => resource.label)).toEqual(['Sonia', 'Amine', 'Non assigné']);
    expect(resourcesOf(agenda({ employees: [] })).map((resource) => resource.label)).toEqual(['Salon']);
  });

  it('puts two bookings at the same time in their two employees’ columns, at their salon time', () => {
    const data = agenda({
      bookings: [
        booking('b1', `${MONDAY}T09:00:00Z`, `${MONDAY}T10:00:00Z`, 'sonia'),
        booking('b2', `${MONDAY}T09:00:00Z`, `${MONDAY}T09:30:00Z`, 'amine'),
      ],
    });
    const columns = columnsOf(data, resourcesOf(data), { layout: 'by-resource' });
    const placed = placeItems(data, columns, timeRangeOf(data));
    expect(placed.get(`${MONDAY}/sonia`)?.map((item) => [item.key, item.start, item.end])).toEqual([
      ['booking/b1', 600, 660],
    ]);
    expect(placed.get(`${MONDAY}/amine`)?.map((item) => [item.key, item.start, item.end])).toEqual([
      ['booking/b2', 600, 630],
    ]);
  });

  it("draws each service of a visit in its person's column, both opening the one booking; a pose on its block", () => {
    const part = (position: number, employeeId: string, serviceName: string, start: string, end: string) => ({
      bookingId: 'v1',
      position,
      employeeId,
      serviceName,
      start: `${MONDAY}T${start}:00Z`,
      end: `${MONDAY}T${end}:00Z`,
      pose: null,
    });
    const data = agenda({
      bookings: [
        booking('v1', `${MONDAY}T09:00:00Z`, `${MONDAY}T10:30:00Z`, 'sonia'),
        booking('c1', `${MONDAY}T12:00:00Z`, `${MONDAY}T13:30:00Z`, 'sonia'),
      ],
      parts: [
        part(0, 'sonia', 'Coupe', '09:00', '10:00'),
        part(1, 'amine', 'Brushing', '10:00', '10:30'),
        {
          ...part(0, 'sonia', 'Coloration', '12:00', '13:30'),
          bookingId: 'c1',
          pose: { start: `${MONDAY}T12:30:00Z`, end: `${MONDAY}T13:15:00Z` },
        },
      ],
    });
    const columns = columnsOf(data, resourcesOf(data), { layout: 'by-resource' });
    const placed = placeItems(data, columns, timeRangeOf(data));
    const sonia = placed.get(`${MONDAY}/sonia`) ?? [];
    const amine = placed.get(`${MONDAY}/amine`) ?? [];
    expect(sonia.map((item) => [item.key, item.start, item.end])).toEqual([
      ['booking/v1/0', 600, 660],
      ['booking/c1', 780, 870],
    ]);
    expect(amine.map((item) => [item.key, item.start, item.end])).toEqual([['booking/v1/1', 660, 690]]);
    const brushing = must(amine[0], 'the brushing');
    expect(brushing.kind === 'booking' && brushing.booking.id).toBe('v1');
    expect(itemName(brushing, ZONE, null)).toBe('11:00–11:30, Brushing, 2/2, Salma Ben Ammar, Confirmé');
    const colour = must(sonia[1], 'the colour');
    expect(colour.kind === 'booking' && colour.pose).toEqual({ start: 810, end: 855 });
  });

  it('lays overlapping items of one day column side by side in the week view', () => {
    const data = agenda({
      view: 'week',
      days: [MONDAY],
      bookings: [
        booking('b1', `${MONDAY}T09:00:00Z`, `${MONDAY}T10:00:00Z`, 'sonia'),
        booking('b2', `${MONDAY}T09:30:00Z`, `${MONDAY}T10:30:00Z`, 'amine'),
        booking('b3', `${MONDAY}T12:00:00Z`, `${MONDAY}T12:30:00Z`, 'amine'),
      ],
    });
    const column = must(columnsOf(data, resourcesOf(data), { layout: 'by-day' })[0], 'column');
    const items = placeItems(data, [column], timeRangeOf(data)).get(MONDAY) ?? [];
    expect(items.map((item) => [item.key, item.lane, item.lanes])).toEqual([
      ['booking/b1', 0, 2],
      ['booking/b2', 1, 2],
      ['booking/b3', 0, 1],
    ]);
  });

  it('shows an absence on every day it covers, cut at the rows shown', () => {
    const absence: Absence = {
      id: 'a1',
      employeeId: 'sonia',
      kind: 'absence',
      reason: 'congé',
      start: '2030-01-06T23:00:00Z', // Monday 00:00 in Tunis
      end: '2030-01-08T13:00:00Z', // Tuesday 14:00
    };
    const data = agenda({ view: 'week', days: [MONDAY, '2030-01-08'], absences: [absence] });
    const resources = resourcesOf(data);
    const columns = columnsOf(data, resources, { layout: 'by-resource', only: 'sonia' });
    const placed = placeItems(data, columns, timeRangeOf(data));
    expect(placed.get(`${MONDAY}/sonia`)?.map((item) => [item.start, item.end])).toEqual([[540, 1080]]);
    expect(placed.get('2030-01-08/sonia')?.map((item) => [item.start, item.end])).toEqual([[540, 840]]);
    const tuesday = must(placed.get('2030-01-08/sonia')?.[0], 'tuesday');
    expect(itemName(tuesday, ZONE, null)).toBe('09:00–14:00, Absence : congé');
  });

  it('offers to block only free, future, working half hours of an employee', () => {
    const partTime = employee('amine', 'Amine Gharbi', {
      followsSalonHours: false,
      days: [{ day: 'monday', startTime: '14:00', endTime: '20:00' }],
    });
    const data = agenda({
      employees: [employee('sonia', 'Sonia Trabelsi'), partTime],
      hours: DEFAULT_OPENING_HOURS.map((day) =>
        day.day === 'monday'
          ? { ...day, hasLunchBreak: true, lunchBreakStart: '12:00', lunchBreakEnd: '13:00' }
          : day,
      ),
      bookings: [booking('b1', `${MONDAY}T09:00:00Z`, `${MONDAY}T10:00:00Z`, 'sonia')],
    });
    const resources = resourcesOf(data);
    const range = timeRangeOf(data);
    const columns = columnsOf(data, resources, { layout: 'by-resource' });
    const placed = placeItems(data, columns, range);
    const cells = (key: string, now = LONG_AGO) => {
      const column = must(
        columns.find((candidate) => candidate.key === key),
        'column',
      );
      return freeCellsOf(data, column, placed.get(key) ?? [], range, now).map((cell) => cell.start / 60);
    };
    // Sonia: 9:00–18:00 less her 10:00 booking and the 12:00 lunch break.
    expect(cells(`${MONDAY}/sonia`)).toEqual([
      9, 9.5, 11, 11.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5, 17, 17.5,
    ]);
    // Amine works from 14:00, inside the salon's 18:00 closing.
    expect(cells(`${MONDAY}/amine`)).toEqual([14, 14.5, 15, 15.5, 16, 16.5, 17, 17.5]);
    // At 16:10 in Tunis, only what is not over yet.
    expect(cells(`${MONDAY}/amine`, new Date(`${MONDAY}T15:10:00Z`))).toEqual([16, 16.5, 17, 17.5]);
    const amine = must(
      columns.find((column) => column.key === `${MONDAY}/amine`),
      'amine',
    );
    expect(offTimeOf(workingTimeOf(data, amine), range)).toEqual([{ start: 540, end: 840 }]);
    expect(cellName({ start: 840, end: 870 }, 'Amine')).toBe('Ajouter 14:00–14:30 pour Amine');
  });

  it('offers nothing to block in a salon without employees, nor in "Non assigné"', () => {
    const solo = agenda({ employees: [] });
    const column = must(columnsOf(solo, resourcesOf(solo), { layout: 'by-resource' })[0], 'column');
    expect(freeCellsOf(solo, column, [], timeRangeOf(solo), LONG_AGO)).toEqual([]);
  });

  it('widens the rows to a booking outside the opening hours, and names blocks for screen readers', () => {
    const late = booking('b1', `${MONDAY}T17:30:00Z`, `${MONDAY}T18:15:00Z`, 'sonia');
    const data = agenda({ bookings: [{ ...late, status: 'pending' }] });
    expect(timeRangeOf(data)).toEqual({ start: 540, end: 1170 });
    const columns = columnsOf(data, resourcesOf(data), { layout: 'by-resource' });
    const item = must((placeItems(data, columns, timeRangeOf(data)).get(`${MONDAY}/sonia`) ?? [])[0], 'item');
    expect(itemName(item, ZONE, null)).toBe('18:30–19:15, Coupe, Salma Ben Ammar, En attente');
    expect(itemName(item, ZONE, 'Sonia')).toBe(
      "18:30 (jusqu'à 19:15), Sonia, Coupe, Salma Ben Ammar, En attente",
    );
  });
});
