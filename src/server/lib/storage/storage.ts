/**
 * Where uploaded files live: a local folder by default, any S3-compatible store when configured
 * (decision 032).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server only ("avatars/{user}/{random}.webp"); anything else is refused. */
export const SAFE_KEY =
  /^(avatars|salon-covers|salon-photos)\/[0-9a-f-]{36}(\/[0-9a-f-]{36})?\/[0-9a-f]{32}\.webp$/;

/** The URL a stored file is served at. */
export const fileUrl = (key: string) => `/files/${key}`;

export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith('/files/')) return null;
  const key = url.slice('/files/'.length);
  return SAFE_KEY.test(key) ? key : null;
}
