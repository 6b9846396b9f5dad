import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@/shared/constants';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { fileUrl, keyFromUrl, type Storage } from './storage/storage';

export const NOT_AN_IMAGE = 'Veuillez sélectionner un fichier image.';
export const IMAGE_TOO_LARGE = 'La taille du fichier ne doit pas dépasser 5MB.';
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * The bytes of an image upload: a multipart form whose `file` field is a file (avatar, salon cover,
 * employee photo). Anything else is refused like a file that is not an image; the bytes themselves
 * are checked by processImage.
 */
export async function readImageUpload(c: Context<AppEnv>): Promise<Buffer> {
  const form = await c.req.parseBody().catch(() => null);
  const file = form?.file;
  if (!(file instanceof File)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Checks an upload by its bytes (never its name or declared type), then re-encodes it as WebP within
 * a bounded size. Re-encoding drops all metadata (EXIF: GPS position, camera) and any payload hidden
 * in the original file (decision 032).
 */
export async function processImage(
  bytes: Buffer,
  maxSide: number,
): Promise<{ body: Buffer; contentType: string }> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, 'image_too_large', IMAGE_TOO_LARGE);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
  try {
    const body = await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { body, contentType: 'image/webp' };
  } catch {
    // Right magic bytes, broken image: still not an image we can show.
    throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
  }
}

/**
 * Stores a new image under `key` (server-made, random), lets `point` save its URL, then deletes the
 * image `previousUrl` named: nothing is left behind. If saving fails, the new file is removed.
 */
export async function replaceStoredImage(options: {
  storage: Storage;
  bytes: Buffer;
  maxSide: number;
  key: string;
  previousUrl: string | null | undefined;
  point: (url: string) => Promise<unknown>;
}): Promise<string> {
  const { storage, key } = options;
  const image = await processImage(options.bytes, options.maxSide);
  await storage.put(key, image.body, image.contentType);
  try {
    await options.point(fileUrl(key));
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  const oldKey = keyFromUrl(options.previousUrl);
  if (oldKey) await storage.delete(oldKey);
  return fileUrl(key);
}

/** A random file name, so a new image never hides behind a cached old one. */
export const randomImageName = () => `${randomBytes(16).toString('hex')}.webp`;
