import { describe, expect, it } from 'vitest';
import { AppError } from '../base/errors';
import { pixelFloodPng, png } from '../test-support/images';
import { IMAGES_BUSY, ImageQueue } from './image-queue';
import { IMAGE_DIMENSIONS_REFUSED, processImage } from './images';

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

describe('an uploaded image is measured from its header before any decoding', () => {
  it('refuses the 94 KiB PNG of 1 × 49,999,999 pixels at once, with a French 400', async () => {
    const flood = pixelFloodPng(1, 49_999_999);
    expect(flood.length).toBeLessThan(120 * 1024);
    const started = performance.now();
    expect(await refusal(processImage(flood, 800))).toEqual({
      status: 400,
      code: 'image_dimensions',
      message: IMAGE_DIMENSIONS_REFUSED,
    });
    // Decoding it took 8 to 31 seconds; reading its header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('caps each side and the pixel count separately', async () => {
    expect((await refusal(processImage(pixelFloodPng(8001, 1), 800))).code).toBe('image_dimensions');
    expect((await refusal(processImage(pixelFloodPng(1, 8001), 800))).code).toBe('image_dimensions');
    expect((await refusal(processImage(pixelFloodPng(5000, 5000), 800))).code).toBe('image_dimensions');
    expect(IMAGE_DIMENSIONS_REFUSED).toBe(
      "L'image est trop grande : 8\u202f000 pixels de côté et 24 millions de pixels au plus.",
    );
  });

  it('still accepts and re-encodes an ordinary photo', async () => {
    const image = await processImage(await png(1200, 900), 800);
    expect(image.contentType).toBe('image/webp');
    expect(image.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('the image queue', () => {
  it('runs jobs one at a time, and refuses with a French 503 beyond its waiting list', async () => {
    const queue = new ImageQueue(1, 2);
    let running = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const job = () =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
      });
    const jobs = [job(), job(), job()];
    const fourth = await refusal(job());
    expect(fourth).toEqual({ status: 503, code: 'images_busy', message: IMAGES_BUSY });
    while (release.length || running) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      release.shift()?.();
    }
    await Promise.all(jobs);
    expect(most).toBe(1);
  });
});
