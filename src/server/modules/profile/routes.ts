import type { Context } from 'hono';
import type { MeAnswer } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { PhoneCodeSchema, WhatsappOptInSchema } from '@/shared/schemas/phone-verification';
import {
  ChangeEmailSchema,
  ConfirmEmailChangeSchema,
  DeleteAccountSchema,
  ProfileSchema,
} from '@/shared/schemas/profile';
import { TwoFactorConfirmSchema, TwoFactorPasswordSchema } from '@/shared/schemas/two-factor';
import { now } from '../../base/clock';
import { offersWhatsapp } from '../../config/messaging';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv, Viewer } from '../../lib/context';
import { readImageUpload } from '../../lib/images';
import { uuidParam } from '../../lib/params';
import { enforceRateLimit } from '../../lib/rate-limit';
import { recordSecurityEvent, securityActorOf } from '../../lib/security-log';
import { cookiesOnto, headersForAuth } from '../auth/auth-headers';
import { endOtherSessions, endSession, listSessions, SESSION_NOT_FOUND } from '../auth/sessions';
import { loadViewer, toMe } from '../auth/viewer';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { deleteOwnAccount } from './delete-account';
import { exportPersonalData } from './export-data';
import { getPhoneSettings, sendPhoneCode, setWhatsappOptIn, verifyPhone } from './phone-verification';
import { removeAvatar } from './remove-avatar';
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  renewRecoveryCodes,
  startTwoFactor,
} from './two-factor-settings';
import { updateAvatar } from './update-avatar';
import { updateProfile } from './update-profile';

/** Confirmation e-mails one account may ask for per hour. */
const EMAIL_CHANGES_PER_HOUR = { max: 3, windowSeconds: 3600 };

