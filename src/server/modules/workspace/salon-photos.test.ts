import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { notifications, salonPhotos } from '../../db/schema';
import { createOwnedSalon, createSignedInUser } from '../../test-support/factories';
import { fileForm, png } from '../../test-support/images';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// A salon's gallery (decision 053): 8 photos at most, the owner's only, waiting for an admin on an
// approved salon, shown to the public once accepted and in the owner's order.

let server: TestServer;
let admin: TestClient;
let adminId: string;
let image: Buffer;
beforeAll(async () => {
  // Enough uploads a minute for a full gallery and then some.
  server = await startTestServer({ UPLOADS_PER_MINUTE: '40' });
  const signedIn = await createSignedInUser(server, { role: 'admin' });
  admin = signedIn.http;
  adminId = signedIn.user.id;
  image = await png(120, 80);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const service = { name: 'Coupe femme', price: '30.00', duration: 30 };
const upload = (http: TestClient, salonId: string) =>
  http.call(endpoints.workspace.addPhoto, {
    params: { id: salonId },
    body: fileForm(image, 'photo.png', 'image/png'),
  });
const publicPhotos = async (salonId: string) =>
  (await server.client().call(endpoints.salons.get, { params: { id: salonId } })).body.photos;
const fileStatus = async (url: string) => (await fetch(`${server.url}${url}`)).status;
const rowsOf = (salonId: string) =>
  server.deps.db.select().from(salonPhotos).where(eq(salonPhotos.salonId, salonId));
/** A salon the admins have not approved yet (its photos need no separate decision). */
async function unapprovedSalon(name: string) {
  const owned = await createOwnedSalon(server, { salonName: name, service });
  await admin.call(endpoints.admin.setApproval, {
    params: { id: owned.salonId },
    body: { isApproved: false },
  });
  return owned;
}

describe("a salon's gallery", () => {
  it('takes a phone photo of several hundred kilobytes, as the cover does (not the 100 KiB API limit)', async () => {
    const { ownerHttp, salonId } = await unapprovedSalon('Galerie lourde');
    // Noise does not compress: about 500 KB of JPEG.
    const heavy = await sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(300 * 1024);
    const added = await ownerHttp.call(endpoints.workspace.addPhoto, {
      params: { id: salonId },
      body: fileForm(heavy, 'photo.jpg', 'image/jpeg'),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  });

  it('holds 8 photos at most: the 9th is a French 409 that stores nothing', async () => {
    const { ownerHttp, salonId } = await unapprovedSalon('Salon Galerie Pleine');
    for (let i = 0; i < 8; i++) expect((await upload(ownerHttp, salonId)).status).toBe(201);
    const ninth = await upload(ownerHttp, salonId);
    expect(ninth.status).toBe(409);
    expect(ninth.body.error).toEqual({
      code: 'too_many_photos',
      message: 'Un salon peut avoir 8 photos au plus.',
    });
    expect(await rowsOf(salonId)).toHaveLength(8);
    const listed = await ownerHttp.call(endpoints.workspace.photos, { params: { id: salonId } });
    expect(listed.body.items).toHaveLength(8);
    // Not yet approved: shown at once (its approval reviews everything).
    expect(listed.body.items.every((photo) => !photo.pending)).toBe(true);
  });

  it("is its owner's (and admins') only: other people get 403 and change nothing", async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { salonName: 'Salon Privé', service });
    const photo = await upload(ownerHttp, salonId);
    expect(photo.status).toBe(201);
    const other = await createOwnedSalon(server, { salonName: 'Salon Voisin', service });
    const client = await createSignedInUser(server, { role: 'client' });
    for (const stranger of [other.ownerHttp, client.http]) {
      expect((await stranger.call(endpoints.workspace.photos, { params: { id: salonId } })).status).toBe(403);
      expect((await upload(stranger, salonId)).status).toBe(403);
      expect(
        (
          await stranger.call(endpoints.workspace.reorderPhotos, {
            params: { id: salonId },
            body: { ids: [photo.body.id] },
          })
        ).status,
      ).toBe(403);
      expect(
        (await stranger.call(endpoints.workspace.deletePhoto, { params: { id: photo.body.id } })).status,
      ).toBe(403);
    }
    expect((await server.client().call(endpoints.workspace.photos, { params: { id: salonId } })).status).toBe(
      401,
    );
    expect(await rowsOf(salonId)).toHaveLength(1);
    expect((await admin.call(endpoints.workspace.photos, { params: { id: salonId } })).status).toBe(200);
    const missing = await ownerHttp.call(endpoints.workspace.deletePhoto, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Photo introuvable.');
  });

  it('on an approved salon, a new photo waits for an admin; accepted, the public sees it', async () => {
    const { owner, ownerHttp, salonId } = await createOwnedSalon(server, {
      salonName: 'Salon Attente',
      service,
    });
    const first = await upload(ownerHttp, salonId);
    const second = await upload(ownerHttp, salonId);
    expect(first.body.pending).toBe(true);
    expect(second.body.pending).toBe(true);
    expect(await publicPhotos(salonId)).toEqual([]);
    // The file exists (the owner and the admin see it), the public page does not name it.
    expect(await fileStatus(first.body.url)).toBe(200);
    // Every admin is told once that the salon waits, not at each photo.
    const told = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'salon_changes_submitted')));
    expect(told.filter((n) => (n.payload as { salon_id: string }).salon_id === salonId)).toHaveLength(1);

    const waiting = await admin.call(endpoints.admin.salonChanges);
    const request = waiting.body.items.find((item) => item.salonId === salonId);
    expect(request).toMatchObject({ hasProposal: false, current: { name: 'Salon Attente' } });
    expect(request?.photos.map((photo) => photo.id)).toEqual([first.body.id, second.body.id]);

    expect(
      (await admin.call(endpoints.admin.approveSalonPhoto, { params: { id: first.body.id } })).status,
    ).toBe(200);
    expect(await publicPhotos(salonId)).toEqual([{ id: first.body.id, url: first.body.url }]);
    const again = await admin.call(endpoints.admin.approveSalonPhoto, { params: { id: first.body.id } });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Cette photo n'est pas en attente de validation.");

    const refused = await admin.call(endpoints.admin.refuseSalonPhoto, {
      params: { id: second.body.id },
      body: { reason: 'Floue' },
    });
    expect(refused.status).toBe(200);
    expect(await publicPhotos(salonId)).toHaveLength(1);
    expect(await rowsOf(salonId)).toHaveLength(1);
    expect(await fileStatus(second.body.url)).toBe(404);
    const ownerNotes = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(ownerNotes.map((n) => n.type).sort()).toEqual([
      'salon_changes_approved',
      'salon_changes_rejected',
    ]);
    expect(ownerNotes.find((n) => n.type === 'salon_changes_rejected')?.payload).toMatchObject({
      salon_id: salonId,
      reason: 'Floue',
    });
    const after = await admin.call(endpoints.admin.salonChanges);
    expect(after.body.items.find((item) => item.salonId === salonId)).toBeUndefined();
  });

  it('a text change and photos of one salon are one item; each is decided on its own', async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { salonName: 'Salon Mixte', service });
    await ownerHttp.call(endpoints.workspace.updateSalon, {
      params: { id: salonId },
      body: { name: 'Salon Mixte Royal', address: '1 rue de Tunis, Tunis' },
    });
    const photo = await upload(ownerHttp, salonId);
    const waiting = await admin.call(endpoints.admin.salonChanges);
    const items = waiting.body.items.filter((item) => item.salonId === salonId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ hasProposal: true, proposed: { name: 'Salon Mixte Royal' } });
    expect(must(items[0], 'items[0]').photos.map((p) => p.id)).toEqual([photo.body.id]);
    // Approving the text leaves the photo waiting.
    expect((await admin.call(endpoints.admin.approveSalonChanges, { params: { id: salonId } })).status).toBe(
      200,
    );
    const left = await admin.call(endpoints.admin.salonChanges);
    expect(left.body.items.find((item) => item.salonId === salonId)).toMatchObject({
      hasProposal: false,
      photos: [{ id: photo.body.id }],
    });
    expect(await publicPhotos(salonId)).toEqual([]);
  });

  it('the public sees only accepted photos, in the order the owner sets', async () => {
    const { ownerHttp, salonId } = await unapprovedSalon('Salon Ordre');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(ownerHttp, salonId)).body.id);
    await admin.call(endpoints.admin.setApproval, { params: { id: salonId }, body: { isApproved: true } });
    const late = await upload(ownerHttp, salonId);
    expect(late.body.pending).toBe(true);
    expect((await publicPhotos(salonId)).map((p) => p.id)).toEqual(ids);

    const reversed = [late.body.id, ...[...ids].reverse()];
    const reordered = await ownerHttp.call(endpoints.workspace.reorderPhotos, {
      params: { id: salonId },
      body: {
        ids: reversed,
      },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((p) => p.id)).toEqual(reversed);
    expect((await publicPhotos(salonId)).map((p) => p.id)).toEqual([...ids].reverse());

    // A list that misses a photo, or names one twice: refused, order unchanged.
    const stale = await ownerHttp.call(endpoints.workspace.reorderPhotos, {
      params: { id: salonId },
      body: { ids },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('photos_changed');
    const twice = await ownerHttp.send(endpoints.workspace.reorderPhotos, {
      params: { id: salonId },
      body: {
        ids: [ids[0], ids[0], ids[1], ids[2]],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe("L'ordre des photos est invalide.");
    expect((await publicPhotos(salonId)).map((p) => p.id)).toEqual([...ids].reverse());
  });

  it('deleting a photo, or the salon, removes the files too', async () => {
    const { ownerHttp, salonId } = await unapprovedSalon('Salon Ménage');
    const kept = await upload(ownerHttp, salonId);
    const gone = await upload(ownerHttp, salonId);
    expect(
      (await ownerHttp.call(endpoints.workspace.deletePhoto, { params: { id: gone.body.id } })).status,
    ).toBe(204);
    expect(await fileStatus(gone.body.url)).toBe(404);
    expect(
      (await ownerHttp.call(endpoints.workspace.photos, { params: { id: salonId } })).body.items,
    ).toEqual([kept.body]);
    expect(await fileStatus(kept.body.url)).toBe(200);
    expect((await ownerHttp.call(endpoints.workspace.deleteSalon, { params: { id: salonId } })).status).toBe(
      204,
    );
    expect(await fileStatus(kept.body.url)).toBe(404);
  });
});
