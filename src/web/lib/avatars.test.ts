import { describe, expect, it } from 'vitest';
import { AVATAR_CODES, avatarUrl, reviewerAvatarUrl } from '@/web/lib/avatars';

describe('reviewerAvatarUrl', () => {
  it('maps each avatar code to its bundled picture', () => {
    expect(AVATAR_CODES).toEqual(['girl1', 'girl2', 'girl3', 'girl4']);
    for (const code of AVATAR_CODES) {
      expect(reviewerAvatarUrl(code)).toBe(`/avatars/${code}.svg`);
    }
  });

  it('keeps real URLs and absolute paths', () => {
    expect(reviewerAvatarUrl('/uploads/avatars/abc.webp')).toBe('/uploads/avatars/abc.webp');
    expect(reviewerAvatarUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(reviewerAvatarUrl('http://localhost:3000/a.png')).toBe('http://localhost:3000/a.png');
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'girl5',
    'avatar.png',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
  ])('falls back to the first picture for %j', (value) => {
    expect(reviewerAvatarUrl(value)).toBe('/avatars/girl1.svg');
  });
});

describe('avatarUrl (navbar, menus, admin list)', () => {
  it('shows a bundled picture for a code, and no picture for anything it cannot show', () => {
    expect(avatarUrl('girl2')).toBe('/avatars/girl2.svg');
    expect(avatarUrl('/files/avatars/x.webp')).toBe('/files/avatars/x.webp');
    for (const value of [null, '', 'girl5', 'javascript:alert(1)']) expect(avatarUrl(value)).toBeNull();
  });
});
