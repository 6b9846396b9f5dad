import type { Storage } from './storage';

export interface S3Options {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Any S3-compatible store (AWS, MinIO, Garage, s3rver in tests), addressed by path so custom endpoints work. */
export function createS3Storage(options: S3Options): Storage {
  // The SDK is loaded with the first file, not at every start (decision 057).
  let connected: Promise<{
    client: import('@aws-sdk/client-s3').S3Client;
    sdk: typeof import('@aws-sdk/client-s3');
  }> | null = null;
  const s3 = () =>
    (connected ??= import('@aws-sdk/client-s3').then(
      (sdk) => ({
        sdk,
        client: new sdk.S3Client({
          region: options.region,
          endpoint: options.endpoint ?? undefined,
          forcePathStyle: Boolean(options.endpoint),
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
      }),
      (error: unknown) => {
        // Tried again with the next file rather than kept.
        connected = null;
        throw error;
      },
    ));
  return {
    async put(key, body, contentType) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      const { client, sdk } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes
          ? { body: Buffer.from(bytes), contentType: object.ContentType ?? 'application/octet-stream' }
          : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
  };
}
