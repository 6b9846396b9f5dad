import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Absence } from '@/shared/api-types';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { formatShortDay, formatTime } from '@/shared/format';
import { must } from '@/shared/must';
import type { AbsenceSchema } from '@/shared/schemas/staff';
import { ABSENCE_OVER_BOOKINGS, EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import { AppError, notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings, employeeAbsences, employees, salons, users } from '../../db/schema';
import { lockSalonBookings } from '../core/lock-salon-bookings';
import { toAbsence } from './absence-view';

/**
 * POST /employees/:id/absences. Refused, with nothing written, when the time covers active bookings
 * of this employee: the message lists them ("lun. 12 janv. 10:00 – Coupe (Nom du client)", salon
 * time) so the owner knows which to move or cancel first.
 */
export async function addAbsence(options: {
  db: Database;
  employeeId: string;
  input: z.output<typeof AbsenceSchema>;
}): Promise<Absence> {
  const { db, employeeId, input } = options;
  const start = new Date(input.start);
  const end = new Date(input.end);
  return db.transaction(async (tx) => {
    const employeeRow = () =>
      tx
        .select({ timeZone: salons.timeZone, salonId: salons.id })
        .from(employees)
        .innerJoin(salons, eq(salons.id, employees.salonId))
        .where(eq(employees.id, employeeId));
    const [located] = await employeeRow();
    if (!located) throw notFound(EMPLOYEE_NOT_FOUND);
    // The salon's bookings lock first, the order a booking takes them in (it holds this lock when its
    // foreign key check locks the employee): an absence and a booking of this employee being written
    // at the same time take turns, the check below sees the booking, and neither waits on the other.
    await lockSalonBookings(tx, located.salonId);
    // Then the employee, so that it cannot be removed before the absence is written.
    const [employee] = await employeeRow().for('update', { of: employees });
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
    const covered = await tx
      .select({
        startTime: bookings.startTime,
        serviceName: bookings.serviceName,
        clientName: users.fullName,
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.clientId))
      .where(
        and(
          eq(bookings.employeeId, employeeId),
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
          lt(bookings.startTime, end),
          gt(bookings.endTime, start),
        ),
      )
      .orderBy(asc(bookings.startTime), asc(bookings.id));
    if (covered.length > 0) {
      const zone = employee.timeZone;
      const list = covered
        .map(
          (booking) =>
            `${formatShortDay(booking.startTime, zone)} ${formatTime(booking.startTime, zone)} – ` +
            `${booking.serviceName} (${booking.clientName ?? 'Client supprimé'})`,
        )
        .join(', ');
      throw new AppError(409, 'absence_conflict', `${ABSENCE_OVER_BOOKINGS} ${list}`);
    }
    const [row] = await tx
      .insert(employeeAbsences)
      .values({ employeeId, kind: input.kind, reason: input.reason || null, startTime: start, endTime: end })
      .returning();
    return toAbsence(must(row, 'the inserted absence'));
  });
}
