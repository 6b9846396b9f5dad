// Reviewers' avatars may be stored as short codes mapped to bundled pictures
// (docs/product.md#profile-and-images).

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
 * The picture a stored avatar value stands for: a code girl1..girl4 becomes its bundled picture, a
 * real URL or an absolute path is kept as is, anything else (empty, unknown code) is no picture.
 */
export function avatarUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (isAvatarCode(trimmed)) return bundledAvatarUrl(trimmed);
  if (trimmed.startsWith('/') || trimmed.startsWith('http://') || trimmed.startsWith('https://'))
    return trimmed;
  return null;
}

/** A reviewer always has a picture: their own, or the first bundled one. */
export function reviewerAvatarUrl(value: string | null | undefined): string {
  return avatarUrl(value) ?? bundledAvatarUrl(DEFAULT_AVATAR);
}
