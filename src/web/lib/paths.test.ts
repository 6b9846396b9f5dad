import { describe, expect, it } from 'vitest';
import { bookingLink, readBookingLink, safeRedirect } from '@/web/lib/paths';

describe('safeRedirect', () => {
  it('follows same-site paths', () => {
    expect(safeRedirect('/providers/1/booking')).toBe('/providers/1/booking');
    expect(safeRedirect('/dashboard?tab=a')).toBe('/dashboard?tab=a');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://evil.com',
    'evil.com',
    '',
    null,
  ])('refuses %j and falls back to /dashboard', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });
});

describe('bookingLink', () => {
  it('carries the service, the day and the time it is given, in a fixed order', () => {
    expect(bookingLink('s1')).toBe('/providers/s1/booking');
    expect(bookingLink('s1', { serviceId: 'a b' })).toBe('/providers/s1/booking?service=a%20b');
    expect(bookingLink('s1', { time: '10:30', date: '2026-12-01', serviceId: 'x' })).toBe(
      '/providers/s1/booking?service=x&date=2026-12-01&time=10:30',
    );
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
