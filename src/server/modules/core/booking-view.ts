import { eq, type SQL, sql } from 'drizzle-orm';
import type { BookingPartView, BookingView } from '@/shared/api-types';
import { firstNameOf } from '@/shared/staff';
import type { Executor } from '../../db/client';
import { bookings, employees, salonClients, salons, users } from '../../db/schema';

/** Bookings with what the pages show: salon, service as booked, client. */
export function selectBookingViews(
  executor: Executor,
  /** `parts: false` when the caller reads the parts itself (the agenda): the subquery is skipped. */
  options: { parts?: boolean } = {},
) {
  return executor
    .select({
      id: bookings.id,
      status: bookings.status,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      clientNote: bookings.clientNote,
      prestataireNote: bookings.prestataireNote,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
      sequence: bookings.sequence,
      respondBy: bookings.respondBy,
      clientConfirmedAt: bookings.clientConfirmedAt,
      serviceId: bookings.serviceId,
      serviceName: bookings.serviceName,
      servicePrice: bookings.servicePrice,
      salonId: salons.id,
      salonName: salons.name,
      salonAddress: salons.address,
      salonOwnerId: salons.ownerId,
      timeZone: salons.timeZone,
      cancellationWindowHours: salons.cancellationWindowHours,
      reminderHours: salons.reminderHours,
      clientId: users.id,
      // A booking the salon entered for someone without an account names them by their file.
      clientName: sql<string | null>`coalesce(${users.fullName}, ${salonClients.fullName})`,
      // Whom the booking's e-mails go to: none when the salon chose not to write to the client.
      clientEmail: sql<
        string | null
      >`case when ${bookings.notifyClient} then coalesce(${users.email}, ${salonClients.email}) end`,
      clientPhone: sql<string | null>`coalesce(${users.phone}, ${salonClients.phone})`,
      notifyClient: bookings.notifyClient,
      origin: bookings.origin,
      salonNote: bookings.salonNote,
      fileId: salonClients.id,
      fileName: salonClients.fullName,
      filePhone: salonClients.phone,
      fileAllergies: salonClients.allergies,
      fileUserId: salonClients.userId,
      employeeId: employees.id,
      employeeName: employees.fullName,
      employeePosition: employees.position,
      // The visit's services, in order: one small read by the (booking_id, position) index.
      parts:
        options.parts === false
          ? sql<StoredPart[]>`'[]'::json`
          : sql<StoredPart[]>`(
        select coalesce(json_agg(json_build_object(
          'serviceId', bp.service_id,
          'serviceName', bp.service_name,
          'price', bp.service_price::text,
          'start', (extract(epoch from bp.start_time) * 1000)::bigint,
          'end', (extract(epoch from bp.end_time) * 1000)::bigint,
          'employeeId', bp.employee_id,
          'employeeName', pe.full_name
        ) order by bp.position), '[]'::json)
        from booking_parts bp left join employees pe on pe.id = bp.employee_id
        where bp.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .leftJoin(users, eq(users.id, bookings.clientId))
    .leftJoin(salonClients, eq(salonClients.id, bookings.salonClientId))
    .leftJoin(employees, eq(employees.id, bookings.employeeId))
    .$dynamic();
}

/** A part as the booking view's subquery reads it (instants in epoch milliseconds). */
export interface StoredPart {
  serviceId: string | null;
  serviceName: string;
  price: string;
  start: number | string;
  end: number | string;
  employeeId: string | null;
  employeeName: string | null;
}

export type BookingViewRow = Awaited<ReturnType<ReturnType<typeof selectBookingViews>['execute']>>[number];

/** What every notification about a booking carries, to name it and lead to it (`notification-text.ts`). */
export function bookingNoticeOf(
  booking: Pick<BookingViewRow, 'id' | 'salonId' | 'salonName' | 'serviceName' | 'startTime'>,
) {
  return {
    booking_id: booking.id,
    salon_id: booking.salonId,
    salon_name: booking.salonName,
    service_name: booking.serviceName,
    start_time: booking.startTime.toISOString(),
  };
}

/**
 * A booking as one of its parties sees it. The salon's side (its owner, an admin) also sees the
 * person's file and the salon's own note; the client never does (docs/product.md#client-file).
 */
export function toBookingView(row: BookingViewRow, audience: 'client' | 'salon' = 'client'): BookingView {
  const view = clientBookingView(row);
  if (audience === 'client') return view;
  return {
    ...view,
    salonNote: row.salonNote ?? '',
    clientFile: row.fileId
      ? {
          id: row.fileId,
          fullName: row.fileName ?? '',
          phone: row.filePhone,
          allergies: row.fileAllergies ?? '',
          hasAccount: row.fileUserId !== null,
        }
      : null,
  };
}

function clientBookingView(row: BookingViewRow): BookingView {
  return {
    id: row.id,
    status: row.status,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    clientNote: row.clientNote,
    prestataireNote: row.prestataireNote,
    salon: {
      id: row.salonId,
      name: row.salonName,
      address: row.salonAddress,
      timeZone: row.timeZone,
      cancellationWindowHours: row.cancellationWindowHours,
    },
    service: { id: row.serviceId, name: row.serviceName, price: row.servicePrice },
    client: row.clientId
      ? {
          id: row.clientId,
          full_name: row.clientName ?? '',
          email: row.clientEmail ?? '',
          phone: row.clientPhone ?? null,
        }
      : null,
    employee: row.employeeId
      ? {
          id: row.employeeId,
          firstName: firstNameOf(row.employeeName ?? ''),
          position: row.employeePosition ?? '',
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    respondBy: row.status === 'pending' && row.respondBy ? row.respondBy.toISOString() : null,
    clientConfirmedAt: row.clientConfirmedAt?.toISOString() ?? null,
    origin: row.origin,
    parts: partsOf(row.parts),
  };
}

/** The parts a booking view row carries, as the answers show them. */
export function partsOf(stored: StoredPart[] | string | null): BookingPartView[] {
  // Some drivers hand json back as text.
  const parts: StoredPart[] = typeof stored === 'string' ? JSON.parse(stored) : (stored ?? []);
  return parts.map((part) => ({
    serviceId: part.serviceId,
    serviceName: part.serviceName,
    price: part.price,
    startTime: new Date(Number(part.start)).toISOString(),
    endTime: new Date(Number(part.end)).toISOString(),
    employee: part.employeeId
      ? { id: part.employeeId, firstName: firstNameOf(part.employeeName ?? '') }
      : null,
  }));
}

export async function findBookingView(executor: Executor, where: SQL) {
  const [row] = await selectBookingViews(executor).where(where);
  return row;
}
