import { and, asc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Agenda } from '@/shared/api-types';
import { CLOSED_BOOKING_STATUSES } from '@/shared/booking-status';
import { SERVICE_MAX_MINUTES } from '@/shared/constants';
import { must } from '@/shared/must';
import { addDays, fromWallClock, weekdayOf } from '@/shared/time-zone';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { bookingParts, bookings, employeeAbsences, employees, salons } from '../../db/schema';
import { type StoredPart, selectBookingViews, toBookingView } from '../core/booking-view';
import { loadTeam } from '../core/load-team';
import { loadSalonCalendar } from '../salons/salon-calendar';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { toAbsence } from './absence-view';
import { toEmployeeSchedule } from './schedule-view';

/** The days a view shows: the date, or Monday to Sunday of its week. */
export function agendaDays(date: string, view: 'day' | 'week'): string[] {
  if (view === 'day') return [date];
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The first instant of a salon day (the first minute that exists, should midnight be skipped). */
function startOf(date: string, timeZone: string): Date {
  for (let minutes = 0; minutes <= 120; minutes += 30) {
    const instant = fromWallClock(date, minutes, timeZone);
    if (instant) return instant;
  }
  return new Date(`${date}T00:00:00Z`);
}

/**
 * GET /salons/:id/agenda: the day or week grid of a salon in one answer, read in a fixed handful of
 * queries whatever the number of employees and bookings (salon, hours, the team's three, bookings,
 * their parts, absences).
 */
export async function getSalonAgenda(options: {
  db: Executor;
  salonId: string;
  date: string;
  view: 'day' | 'week';
}): Promise<Agenda> {
  const { db, salonId, date, view } = options;
  const [salon] = await db.select({ timeZone: salons.timeZone }).from(salons).where(eq(salons.id, salonId));
  if (!salon) throw notFound(SALON_NOT_FOUND);
  const { timeZone } = salon;
  const days = agendaDays(date, view);
  const from = startOf(must(days[0], 'the first agenda day'), timeZone);
  const to = startOf(addDays(must(days.at(-1), 'the last agenda day'), 1), timeZone);

  const [calendar, team, bookingRows, partRows, absenceRows] = await Promise.all([
    loadSalonCalendar(db, salonId),
    loadTeam(db, salonId),
    selectBookingViews(db, { parts: false })
      .where(
        and(
          eq(bookings.salonId, salonId),
          notInArray(bookings.status, [...CLOSED_BOOKING_STATUSES]),
          lt(bookings.startTime, to),
          gt(bookings.endTime, from),
        ),
      )
      .orderBy(asc(bookings.startTime), asc(bookings.id)),
    db
      .select({
        bookingId: bookingParts.bookingId,
        position: bookingParts.position,
        employeeId: bookingParts.employeeId,
        serviceId: bookingParts.serviceId,
        serviceName: bookingParts.serviceName,
        servicePrice: bookingParts.servicePrice,
        startTime: bookingParts.startTime,
        endTime: bookingParts.endTime,
        poseStart: bookingParts.poseStart,
        poseEnd: bookingParts.poseEnd,
      })
      .from(bookingParts)
      .where(
        and(
          eq(bookingParts.salonId, salonId),
          bookingParts.active,
          lt(bookingParts.startTime, to),
          gt(bookingParts.endTime, from),
          // The index's lower bound: no part is longer than a service.
          gt(bookingParts.startTime, new Date(from.getTime() - SERVICE_MAX_MINUTES * 60_000)),
        ),
      )
      .orderBy(asc(bookingParts.bookingId), asc(bookingParts.position)),
    db
      .select({ absence: employeeAbsences })
      .from(employeeAbsences)
      .innerJoin(employees, eq(employees.id, employeeAbsences.employeeId))
      .where(
        and(
          eq(employees.salonId, salonId),
          lt(employeeAbsences.startTime, to),
          gt(employeeAbsences.endTime, from),
        ),
      )
      .orderBy(asc(employeeAbsences.startTime), asc(employeeAbsences.id)),
  ]);

  const names = new Map(team.map((employee) => [employee.id, employee.fullName]));
  const storedParts = new Map<string, StoredPart[]>();
  for (const part of partRows) {
    const stored = storedParts.get(part.bookingId) ?? [];
    stored.push({
      serviceId: part.serviceId,
      serviceName: part.serviceName,
      price: part.servicePrice,
      start: part.startTime.getTime(),
      end: part.endTime.getTime(),
      employeeId: part.employeeId,
      employeeName: part.employeeId ? (names.get(part.employeeId) ?? null) : null,
    });
    storedParts.set(part.bookingId, stored);
  }
  return {
    salonId,
    timeZone,
    view,
    days,
    hours: calendar.week,
    calendar,
    fridayBreakEmployeeIds: team.filter((employee) => employee.fridayBreak).map((employee) => employee.id),
    employees: team.map((employee) => ({
      id: employee.id,
      fullName: employee.fullName,
      position: employee.position,
      avatarUrl: employee.avatarUrl,
      ...toEmployeeSchedule(employee),
    })),
    // The parts read above, rather than one subquery per booking.
    bookings: bookingRows.map((row) =>
      toBookingView({ ...row, parts: storedParts.get(row.id) ?? [] }, 'salon'),
    ),
    parts: partRows.map((part) => ({
      bookingId: part.bookingId,
      position: part.position,
      employeeId: part.employeeId,
      serviceName: part.serviceName,
      start: part.startTime.toISOString(),
      end: part.endTime.toISOString(),
      pose:
        part.poseStart && part.poseEnd
          ? { start: part.poseStart.toISOString(), end: part.poseEnd.toISOString() }
          : null,
    })),
    absences: absenceRows.map((row) => toAbsence(row.absence)),
  };
}
