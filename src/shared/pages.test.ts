import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingLink, pages, readBookingLink, withToken } from '@/shared/pages';

describe('bookingLink', () => {
  it('carries the service, the day and the time it is given, in a fixed order', () => {
    expect(bookingLink('s1')).toBe('/providers/s1/booking');
    expect(bookingLink('s1', { serviceId: 'a b' })).toBe('/providers/s1/booking?service=a%20b');
    expect(bookingLink('s1', { time: '10:30', date: '2026-12-01', serviceId: 'x' })).toBe(
      '/providers/s1/booking?service=x&date=2026-12-01&time=10:30',
    );
    expect(bookingLink('s1', { packageId: 'p1' })).toBe('/providers/s1/booking?package=p1');
    expect(readBookingLink(new URLSearchParams('package=p1'))).toEqual({ packageId: 'p1' });
  });

  it('is read back by readBookingLink, empty values left out', () => {
    const link = bookingLink('s1', { serviceId: 'x&y', date: '2026-12-01', time: '10:30' });
    expect(readBookingLink(new URL(link, 'http://site').searchParams)).toEqual({
      serviceId: 'x&y',
      date: '2026-12-01',
      time: '10:30',
    });
    expect(readBookingLink(new URLSearchParams('service=&date=2026-12-01&other=1'))).toEqual({
      date: '2026-12-01',
    });
  });
});

describe('page addresses the server writes into e-mails, calendars and the sitemap', () => {
  it('are the addresses the web app serves', () => {
    expect(pages.provider('s1')).toBe('/providers/s1');
    expect(pages.booking('s1')).toBe('/providers/s1/booking');
    expect(pages.bookingRecap('b1')).toBe('/dashboard/bookings/b1');
    expect(pages.reminderLink('t1')).toBe('/rappel/t1');
    expect(pages.bookings).toBe('/dashboard/bookings');
    expect(pages.salons).toBe('/dashboard/salons');
    expect(pages.login).toBe('/login');
  });

  it('carry a token as it is: the tokens are base64url, which encoding leaves alone', () => {
    for (let i = 0; i < 50; i += 1) {
      const token = `${randomBytes(40).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
      expect(withToken(pages.verifyEmail, token)).toBe(`/verify-email?token=${token}`);
      expect(withToken(pages.confirmEmail, token)).toBe(`/confirm-email?token=${token}`);
      expect(withToken(pages.resetPassword, token)).toBe(
        `/reset-password?token=${encodeURIComponent(token)}`,
      );
    }
  });
});
