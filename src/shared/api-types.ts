import type { ProviderStatus, Role } from './roles';

/** What GET /api/me answers: the session as the interface sees it (SPEC §3 "session", DECISIONS D4). */
export interface Me {
  user: { id: string; email: string };
  userDetails: { full_name: string; avatar_url: string | null };
  role: Role;
  providerStatus: ProviderStatus | null;
  isAdmin: boolean;
  isPrestataire: boolean;
  isClient: boolean;
}

/** The one JSON shape of every API error. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per-field French messages, keyed by the form field name. */
    fields?: Record<string, string>;
  };
}
