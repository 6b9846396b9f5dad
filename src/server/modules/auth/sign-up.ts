import type { SignUpAnswer } from '@/shared/api-types';
import type { RegisterData } from '@/shared/schemas/auth';
import { ACCOUNT_TYPE_FIELD, type Auth, TERMS_ACCEPTED_FIELD } from '../../auth/auth';
import { assertUncommonPassword } from '../../auth/common-passwords';
import { forbidden } from '../../base/errors';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/context';
import { logger } from '../../lib/logger';
import { notifyAdmins } from '../notifications/create-notification';
import { createAccount, lostSignUpRace, translateAuthError } from './create-account';
import { cookieHeaderFrom, type ForwardCookies } from './session-cookies';
import { loadViewer, toMe } from './viewer';

/**
 * Creates an account. Someone signing up gets a client or prestataire account and its session (the
 * cookie goes to `forwardCookies`). An admin uses the register page to create accounts (an admin
 * one with isAdmin) and stays signed in as themselves. Anyone else asking for isAdmin is refused.
 */
export async function signUp(options: {
  auth: Auth;
  db: Database;
  viewer: Viewer | null;
  input: RegisterData;
  requestHeaders: Headers;
  forwardCookies: ForwardCookies;
}): Promise<SignUpAnswer> {
  const { auth, viewer, input } = options;
  assertUncommonPassword(input.password);
  const isPrestataire = input.role === 'prestataire';
  const providerFields = {
    cin: isPrestataire && input.cin ? input.cin : null,
    salonAddress: isPrestataire && input.salonAddress ? input.salonAddress : null,
  };

  if (viewer?.role === 'admin') {
    const { id } = await createAccount({
      auth,
      email: input.email,
      fullName: input.fullName,
      password: input.password,
      role: input.isAdmin ? 'admin' : input.role,
      // An account an admin creates is validated by that admin. Its CGU are not accepted here: only
      // the person can accept them, so acceptTerms is ignored (decision 054).
      providerStatus: 'approved',
      ...providerFields,
    });
    return { created: { id }, me: toMe(viewer) };
  }
  if (input.isAdmin) throw forbidden('Seul un administrateur peut créer un compte administrateur.');

  try {
    // The account type travels in its own field: better-auth refuses `role` in a sign-up body,
    // and the user-creation hook turns this field into client or prestataire, never admin.
    const body = {
      name: input.fullName,
      email: input.email,
      password: input.password,
      [ACCOUNT_TYPE_FIELD]: input.role,
      [TERMS_ACCEPTED_FIELD]: input.acceptTerms === true,
      ...providerFields,
    };
    const { headers } = await auth.api.signUpEmail({
      body,
      headers: options.requestHeaders,
      returnHeaders: true,
    });
    options.forwardCookies(headers);
    const created = await loadViewer(auth, cookieHeaderFrom(headers));
    if (!created) throw new Error('La session créée à l’inscription est introuvable.');
    if (created.role === 'prestataire') await tellAdmins(options.db, created);
    await sendFirstVerificationLink(auth, created.email, input.redirect);
    return { me: toMe(created) };
  } catch (error) {
    throw (await lostSignUpRace(options.db, error, input.email)) ?? translateAuthError(error);
  }
}

/**
 * The link that confirms the address, once better-auth has committed the account (its own sign-up
 * transaction must not wait on the outbox's write). A failure leaves "Renvoyer l'e-mail" to the person.
 */
async function sendFirstVerificationLink(auth: Auth, email: string, returnTo: string | undefined) {
  try {
    // The link brings the person back to the page they signed up from (a booking, say).
    await auth.api.sendVerificationEmail({ body: { email, ...(returnTo ? { callbackURL: returnTo } : {}) } });
  } catch (error) {
    logger.error({ err: error }, "l'e-mail de confirmation d'adresse n'a pas pu être préparé");
  }
}

/**
 * A new prestataire awaits validation: every admin is told. better-auth commits the account in its
 * own transaction, so this comes right after it; should it fail, the account still stands and the
 * administration's overview counts it among those awaiting validation (decision 049).
 */
async function tellAdmins(db: Database, provider: Viewer) {
  try {
    await notifyAdmins(db, {
      type: 'provider_registered',
      payload: { provider_id: provider.id, provider_name: provider.fullName },
    });
  } catch (error) {
    logger.error({ err: error }, 'les administrateurs n’ont pas pu être prévenus du nouveau prestataire');
  }
}
