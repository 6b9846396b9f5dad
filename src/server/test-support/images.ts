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

/** Multipart form with one file, as a browser sends it. */
export function fileForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
