import type { z } from 'zod';
import type {
  HealthStatus,
  ItemList,
  MeAnswer,
  PhoneCodeSent,
  PhoneSettings,
  RecoveryCodes,
  SessionView,
  SignInAnswer,
  SignUpAnswer,
  TwoFactorEnrolment,
  TwoFactorSignInAnswer,
  TwoFactorStatus,
} from '../api-types';
import { type Download, endpoint, type NoBody } from '../endpoint';
import type {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '../schemas/auth';
import type { PhoneCodeSchema, WhatsappOptInSchema } from '../schemas/phone-verification';
import type {
  ChangeEmailSchema,
  ConfirmEmailChangeSchema,
  DeleteAccountSchema,
  ProfileSchema,
} from '../schemas/profile';
import type {
  TwoFactorConfirmSchema,
  TwoFactorPasswordSchema,
  TwoFactorVerifySchema,
} from '../schemas/two-factor';

// Accounts: the session, signing up and in, passwords, the address, the profile and open sessions
// (server: modules/health, modules/auth and modules/profile).

export const health = endpoint<{ answer: HealthStatus }>()('GET', '/health');

export const accounts = {
  me: endpoint<{ answer: MeAnswer }>()('GET', '/me'),
  /** An admin creating an admin sends `isAdmin` (decision 004). */
  signUp: endpoint<{ answer: SignUpAnswer; body: z.input<typeof RegisterSchema> }>()('POST', '/auth/sign-up'),
  signIn: endpoint<{ answer: SignInAnswer; body: z.input<typeof LoginSchema> }>()('POST', '/auth/sign-in'),
  /** The sign-in's second step (decision 074): the cookie set by the first step names the account. */
  verifyTwoFactor: endpoint<{ answer: TwoFactorSignInAnswer; body: z.input<typeof TwoFactorVerifySchema> }>()(
    'POST',
    '/auth/two-factor/verify',
  ),
  /** Answers `me: null`. */
  signOut: endpoint<{ answer: MeAnswer; body: NoBody }>()('POST', '/auth/sign-out'),
  forgotPassword: endpoint<{ answer: { message: string }; body: z.input<typeof ForgotPasswordSchema> }>()(
    'POST',
    '/auth/password/forgot',
  ),
  resetPassword: endpoint<{ answer: { ok: true }; body: z.input<typeof ResetPasswordSchema> }>()(
    'POST',
    '/auth/password/reset',
  ),
  changePassword: endpoint<{ answer: { ok: true }; body: z.input<typeof ChangePasswordSchema> }>()(
    'POST',
    '/auth/password/change',
  ),
  verifyEmail: endpoint<{ answer: { verified: true }; body: z.input<typeof VerifyEmailSchema> }>()(
    'POST',
    '/auth/email/verify',
  ),
  resendVerification: endpoint<{ answer: { sentTo: string } }>()('POST', '/auth/email/resend'),
  /** The link sent to a new address; the token is the proof, a session is not needed. */
  confirmEmailChange: endpoint<{
    answer: { email: string };
    body: z.input<typeof ConfirmEmailChangeSchema>;
  }>()('POST', '/auth/email/confirm'),
} as const;

/** Every change answers the fresh session, so the navbar shows it at once. */
export const profile = {
  update: endpoint<{ answer: MeAnswer; body: z.input<typeof ProfileSchema> }>()('PATCH', '/me'),
  /** Multipart, the image under `file` (web/lib/upload.ts). */
  uploadAvatar: endpoint<{ answer: MeAnswer; body: FormData }>()('POST', '/me/avatar'),
  removeAvatar: endpoint<{ answer: MeAnswer }>()('DELETE', '/me/avatar'),
  /** "Mes données": a JSON file the browser downloads (decision 051). */
  exportData: endpoint<{ answer: Download }>()('GET', '/me/export'),
  deleteAccount: endpoint<{ answer: { deleted: true }; body: z.input<typeof DeleteAccountSchema> }>()(
    'POST',
    '/me/delete',
  ),
  requestEmailChange: endpoint<{ answer: { sentTo: string }; body: z.input<typeof ChangeEmailSchema> }>()(
    'POST',
    '/me/email',
  ),
  sessions: endpoint<{ answer: ItemList<SessionView> }>()('GET', '/me/sessions'),
  endOtherSessions: endpoint<{ answer: { ended: number } }>()('POST', '/me/sessions/end-others'),
  endSession: endpoint<{ answer: { ended: number } }>()('DELETE', '/me/sessions/:id'),
  /** The profile's number, proven or not, and « Recevoir mes rappels par WhatsApp » (decision 078). */
  phone: endpoint<{ answer: PhoneSettings }>()('GET', '/me/phone'),
  setWhatsapp: endpoint<{ answer: PhoneSettings; body: z.input<typeof WhatsappOptInSchema> }>()(
    'PUT',
    '/me/whatsapp',
  ),
  /** « Vérifier mon numéro »: a 6-digit code by SMS. */
  sendPhoneCode: endpoint<{ answer: PhoneCodeSent; body: NoBody }>()('POST', '/me/phone/code'),
  verifyPhone: endpoint<{ answer: PhoneSettings; body: z.input<typeof PhoneCodeSchema> }>()(
    'POST',
    '/me/phone/verify',
  ),
} as const;

/** The profile's "Vérification en deux étapes" (decision 074). */
export const twoFactor = {
  status: endpoint<{ answer: TwoFactorStatus }>()('GET', '/me/two-factor'),
  /** Password first; answers the app's secret, not active until `confirm`. */
  enable: endpoint<{ answer: TwoFactorEnrolment; body: z.input<typeof TwoFactorPasswordSchema> }>()(
    'POST',
    '/me/two-factor/enable',
  ),
  /** A first code of the app: the second factor is on, and the recovery codes are shown once. */
  confirm: endpoint<{ answer: RecoveryCodes & MeAnswer; body: z.input<typeof TwoFactorConfirmSchema> }>()(
    'POST',
    '/me/two-factor/confirm',
  ),
  recoveryCodes: endpoint<{ answer: RecoveryCodes; body: z.input<typeof TwoFactorPasswordSchema> }>()(
    'POST',
    '/me/two-factor/recovery-codes',
  ),
  disable: endpoint<{ answer: MeAnswer; body: z.input<typeof TwoFactorPasswordSchema> }>()(
    'POST',
    '/me/two-factor/disable',
  ),
} as const;
