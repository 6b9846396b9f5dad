import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@/shared/api-types';
import {
  availableActions,
  BOOKING_ACTIONS,
  BOOKING_SIDES,
  type BookingAction,
  type BookingSide,
  refusalOf,
} from '@/shared/booking-policy';
import { BOOKING_STATUSES, type BookingStatus } from '@/shared/booking-status';
import { must } from '@/shared/must';
import { createSalon, createUser, signedIn, type TestUser } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { tunis, workday } from '../../test-support/tunis-dates';

// The pages show the actions `availableActions` returns; the API must accept exactly those. For every
// side × status × (upcoming, past) × action, a booking in that state is created and the action is
// sent through the real route: it succeeds if and only if the shared policy offers it.

let server: TestServer;
let client: TestUser;
let salonId: string;
let serviceId: string;
const http = {} as Record<BookingSide, TestClient>;

beforeAll(async () => {
  server = await sharedTestServer();
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  client = await createUser(server.deps, { role: 'client' });
  const admin = await createUser(server.deps, { role: 'admin' });
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    services: [{ name: 'Coupe', price: '20.00', duration: 30 }],
  });
  salonId = salon.id;
  serviceId = must(salon.serviceIds[0], 'salon.serviceIds[0]');
  http.client = await signedIn(server, client);
  http.salon = await signedIn(server, owner);
  http.admin = await signedIn(server, admin);
});
afterAll(async () => {
  await server?.stop();
});

let rowCount = 0;
/** A booking in the given state; upcoming ones sit years ahead, one hour apart, out of every move's way. */
async function bookingIn(status: BookingStatus, upcoming: boolean) {
  const index = rowCount++;
  const start = upcoming
    ? new Date(Date.UTC(2031, 0, 1) + index * 3_600_000)
    : new Date(Date.UTC(2024, 0, 1) + index * 3_600_000);
  return insertBooking(server.deps, {
    clientId: client.id,
    prestataireId: client.id,
    salonId,
    serviceId,
    servicePrice: '20.00',
    start,
    minutes: 30,
    status,
  });
}

let moveCount = 0;
/** A free slot for a move: each move gets its own hour on its own working day. */
function freeStart() {
  const index = moveCount++;
  return tunis(workday(index), `${String(9 + (index % 8)).padStart(2, '0')}:00`);
}

function send(side: BookingSide, action: BookingAction, id: string) {
  const body =
    action === 'move' ? { start: freeStart() } : action === 'confirm' ? {} : { note: 'Motif du test' };
  return http[side].post<BookingView & { error?: { code: string } }>(`/bookings/${id}/${action}`, body);
}

describe('the booking policy', () => {
  const cases = BOOKING_SIDES.flatMap((side) =>
    BOOKING_STATUSES.flatMap((status) => [true, false].map((upcoming) => ({ side, status, upcoming }))),
  );

  it.each(cases)('agrees with the API: $side on a $status booking (upcoming: $upcoming)', async (state) => {
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const action of BOOKING_ACTIONS) {
      const booking = await bookingIn(state.status, state.upcoming);
      // The fixed row's owner prestataireId is irrelevant: the salon's owner is the salon side.
      const response = await send(state.side, action, booking.id);
      const offered = availableActions(state.side, booking, new Date());
      outcomes[action] = response.status < 300 ? 'accepted' : `refused ${response.status}`;
      const refusal = refusalOf(state.side, action, booking, new Date());
      expected[action] = offered.includes(action) ? 'accepted' : `refused ${refusal?.status}`;
      if (response.status >= 300 && refusal) expect(response.body.error?.code).toBe(refusal.code);
    }
    expect(outcomes).toEqual(expected);
  });
});
