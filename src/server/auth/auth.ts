import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAccessControl } from 'better-auth/plugins/access';
import { admin as adminPlugin } from 'better-auth/plugins/admin';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import {
  EMAIL_VERIFICATION_LINK_DAYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_HOURS,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CHALLENGE_MINUTES,
} from '@/shared/constants';
import { safeReturnPath } from '@/shared/pages';
import { now } from '../base/clock';
import type { Database } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import { sealCin } from './identity-card-seal';
import { passwordHashing } from './password-hash';
import { resetLinkStorage } from './reset-links';

export interface AuthOptions {
  db: Database;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  /** Seals the CIN before the row is written (decision 047). */
  encryptionKey: Buffer;
  /** Days without use after which a session ends (it is renewed at most hourly while used). */
  sessionIdleDays: number;
  /** scrypt's work factor, log2 of N (password-hash.ts). */
  passwordHashCost: number;
  /**
   * Sends the verification link of a new (self-registered) account's address; `returnTo`: the page
   * the link brings the person back to (`returnPathOf`).
   */
  sendVerificationLink: (
    user: { email: string; name: string },
    token: string,
    returnTo: string | null,
  ) => Promise<void>;
  /** "Mot de passe oublié": sends the link once better-auth stored the token, records the change after. */
  passwordReset: {
    send: (user: { email: string; name: string }, token: string, returnTo: string | null) => Promise<void>;
    done: (user: { id: string; email: string }) => Promise<void>;
  };
}

const accessControl = createAccessControl(defaultStatements);
const roles = {
  client: accessControl.newRole({ ...userAc.statements }),
  prestataire: accessControl.newRole({ ...userAc.statements }),
  admin: accessControl.newRole({ ...adminAc.statements }),
};

/**
 * The page a link brings its person back to: our routes hand it to better-auth as the callback
 * (verification) or redirect (reset) address, which better-auth writes into the `url` it gives the
 * sending hook as `callbackURL`. Our e-mails link to our own pages, with it as `redirect`.
 */
function returnPathOf(url: string): string | null {
  const path = safeReturnPath(new URL(url).searchParams.get('callbackURL'));
  // better-auth's default for "none".
  return path === '/' ? null : path;
}

/** The header our routes put the client's address in before calling better-auth (see ipAddress). */
export const CLIENT_IP_HEADER = 'x-rendezvous-client-ip';

/** The body field through which our sign-up route passes the chosen account type to the hook below. */
export const ACCOUNT_TYPE_FIELD = 'accountType';

/** The body field through which our sign-up route says the person ticked the CGU checkbox. */
export const TERMS_ACCEPTED_FIELD = 'acceptTerms';

/**
 * better-auth owns passwords, sessions and cookies. Its HTTP handler is NOT mounted: the API's own
 * routes validate input with the shared schemas and call `auth.api.*` on the server, so every
 * account route goes through the permission helper like any other.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Rendezvous',
    baseURL: options.baseUrl,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, twoFactors },
      transaction: true,
    }),
    user: {
      modelName: 'users',
      fields: { name: 'fullName', image: 'avatarUrl' },
      additionalFields: {
        providerStatus: { type: 'string', required: false, input: false },
        providerRefusalReason: { type: 'string', required: false, input: false },
        phone: { type: 'string', required: false, input: false },
        cin: { type: 'string', required: false, input: true },
        salonAddress: { type: 'string', required: false, input: true },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * options.sessionIdleDays,
      // Renewed at most hourly: "last used" in the sessions list is that precise.
      updateAge: 60 * 60,
      // No cookie cache: a role change or a deletion must take effect on the very next request.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts' },
    // A self-registered account gets a link to confirm its address (signed, 3 days), sent by our
    // sign-up once the account is committed; accounts made by an admin, the demo data or the command
    // line are verified at creation (create-account.ts).
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: EMAIL_VERIFICATION_LINK_DAYS * 86_400,
      autoSignInAfterVerification: false,
      sendVerificationEmail: ({ user, token, url }) =>
        options.sendVerificationLink(user, token, returnPathOf(url)),
    },
    // Only a hash of each reset token is stored: a copy of the database holds no usable link. A reset
    // token's hash keeps its prefix, for an account's links to be voided (reset-links.ts).
    verification: {
      modelName: 'verifications',
      storeIdentifier: { default: 'hashed', overrides: resetLinkStorage },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHashing(options.passwordHashCost),
      autoSignIn: true,
      sendResetPassword: ({ user, token, url }) => options.passwordReset.send(user, token, returnPathOf(url)),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_HOURS * 3600,
      onPasswordReset: ({ user }) => options.passwordReset.done(user),
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
    },
    // Our own limiter covers sign-in and sign-up, with French messages and shared counters.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'rdv',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
      database: { generateId: 'uuid' },
      // The client's address as the API reads it (socket, or the trusted proxy's header), set by the
      // routes that open a session: a header the client sends itself is never believed.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      adminPlugin({ ac: accessControl, roles, defaultRole: 'client', adminRoles: ['admin'] }),
      // TOTP and recovery codes, both sealed under the auth secret (decision 074). Codes are counted
      // in our per-account sign-in throttle, so the plugin's own lockout is off; no "trusted device":
      // every sign-in of an account with a second factor asks a code.
      twoFactor({
        issuer: 'Rendezvous',
        twoFactorTable: 'twoFactors',
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_MINUTES * 60,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, storeBackupCodes: 'encrypted' },
        accountLockout: { enabled: false },
      }),
    ],
    databaseHooks: {
      // Every sign-in opens a session (and one lasts 30 days at most): the account was seen now.
      session: {
        create: {
          after: async (session) => {
            await options.db.update(users).set({ lastSeenAt: now() }).where(eq(users.id, session.userId));
          },
        },
      },
      user: {
        create: {
          before: async (user, ctx) => {
            const cin = (user as { cin?: unknown }).cin;
            if (typeof cin === 'string' && cin)
              Object.assign(user, { cin: sealCin(options.encryptionKey, cin) });
            // Only the public sign-up path goes through here with an account type; it can give
            // client or prestataire, never admin (admins are created server-side with createUser).
            if (ctx?.path !== '/sign-up/email') return { data: user };
            const body = ctx.body as Record<string, unknown> | undefined;
            const role = body?.[ACCOUNT_TYPE_FIELD] === 'prestataire' ? 'prestataire' : 'client';
            // The CGU's acceptance is dated in the same insert as the account (decision 054).
            const termsAcceptedAt = body?.[TERMS_ACCEPTED_FIELD] === true ? now() : null;
            return {
              data: {
                ...user,
                role,
                providerStatus: role === 'prestataire' ? 'pending' : null,
                termsAcceptedAt,
              },
            };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
