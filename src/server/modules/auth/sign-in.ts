import type { z } from 'zod';
import type { SignInAnswer } from '@/shared/api-types';
import type { LoginSchema } from '@/shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import { translateAuthError } from './create-account';
import { cookieHeaderFrom, type ForwardCookies } from './session-cookies';
import { loadViewer, toMe } from './viewer';

/** Opens a session (remembered) for a right e-mail and password; the session cookie goes to `forwardCookies`. */
export async function signIn(options: {
  auth: Auth;
  input: z.output<typeof LoginSchema>;
  requestHeaders: Headers;
  forwardCookies: ForwardCookies;
}): Promise<SignInAnswer> {
  const { auth, input } = options;
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: options.requestHeaders,
      returnHeaders: true,
    });
    options.forwardCookies(headers);
    const viewer = await loadViewer(auth, cookieHeaderFrom(headers));
    if (!viewer) throw new Error('La session ouverte est introuvable.');
    return { me: toMe(viewer) };
  } catch (error) {
    throw translateAuthError(error);
  }
}
