import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from '@/shared/constants';
import { AppError } from '../base/errors';
import type { Executor } from '../db/client';
import type { AppEnv, Viewer } from './context';
import { ImageQueue } from './image-queue';
import { enforceRateLimit } from './rate-limit';
import { fileUrl, keyFromUrl, type Storage } from './storage/storage';

export const NOT_AN_IMAGE = 'Veuillez sélectionner un fichier image.';
export const IMAGE_TOO_LARGE = 'La taille du fichier ne doit pas dépasser 5MB.';
export const IMAGE_DIMENSIONS_REFUSED = `L'image est trop grande : ${IMAGE_MAX_SIDE_PX.toLocaleString('fr-FR')} pixels de côté et ${(IMAGE_MAX_PIXELS / 1_000_000).toLocaleString('fr-FR')} millions de pixels au plus.`;
export const IMAGE_UNPROCESSABLE = "Cette image n'a pas pu être traitée. Essayez avec une image plus petite.";
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** A job that takes longer is stopped: no honest photo needs it on this server. */
const IMAGE_TIMEOUT_SECONDS = 10;

/**
 * The image libraries, loaded with the first upload rather than at every start (about a quarter of
 * a second of it: decision 057).
 */
let libraries: Promise<{
  sharp: typeof import('sharp')['default'];
  fileTypeFromBuffer: typeof import('file-type')['fileTypeFromBuffer'];
}> | null = null;
const imageLibraries = () =>
  (libraries ??= Promise.all([import('sharp'), import('file-type')]).then(
    ([{ default: sharp }, fileType]) => {
      // One libvips thread per image: the queue below decides how many images run at once.
      sharp.concurrency(1);
      return { sharp, fileTypeFromBuffer: fileType.fileTypeFromBuffer };
    },
    (error: unknown) => {
      // Tried again with the next image rather than kept.
      libraries = null;
      throw error;
    },
  ));
/** The process's one image queue (the worker threads it protects are the process's too). */
export const imageQueue = new ImageQueue(1, 8);
/**
 * Upload bodies read at once. A multipart body of up to 5 MB is parsed on the main thread, where
 * every other request is served: one at a time, the next ones waiting unread (their bytes stay in
 * the network's buffers), and beyond the waiting list a 503 with Retry-After before any is read
 * (decision 073).
 */
export const uploadReading = new ImageQueue(1, 8);

/**
 * Counts an upload against the account's limit per minute, before its body is read or decoded.
 */
export async function limitUploads(options: { db: Executor; viewer: Viewer; perMinute: number }) {
  await enforceRateLimit(
    options.db,
    `upload:${options.viewer.id}`,
    { max: options.perMinute, windowSeconds: 60 },
    (wait) => `Trop d'images envoyées. Veuillez réessayer dans ${wait}.`,
  );
}

/**
 * The bytes of an image upload: a multipart form whose `file` field is a file (avatar, salon cover,
 * employee photo), counted first against the account's uploads per minute. Anything else is refused
 * like a file that is not an image; the bytes themselves are checked by processImage.
 */
export async function readImageUpload(
  c: Context<AppEnv>,
  limit: { db: Executor; viewer: Viewer; perMinute: number },
): Promise<Buffer> {
  await limitUploads(limit);
  return uploadReading.run(async () => {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
    return Buffer.from(await file.arrayBuffer());
  });
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
  const { sharp, fileTypeFromBuffer } = await imageLibraries();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
  return imageQueue.run(async () => {
    // The header says how big the decoded image would be; refuse before decoding a single pixel.
    const { width, height } = await sharp(bytes)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (!width || !height) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
    if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS) {
      throw new AppError(400, 'image_dimensions', IMAGE_DIMENSIONS_REFUSED);
    }
    try {
      const body = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
        .toBuffer();
      return { body, contentType: 'image/webp' };
    } catch (error) {
      if (error instanceof Error && /timeout/i.test(error.message)) {
        throw new AppError(422, 'image_unprocessable', IMAGE_UNPROCESSABLE);
      }
      // Right magic bytes, broken image: still not an image we can show.
      throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
    }
  });
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
