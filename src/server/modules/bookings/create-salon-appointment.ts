import type { z } from 'zod';
import type { BookingView } from '@/shared/api-types';
import { placeAppointment } from '@/shared/appointment-placement';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import {
  EMPLOYEE_ABSENT_MESSAGE,
  EMPLOYEE_REQUIRED_MESSAGE,
  OFF_STEP_MESSAGE,
  OUT_OF_AGENDA_MESSAGE,
  OUTSIDE_HOURS_MESSAGE,
  SALON_NOT_APPROVED_MESSAGE,
} from '@/shared/clients';
import { must } from '@/shared/must';
import { dayHours, employeeWindowOn } from '@/shared/salon-calendar';
import type { AgendaAppointmentSchema } from '@/shared/schemas/clients';
import { timingOf } from '@/shared/service-timing';
import { EMPLOYEE_NOT_ELIGIBLE, EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import { addDays, toWallClock } from '@/shared/time-zone';
import { visitPartTimes } from '@/shared/visit-slots';
import { AppError, notFound } from '../../base/errors';
import type { Database, Transaction } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import type { Mailer } from '../../lib/mail/mailer';
import { isExclusionViolation, isForeignKeyViolation } from '../../lib/pg-errors';
import { type ClientFileRef, fileForNewClient, fileForWalkIn, findOwnFile } from '../clients/client-files';
import { writeVisitParts } from '../core/booking-parts';
import { toBookingView } from '../core/booking-view';
import { loadTeam, performs } from '../core/load-team';
import { lockSalonBookings } from '../core/lock-salon-bookings';
import { bookedParts } from '../core/salon-packages';
import { loadSalonCalendar } from '../salons/salon-calendar';
import type { BookingMailContext } from './booking-mail';
import { bookingMade, inBookingTransaction } from './booking-write';
import { loadBusyTimes } from './busy-times';
import { loadSalonService, loadVisitServices } from './get-salon-slots';
import { slotTaken } from './take-slot';

type Appointment = z.output<typeof AgendaAppointmentSchema>;

/**
 * The salon enters an appointment taken by phone, at the desk or by message (docs/product.md#client-file):
 * confirmed at once, for a file of the owner's book (found, made, or none for a nameless walk-in).
 * Placed by `placeAppointment` under the salon's bookings lock, like an online booking under the same
 * lock and the same exclusion constraints, so a phone call and a client online cannot both get one
 * person's time. What it causes (booking-consequences.ts, `booked_by_salon`) commits with it.
 */
export async function createSalonAppointment(options: {
  db: Database;
  mailer: Mailer;
  viewer: Viewer;
  salonId: string;
  input: Appointment;
  mail: Omit<BookingMailContext, 'now'>;
  now: Date;
}): Promise<BookingView> {
  const { db, input, now } = options;
  try {
    const { value: booking } = await inBookingTransaction(db, options.mailer, async (change) => {
      const { tx } = change;
      const { salon, service } = await loadSalonService(tx, options.salonId, input.serviceId, options.viewer);
      if (!salon.isApproved) throw new AppError(409, 'salon_not_approved', SALON_NOT_APPROVED_MESSAGE);
      await lockSalonBookings(tx, salon.id);
      const start = new Date(input.start);
      const date = toWallClock(start, salon.timeZone).date;
      const today = toWallClock(now, salon.timeZone).date;
      if (date < today || date > addDays(today, BOOKING_HORIZON_DAYS)) {
        throw new AppError(400, 'validation_failed', OUT_OF_AGENDA_MESSAGE, { start: OUT_OF_AGENDA_MESSAGE });
      }
      const team = await loadTeam(tx, salon.id);
      const employee = team.find((member) => member.id === input.employeeId);
      if (input.employeeId && !employee) throw notFound(EMPLOYEE_NOT_FOUND);
      if (team.length > 0 && !employee) {
        throw new AppError(400, 'validation_failed', EMPLOYEE_REQUIRED_MESSAGE, {
          employeeId: EMPLOYEE_REQUIRED_MESSAGE,
        });
      }
      // A visit: the services after the first, each with its person (the first one's by default).
      const asked = [
        { service, employee },
        ...(await loadVisitServices(tx, salon.id, input.followedBy, 'salon')).map((part) => {
          const chosen = part.employeeId ? team.find((member) => member.id === part.employeeId) : employee;
          if (part.employeeId && !chosen) throw notFound(EMPLOYEE_NOT_FOUND);
          return { service: part.service, employee: chosen };
        }),
      ];
      for (const part of asked) {
        if (part.employee && !performs(part.employee, part.service.id)) {
          throw new AppError(409, 'employee_unavailable', EMPLOYEE_NOT_ELIGIBLE);
        }
      }
      const calendar = await loadSalonCalendar(tx, salon.id);
      const hours = dayHours(calendar, date);
      const busy = await loadBusyTimes(tx, {
        salonId: salon.id,
        date,
        timeZone: salon.timeZone,
        employeeIds: team.map((member) => member.id),
      });
      const placed = visitPartTimes(
        start,
        asked.map((part) => ({ timing: timingOf(part.service), employeeId: part.employee?.id ?? null })),
      );
      // Each service in turn, with its person: the first one decides the five-minute step.
      const placements = placed.map((times, index) => {
        const { service: partService, employee: person } = must(asked[index], 'a part asked');
        // Without a team the salon takes one client at a time; with one, a booking naming nobody
        // blocks everyone.
        const takesTheSame = (employeeId: string | null) =>
          !person || employeeId === null || employeeId === person.id;
        return placeAppointment({
          start: times.startTime,
          durationMinutes: partService.duration,
          ...timingOf(partService),
          // Dropped when the same person goes on with the next service.
          cleanupMinutes: (times.busyEnd.getTime() - times.endTime.getTime()) / 60_000,
          timeZone: salon.timeZone,
          hours,
          window: person
            ? employeeWindowOn(calendar, person, date, hours)
            : hours.isClosed
              ? null
              : { start: hours.openTime, end: hours.closeTime },
          bookings: busy.filter(
            (interval) => interval.kind === 'booking' && takesTheSame(interval.employeeId),
          ),
          absences: busy.filter(
            (interval) => interval.kind === 'absence' && interval.employeeId === person?.id,
          ),
          onStep: index === 0,
        });
      });
      if (placements[0] === 'off_step') {
        throw new AppError(400, 'validation_failed', OFF_STEP_MESSAGE, { start: OFF_STEP_MESSAGE });
      }
      if (placements.includes('taken')) throw slotTaken();
      if (placements.includes('absent')) throw new AppError(409, 'employee_absent', EMPLOYEE_ABSENT_MESSAGE);
      if (placements.includes('outside_hours') && !input.outsideHours) {
        throw new AppError(409, 'outside_hours', OUTSIDE_HOURS_MESSAGE);
      }
      const asServices = placed.map((times, index) => {
        const { service: partService } = must(asked[index], 'a part asked');
        return {
          ...times,
          serviceId: partService.id,
          serviceName: partService.name,
          servicePrice: partService.price,
        };
      });
      const { parts, visit } = await bookedParts(tx, salon, asServices, input.packageId);
      const file = await clientFileOf(tx, salon.ownerId, input.client);
      const [row] = await tx
        .insert(bookings)
        .values({
          clientId: file?.userId ?? null,
          salonClientId: file?.id ?? null,
          origin: input.origin,
          notifyClient: input.notifyClient,
          salonNote: input.salonNote || null,
          ...visit,
          status: 'confirmed',
        })
        .returning({ id: bookings.id });
      const inserted = must(row, 'the inserted appointment');
      await writeVisitParts(tx, { id: inserted.id, salonId: salon.id }, parts);
      // Its reminder too (none when the salon keeps the client out of its messages).
      const view = await bookingMade(change, {
        transition: 'booked_by_salon',
        actor: 'salon',
        bookingId: inserted.id,
        now,
        mail: options.mail,
      });
      return toBookingView(view, 'salon');
    });
    return booking;
  } catch (error) {
    if (isExclusionViolation(error) || isForeignKeyViolation(error)) throw slotTaken();
    throw error;
  }
}

async function clientFileOf(
  tx: Transaction,
  ownerId: string,
  client: Appointment['client'],
): Promise<ClientFileRef | null> {
  switch (client.kind) {
    case 'existing':
      return findOwnFile(tx, ownerId, client.id);
    case 'new':
      return fileForNewClient(tx, ownerId, client);
    case 'walk_in':
      return client.fullName ? fileForWalkIn(tx, ownerId, client.fullName) : null;
  }
}
