import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './http';

describe('rateLimitSubject', () => {
  it('counts IPv4 addresses one by one, mapped or not', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts a whole IPv6 /64 as one client', () => {
    const subject = rateLimitSubject('2001:db8:85a3:12::1');
    expect(subject).toBe('2001:db8:85a3:12::/64');
    expect(rateLimitSubject('2001:db8:85a3:12:ffff:ffff:ffff:ffff')).toBe(subject);
    expect(rateLimitSubject('2001:0db8:85a3:0012:0000:0000:0000:0042')).toBe(subject);
    expect(rateLimitSubject('2001:db8:85a3:13::1')).not.toBe(subject);
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
  });
});
