import { endpoints } from '@/shared/endpoints';
import type { CreateBookingInput } from '@/shared/schemas/bookings';
import type { TestClient } from './test-client';

// The booking routes as the tests call them most: a person moves one of their bookings, the salon
// drags one in its agenda.

/** Moves the booking to `start` (an ISO instant), with `employeeId` when the salon reassigns it. */
export const moveBooking = (http: TestClient, id: string, start: string, employeeId?: string) =>
  http.call(endpoints.bookingActions.move, { params: { id }, body: { start, employeeId } });

/** A client books online, as the booking page sends it. */
export const bookOnline = (http: TestClient, body: CreateBookingInput) =>
  http.call(endpoints.bookings.create, { body });
