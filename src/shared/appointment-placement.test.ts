import { describe, expect, it } from 'vitest';
import { type PlacementInput, placeAppointment } from './appointment-placement';
import type { OpeningHoursDay } from './opening-hours';
import { fromWallClock } from './time-zone';

const zone = 'Africa/Tunis';
const day = '2027-03-02';
const at = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  const instant = fromWallClock(day, (h ?? 0) * 60 + (m ?? 0), zone);
  if (!instant) throw new Error(time);
  return instant;
};
const hours: OpeningHoursDay = {
  day: 'tuesday',
  openTime: '09:00',
  closeTime: '18:00',
  isClosed: false,
  hasLunchBreak: true,
  lunchBreakStart: '12:00',
  lunchBreakEnd: '13:00',
};
const base = (start: string, changes: Partial<PlacementInput> = {}): PlacementInput => ({
  start: at(start),
  durationMinutes: 30,
  timeZone: zone,
  hours,
  window: { start: '09:00', end: '18:00' },
  bookings: [],
  absences: [],
  ...changes,
});

describe('placeAppointment', () => {
  it('takes any five-minute step inside the working hours', () => {
    expect(placeAppointment(base('10:05'))).toBe('ok');
    expect(placeAppointment(base('17:30'))).toBe('ok');
    expect(placeAppointment(base('10:07'))).toBe('off_step');
  });

  it('never over another booking, whatever the hours', () => {
    const bookings = [{ start: at('10:00'), end: at('10:30') }];
    expect(placeAppointment(base('09:45', { bookings }))).toBe('taken');
    expect(placeAppointment(base('10:25', { bookings }))).toBe('taken');
    expect(placeAppointment(base('10:30', { bookings }))).toBe('ok');
    expect(placeAppointment(base('09:30', { bookings }))).toBe('ok');
    expect(placeAppointment(base('20:00', { bookings: [{ start: at('20:10'), end: at('20:40') }] }))).toBe(
      'taken',
    );
  });

  it('never over an absence or a pause', () => {
    const absences = [{ start: at('14:00'), end: at('15:00') }];
    expect(placeAppointment(base('14:50', { absences }))).toBe('absent');
    expect(placeAppointment(base('15:00', { absences }))).toBe('ok');
  });

  it('outside the hours, the lunch break or on a day off, only when the salon insists', () => {
    expect(placeAppointment(base('08:30'))).toBe('outside_hours');
    expect(placeAppointment(base('17:45'))).toBe('outside_hours');
    expect(placeAppointment(base('11:45'))).toBe('outside_hours');
    expect(placeAppointment(base('10:00', { window: null }))).toBe('outside_hours');
    expect(placeAppointment(base('10:00', { hours: { ...hours, isClosed: true } }))).toBe('outside_hours');
    expect(placeAppointment(base('10:00', { window: { start: '14:00', end: '18:00' } }))).toBe(
      'outside_hours',
    );
  });
});
