import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/web/lib/paths';

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
