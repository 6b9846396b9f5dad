import type { Auth } from '../../auth/auth';
import { AppError } from '../../lib/errors';

export const WRONG_PASSWORD = 'Mot de passe incorrect.';

/**
 * The current password, asked again before an act that cannot be taken back by whoever finds the
 * session open (changing the address, deleting the account); a wrong one is the form's field error.
 */
export async function confirmPassword(auth: Auth, password: string, requestHeaders: Headers): Promise<void> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: requestHeaders });
  } catch {
    throw new AppError(400, 'wrong_password', WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
}
