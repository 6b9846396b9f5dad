// Reviewers' avatars may be stored as short codes mapped to bundled pictures (SPEC §3).

export const AVATAR_CODES = ['girl1', 'girl2', 'girl3', 'girl4'] as const;

export type AvatarCode = (typeof AVATAR_CODES)[number];

const DEFAULT_AVATAR: AvatarCode = 'girl1';

function isAvatarCode(value: string): value is AvatarCode {
  return (AVATAR_CODES as readonly string[]).includes(value);
}

function bundledAvatarUrl(code: AvatarCode): string {
  return `/avatars/${code}.svg`;
}

/**
 * Picture URL for a reviewer: a code girl1..girl4 becomes its bundled picture, a real URL or an
 * absolute path is kept as is, anything else (empty, unknown code) falls back to the first picture.
 */
export function reviewerAvatarUrl(avatarUrl: string | null | undefined): string {
  const value = avatarUrl?.trim() ?? '';
  if (isAvatarCode(value)) return bundledAvatarUrl(value);
  if (value.startsWith('/') || value.startsWith('http://') || value.startsWith('https://')) return value;
  return bundledAvatarUrl(DEFAULT_AVATAR);
}
