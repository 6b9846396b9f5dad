import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS_BY_SIDE,
  ALLOWED_FROM,
  ATTENDANCE_ACTIONS,
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

  it('never offers an action outside the side, the status rule, the time rule or the window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_SIDES),
        fc.constantFrom(...BOOKING_STATUSES),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 72 }),
        (side, status, offsetSeconds, cancellationWindowHours) => {
          const booking = {
            status,
            startTime: new Date(now.getTime() + offsetSeconds * 1000),
            cancellationWindowHours,
          };
          const offered = availableActions(side, booking, now);
          const outsideWindow = side !== 'client' || offsetSeconds > cancellationWindowHours * 3600;
          for (const action of BOOKING_ACTIONS) {
            const attendance = (ATTENDANCE_ACTIONS as readonly string[]).includes(action);
            const allowed =
              ACTIONS_BY_SIDE[side].includes(action) &&
              ALLOWED_FROM[action].includes(status) &&
              (attendance ? offsetSeconds <= 0 : offsetSeconds > 0 && outsideWindow);
            expect(offered.includes(action)).toBe(allowed);
          }
          // Anything but attendance is upcoming: a page never offers to change a past booking.
          if (offered.some((action) => !(ATTENDANCE_ACTIONS as readonly string[]).includes(action)))
            expect(isUpcoming(booking, now)).toBe(true);
        },
      ),
    );
  });

  it('keeps the client out of the cancellation window, naming its end; the salon still acts', () => {
    const confirmed = {
      status: 'confirmed' as const,
      startTime: '2030-03-12T09:00:00.000Z',
      cancellationWindowHours: 24,
      timeZone: 'Africa/Tunis',
    };
    expect(refusalOf('client', 'cancel', confirmed, now)).toBeNull();
    const inside = new Date('2030-03-11T09:00:00Z');
    expect(refusalOf('client', 'cancel', confirmed, inside)).toMatchObject({
      status: 409,
      code: 'cancellation_window',
      message: expect.stringContaining('le 11 mars 2030 à 10:00'),
    });
    expect(refusalOf('client', 'move', confirmed, inside)?.code).toBe('cancellation_window');
    expect(refusalOf('salon', 'cancel', confirmed, inside)).toBeNull();
    expect(refusalOf('salon', 'move', confirmed, inside)).toBeNull();
  });

  it('records attendance only after the start, and only for the salon', () => {
    const past = { status: 'confirmed' as const, startTime: earlier };
    expect(availableActions('salon', past, now)).toEqual(['attended', 'no_show']);
    expect(availableActions('client', past, now)).toEqual([]);
    expect(refusalOf('salon', 'no_show', { status: 'confirmed', startTime: later }, now)).toMatchObject({
      code: 'booking_not_started',
    });
    expect(refusalOf('admin', 'no_show', past, now)?.code).toBe('forbidden');
    expect(availableActions('salon', { status: 'no_show', startTime: earlier }, now)).toEqual(['attended']);
    expect(availableActions('salon', { status: 'pending', startTime: earlier }, now)).toEqual([]);
  });
});