export function registerProfileRoutes(api: ApiRouter, { db, storage, auth, config, mailer }: AppDeps) {
  // Every change answers the session read again, so the navbar shows it at once.
  const freshMe = async (c: Context<AppEnv>): Promise<MeAnswer> => {
    const viewer = await loadViewer(auth, c.req.raw.headers);
    return { me: viewer ? toMe(viewer) : null };
  };

  api.route(
    endpoints.profile.update,
    { allow: 'signed-in', body: ProfileSchema },
    async (c, viewer, read) => {
      const { fullName, phone } = await read.body();
      await updateProfile({ db, viewer, fullName, phone });
      return c.json(await freshMe(c));
    },
  );

  // The profile's number and WhatsApp (decisions 078, 081): one's own only.
  const whatsappOffered = offersWhatsapp(config.messaging);
  api.route(endpoints.profile.phone, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await getPhoneSettings({ db, viewer, now: now(), whatsappOffered })),
  );
  api.route(
    endpoints.profile.setWhatsapp,
    { allow: 'signed-in', body: WhatsappOptInSchema },
    async (c, viewer, read) => {
      const { optIn } = await read.body();
      return c.json(await setWhatsappOptIn({ db, viewer, optIn, now: now(), whatsappOffered }));
    },
  );
  api.route(endpoints.profile.sendPhoneCode, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await sendPhoneCode({ db, viewer, secret: config.authSecret, now: now() })),
  );
  api.route(
    endpoints.profile.verifyPhone,
    { allow: 'signed-in', body: PhoneCodeSchema },
    async (c, viewer, read) => {
      const { code } = await read.body();
      return c.json(
        await verifyPhone({
          db,
          viewer,
          code,
          secret: config.authSecret,
          actor: securityActorOf(c),
          now: now(),
          whatsappOffered,
        }),
      );
    },
  );

  api.route(endpoints.profile.uploadAvatar, { allow: 'signed-in' }, async (c, viewer) => {
    const bytes = await readImageUpload(c, { db, viewer, perMinute: config.limits.uploadsPerMinute });
    await updateAvatar({ db, storage, viewer, bytes });
    return c.json(await freshMe(c));
  });

  api.route(endpoints.profile.removeAvatar, { allow: 'signed-in' }, async (c, viewer) => {
    await removeAvatar({ db, storage, viewer });
    return c.json(await freshMe(c));
  });

  api.route(endpoints.profile.exportData, { allow: 'signed-in' }, async (c, viewer) => {
    const data = await exportPersonalData({ db, viewer, encryptionKey: config.encryptionKey });
    await recordSecurityEvent(db, securityActorOf(c), { type: 'data_exported', target: viewer.id });
    c.header('content-disposition', 'attachment; filename="rendezvous-mes-donnees.json"');
    return c.json(data);
  });

  api.route(
    endpoints.profile.deleteAccount,
    { allow: 'signed-in', body: DeleteAccountSchema },
    async (c, viewer, read) => {
      const { password } = await read.body();
      return c.json(
        await deleteOwnAccount({
          auth,
          db,
          config,
          storage,
          viewer,
          password,
          requestHeaders: c.req.raw.headers,
          actor: securityActorOf(c),
        }),
      );
    },
  );

  api.route(
    endpoints.profile.requestEmailChange,
    { allow: 'signed-in', body: ChangeEmailSchema },
    async (c, viewer, read) => {
      const { newEmail, password } = await read.body();
      await enforceRateLimit(
        db,
        `email-change:${viewer.id}`,
        EMAIL_CHANGES_PER_HOUR,
        (wait) => `Trop de demandes de changement d'adresse. Réessayez dans ${wait}.`,
      );
      return c.json(
        await requestEmailChange({
          auth,
          db,
          mailer,
          secret: config.authSecret,
          baseUrl: config.baseUrl,
          viewer,
          newEmail,
          password,
          requestHeaders: c.req.raw.headers,
          now: now(),
        }),
      );
    },
  );

  // The link works signed in or not, from whatever device reads the new address: the token is the proof.
  api.route(
    endpoints.accounts.confirmEmailChange,
    { allow: 'visitor', body: ConfirmEmailChangeSchema },
    async (c, viewer, read) => {
      const { token } = await read.body();
      return c.json(
        await confirmEmailChange({
          db,
          mailer,
          secret: config.authSecret,
          token,
          actor: securityActorOf(c),
          sessionId: viewer?.sessionId ?? null,
          now: now(),
        }),
      );
    },
  );

  api.route(endpoints.profile.sessions, { allow: 'signed-in' }, async (c, viewer) =>
    c.json(await listSessions(db, viewer)),
  );
  api.route(endpoints.profile.endOtherSessions, { allow: 'signed-in' }, async (c, viewer) => {
    const answer = await endOtherSessions(db, viewer);
    await recordSecurityEvent(db, securityActorOf(c), {
      type: 'session_ended',
      target: viewer.id,
      details: { which: 'others', ended: answer.ended },
    });
    return c.json(answer);
  });
  api.route(endpoints.profile.endSession, { allow: 'signed-in' }, async (c, viewer) => {
    const id = uuidParam(c, 'id', SESSION_NOT_FOUND);
    const answer = await endSession(db, viewer, id);
    await recordSecurityEvent(db, securityActorOf(c), {
      type: 'session_ended',
      target: viewer.id,
      details: { which: id === viewer.sessionId ? 'this' : 'one', session: id },
    });
    return c.json(answer);
  });

  // "Vérification en deux étapes" (decision 074): an admin without it may reach these three, to enrol.
  api.route(endpoints.twoFactor.status, { allow: 'signed-in', beforeTwoFactor: true }, async (c, viewer) =>
    c.json(await getTwoFactorStatus(auth, viewer)),
  );
  // What each second-factor change needs: better-auth on the person's own session, and the log.
  const twoFactorCall = (c: Context<AppEnv>, viewer: Viewer) => ({
    auth,
    db,
    viewer,
    requestHeaders: headersForAuth(c),
    actor: securityActorOf(c),
  });
  api.route(
    endpoints.twoFactor.enable,
    { allow: 'signed-in', beforeTwoFactor: true, body: TwoFactorPasswordSchema },
    async (c, viewer, read) => {
      const { password } = await read.body();
      return c.json(await startTwoFactor({ ...twoFactorCall(c, viewer), password }));
    },
  );
  api.route(
    endpoints.twoFactor.confirm,
    { allow: 'signed-in', beforeTwoFactor: true, body: TwoFactorConfirmSchema },
    async (c, viewer, read) => {
      const { code } = await read.body();
      return c.json(
        await confirmTwoFactor({ ...twoFactorCall(c, viewer), code, forwardCookies: cookiesOnto(c) }),
      );
    },
  );
  api.route(
    endpoints.twoFactor.recoveryCodes,
    { allow: 'signed-in', body: TwoFactorPasswordSchema },
    async (c, viewer, read) => {
      const { password } = await read.body();
      return c.json(await renewRecoveryCodes({ ...twoFactorCall(c, viewer), password }));
    },
  );
  api.route(
    endpoints.twoFactor.disable,
    { allow: 'signed-in', body: TwoFactorPasswordSchema },
    async (c, viewer, read) => {
      const { password } = await read.body();
      return c.json(
        await disableTwoFactor({ ...twoFactorCall(c, viewer), password, forwardCookies: cookiesOnto(c) }),
      );
    },
  );
}
