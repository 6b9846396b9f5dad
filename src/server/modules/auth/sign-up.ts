import type { SignUpAnswer } from '@/shared/api-types';
import type { RegisterData } from '@/shared/schemas/auth';
import { ACCOUNT_TYPE_FIELD, type Auth } from '../../auth/auth';
import type { Viewer } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { createAccount, translateAuthError } from './create-account';
import { cookieHeaderFrom, type ForwardCookies } from './session-cookies';
import { loadViewer, toMe } from './viewer';

/**
 * Creates an account. Someone signing up gets a client or prestataire account and its session (the
 * cookie goes to `forwardCookies`). An admin uses the register page to create accounts (an admin
 * one with isAdmin) and stays signed in as themselves. Anyone else asking for isAdmin is refused.
 */
export async function signUp(options: {
  auth: Auth;
  viewer: Viewer | null;
  input: RegisterData;
  requestHeaders: Headers;
  forwardCookies: ForwardCookies;
}): Promise<SignUpAnswer> {
  const { auth, viewer, input } = options;
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
      // An account an admin creates is validated by that admin.
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
    return { me: toMe(created) };
  } catch (error) {
    throw translateAuthError(error);
  }
}
