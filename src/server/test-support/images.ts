import zlib from 'node:zlib';
import sharp from 'sharp';

/** A real photo-like JPEG carrying EXIF GPS coordinates, as a phone would send it. */
export async function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 190, g: 24, b: 93 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '10/1 11/1 0/1',
      },
    })
    .toBuffer();
}

export async function png(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/**
 * The largest photo the uploads accept: a JPEG of noise just under the 5 MB cap, which every step
 * (the form, the type check, the decoder, the encoder) has to go through for real.
 */
export async function largestAcceptedJpeg(maxBytes: number): Promise<Buffer> {
  const side = 1800;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  let quality = 100;
  for (;;) {
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= maxBytes || quality <= 50) return jpeg;
    quality -= 5;
  }
}

/** Multipart form with one file, as a browser sends it. */
export function fileForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/**
 * A valid grey PNG of width × height pixels whose rows are all zero: a few hundred kilobytes on the
 * wire that decode into `width × height` bytes (the "pixel flood" of the security review: 1 ×
 * 49,999,999 pixels in 94 KiB). Built by hand: an image library would decode what it writes.
 */
export function pixelFloodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row: a filter byte then one byte per pixel, all zero; deflate shrinks them about 1000 times.
  const rows = zlib.deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
