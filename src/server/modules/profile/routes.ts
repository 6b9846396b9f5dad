import { eq } from 'drizzle-orm';
import { ProfileSchema } from '@/shared/schemas/profile';
import { users } from '../../db/schema';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readBody } from '../../lib/http';
import { NOT_AN_IMAGE } from '../../lib/images';
import { loadViewer, toMe } from '../auth/viewer';
import { removeAvatar, updateAvatar } from './update-avatar';

export function registerProfileRoutes(api: ApiRouter, { db, storage, auth }: AppDeps) {
  const freshMe = async (headers: Headers) => {
    const viewer = await loadViewer(auth, headers);
    return { me: viewer ? toMe(viewer) : null };
  };

  // Only the full name is editable; the e-mail and the role are not (SPEC §5).
  api.route('patch', '/me', { allow: 'signed-in' }, async (c) => {
    const { fullName } = await readBody(c, ProfileSchema);
    await db
      .update(users)
      .set({ fullName })
      .where(eq(users.id, c.get('viewer')!.id));
    return c.json(await freshMe(c.req.raw.headers));
  });

  api.route('post', '/me/avatar', { allow: 'signed-in' }, async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) throw new AppError(400, 'not_an_image', NOT_AN_IMAGE);
    await updateAvatar({
      db,
      storage,
      userId: c.get('viewer')!.id,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    return c.json(await freshMe(c.req.raw.headers));
  });

  api.route('delete', '/me/avatar', { allow: 'signed-in' }, async (c) => {
    await removeAvatar({ db, storage, userId: c.get('viewer')!.id });
    return c.json(await freshMe(c.req.raw.headers));
  });
}
