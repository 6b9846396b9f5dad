import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS_BY_SIDE,
  ALLOWED_FROM,
  availableActions,
  BOOKING_ACTIONS,
  BOOKING_SIDES,
  isUpcoming,
  refusalOf,
  sideOfRole,
} from './booking-policy';
import { BOOKING_STATUSES } from './booking-status';

const now = new Date('2030-03-10T10:00:00Z');
const later = '2030-03-11T09:00:00.000Z';
const earlier = '2030-03-09T09:00:00.000Z';

describe('booking policy', () => {
  it('gives each role its side', () => {
    expect([sideOfRole('client'), sideOfRole('prestataire'), sideOfRole('admin')]).toEqual([
      'client',
      'salon',
      'admin',
    ]);
  });

  it('lets the salon confirm or refuse a request, and both sides move or cancel it', () => {
    const request = { status: 'pending' as const, startTime: later };
    expect(availableActions('salon', request, now)).toEqual(['confirm', 'refuse', 'cancel', 'move']);
    expect(availableActions('client', request, now)).toEqual(['cancel', 'move']);
    expect(availableActions('admin', request, now)).toEqual(['cancel']);
    const confirmed = { status: 'confirmed' as const, startTime: later };
    expect(availableActions('salon', confirmed, now)).toEqual(['cancel', 'move']);
  });

  it('offers nothing on a closed or past booking, and says why', () => {
    for (const side of BOOKING_SIDES) {
      expect(availableActions(side, { status: 'cancelled', startTime: later }, now)).toEqual([]);
      expect(availableActions(side, { status: 'refused', startTime: later }, now)).toEqual([]);
      expect(availableActions(side, { status: 'pending', startTime: earlier }, now)).toEqual([]);
    }
    expect(refusalOf('client', 'confirm', { status: 'pending', startTime: later }, now)).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(refusalOf('salon', 'confirm', { status: 'confirmed', startTime: later }, now)).toMatchObject({
      status: 409,
      code: 'invalid_transition',
      message: 'Seul un rendez-vous en attente ou modifié peut être confirmé.',
    });
    expect(refusalOf('salon', 'cancel', { status: 'pending', startTime: now }, now)).toMatchObject({
      code: 'booking_past',
      message: 'Ce rendez-vous est déjà passé.',
    });
  });

  it('never offers an action outside the side, the status rule or the future', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_SIDES),
        fc.constantFrom(...BOOKING_STATUSES),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (side, status, offsetSeconds) => {
          const booking = { status, startTime: new Date(now.getTime() + offsetSeconds * 1000) };
          const offered = availableActions(side, booking, now);
          for (const action of BOOKING_ACTIONS) {
            const allowed =
              ACTIONS_BY_SIDE[side].includes(action) &&
              ALLOWED_FROM[action].includes(status) &&
              offsetSeconds > 0;
            expect(offered.includes(action)).toBe(allowed);
          }
          // Anything actionable is upcoming: a page never shows a button on a past booking.
          if (offered.length > 0) expect(isUpcoming(booking, now)).toBe(true);
        },
      ),
    );
  });
});
