import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { createUser, signedIn } from '../../test-support/factories';
import { fileForm, jpegWithGps, png } from '../../test-support/images';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, startTestServer, type TestServer } from '../../test-support/test-server';

async function signedInClient(server: TestServer) {
  const user = await createUser(server.deps, { role: 'client' });
  return { user, http: await signedIn(server, user) };
}
const upload = (http: TestClient, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
  http.call(endpoints.profile.uploadAvatar, { body: fileForm(bytes, name, type) });

/** The same checks for each storage driver. */
function storageSuite(name: string, start: () => Promise<TestServer>) {
  describe(`avatar upload (${name})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await start();
    });
    afterAll(async () => {
      await server?.stop();
    });
    const getFile = (url: string) => fetch(`${server.url}${url}`);

    it('takes 10 images per account per minute; the 11th is a French 429 that stores nothing', async () => {
      const { http } = await signedInClient(server);
      const small = await png(40, 40);
      let last = '';
      for (let i = 0; i < 10; i++) {
        const response = await upload(http, small, 'a.png', 'image/png');
        expect(response.status).toBe(200);
        last = must(response.body.me?.userDetails.avatar_url, 'response.body.me?.userDetails.avatar_url');
      }
      const refused = await upload(http, small, 'a.png', 'image/png');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.error.message).toBe("Trop d'images envoyées. Veuillez réessayer dans 1 minute.");
      const me = await http.call(endpoints.accounts.me);
      expect(me.body.me?.userDetails.avatar_url).toBe(last);
      // Another account is not slowed by this one.
      expect((await upload((await signedInClient(server)).http, small, 'a.png', 'image/png')).status).toBe(
        200,
      );
    });

    it('re-encodes a photo to WebP within 512 px, strips its GPS metadata, serves it with a 1-hour cache', async () => {
      const { user, http } = await signedInClient(server);
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const response = await upload(http, original);
      expect(response.status).toBe(200);
      const url = must(response.body.me?.userDetails.avatar_url, 'url');
      expect(url).toMatch(new RegExp(`^/files/avatars/${user.id}/[0-9a-f]{32}\\.webp$`));
      const file = await getFile(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
      const stored = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(stored.format).toBe('webp');
      expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBe(512);
      expect(stored.exif).toBeUndefined();
    });

    it('replaces without leaving the old file behind, and removes it', async () => {
      const { http } = await signedInClient(server);
      const first = must(
        (await upload(http, await png(), 'a.png', 'image/png')).body.me?.userDetails.avatar_url,
        'first',
      );
      const second = must(
        (await upload(http, await png(400, 200), 'b.png', 'image/png')).body.me?.userDetails.avatar_url,
        'second',
      );
      expect(second).not.toBe(first);
      expect((await getFile(first)).status).toBe(404);
      expect((await getFile(second)).status).toBe(200);
      const removed = await http.call(endpoints.profile.removeAvatar);
      expect(removed.body.me?.userDetails.avatar_url).toBeNull();
      expect((await getFile(second)).status).toBe(404);
    });

    it('refuses a file renamed to .png that is not an image, and an oversize file, changing nothing', async () => {
      const { http } = await signedInClient(server);
      const fake = await upload(
        http,
        Buffer.from('<?php echo "pas une image"; ?>'.repeat(20)),
        'photo.png',
        'image/png',
      );
      expect(fake.status).toBe(400);
      expect(fake.body.error.message).toBe('Veuillez sélectionner un fichier image.');
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await upload(http, big, 'grande.png', 'image/png');
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.error.message).toBe('La taille du fichier ne doit pas dépasser 5MB.');
      const huge = await upload(http, Buffer.alloc(8 * 1024 * 1024), 'enorme.png', 'image/png');
      expect(huge.status).toBe(413);
      expect(huge.body.error.message).toBe('La taille du fichier ne doit pas dépasser 5MB.');
      expect((await http.call(endpoints.accounts.me)).body.me?.userDetails.avatar_url).toBeNull();
    });
  });
}

storageSuite('local folder', () => sharedTestServer());

const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'rdv-s3rver-'));
let s3: S3rver | null = null;
storageSuite('S3-compatible store (s3rver)', async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'rdv-test', configs: [] }],
  });
  const { port } = await s3.run();
  return startTestServer({
    S3_BUCKET: 'rdv-test',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('profile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await sharedTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('edits the full name (at least 2 characters); e-mail and role cannot be changed', async () => {
    const { user, http } = await signedInClient(server);
    const short = await http.call(endpoints.profile.update, { body: { fullName: 'A' } });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Le nom doit contenir au moins 2 caractères');
    const renamed = await http.send(endpoints.profile.update, {
      body: { fullName: 'Nouveau Nom', email: 'pirate@example.com', role: 'admin' },
    });
    expect(renamed.body.me).toMatchObject({
      userDetails: { full_name: 'Nouveau Nom' },
      user: { email: user.email },
      role: 'client',
    });
    expect(
      (await server.client().call(endpoints.profile.update, { body: { fullName: 'Visiteur' } })).status,
    ).toBe(401);
  });
});
