import type { ErrorCode } from '../error-codes';
import type { ProviderStatus, Role } from '../roles';

// The API's answers: session and accounts.

/** One open session of the person (GET /api/me/sessions), named by its id, never by its token. */
export interface SessionView {
  id: string;
  /** "Chrome sur Windows", from the browser's User-Agent. */
  device: string;
  ip: string | null;
  signedInAt: string;
  /** Renewed at most hourly while the session is used. */
  lastActiveAt: string;
  /** The session of the request itself ("cette session"). */
  current: boolean;
}

/** What GET /api/me answers: the session as the interface sees it (docs/product.md#sessions). */
export interface Me {
  user: { id: string; email: string };
  userDetails: { full_name: string; avatar_url: string | null; phone: string | null };
  role: Role;
  providerStatus: ProviderStatus | null;
  /** Why an admin refused or suspended this prestataire; null otherwise. */
  providerRefusalReason: string | null;
  /** False until a self-registered account follows the link sent to its address. */
  emailVerified: boolean;
  isAdmin: boolean;
  isPrestataire: boolean;
  isClient: boolean;
  /** Sign-in asks a code of the authenticator app (decision 074). */
  twoFactorEnabled: boolean;
  /** An admin without a second factor: the API refuses them all but their enrolment. */
  twoFactorSetupRequired: boolean;
}

/** The one JSON shape of every API error. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field French messages, keyed by the form field name. */
    fields?: Record<string, string>;
  };
}

/** GET /me, POST /auth/sign-out (me: null) and every profile change (the fresh session). */
export interface MeAnswer {
  me: Me | null;
}

/**
 * POST /auth/sign-in: the session's person, or, for an account with a second factor, no session yet
 * and the code to ask (POST /auth/two-factor/verify answers `me` then; decision 074).
 */
export type SignInAnswer = { me: Me; twoFactorRequired?: never } | { twoFactorRequired: true; me?: never };

/** POST /auth/two-factor/verify: the session is open. */
export interface TwoFactorSignInAnswer {
  me: Me;
  /** Recovery codes still unused, when one was just spent (to tell the person to renew them). */
  recoveryCodesLeft: number | null;
}

/** GET /me/two-factor: the profile's "Vérification en deux étapes". */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The account is an admin's: the second factor cannot be removed, only replaced. */
  required: boolean;
  /** Unused recovery codes; null without a second factor. */
  recoveryCodesLeft: number | null;
}

/** POST /me/two-factor/enable: what the authenticator app needs, shown until the first code confirms it. */
export interface TwoFactorEnrolment {
  /** otpauth:// address, drawn as a QR code. */
  totpUri: string;
  /** The same secret in base 32, to type into an app that cannot read the code. */
  secret: string;
}

/** The recovery codes, shown once (enrolment's confirmation, renewal). */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** POST /auth/sign-up: the new person's session, or, for an admin creating an account, the admin's own and the new id. */
export interface SignUpAnswer {
  me: Me;
  created?: { id: string };
}

/** GET /health. */
export interface HealthStatus {
  status: 'ok';
}
