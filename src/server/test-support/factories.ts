import { randomBytes } from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@/shared/constants';
import { must } from '@/shared/must';
import type { ProviderStatus, Role } from '@/shared/roles';
import { employees, salons, services, twoFactors, twoFactorUsedCodes, users } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { createAccount } from '../modules/auth/create-account';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';
import { totpCode } from './totp';

/** An account's authenticator app and recovery codes, as its person keeps them. */
export interface SecondFactor {
  /** The secret's bytes (what the app holds). */
  secret: Buffer;
  recoveryCodes: string[];
  /**
   * Forgets the codes the account used lately: a code opens one session (decision 074), and a test
   * may sign the same person in several times within a code's 30 seconds.
   */
  forgetUsedCodes: () => Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: Role;
  /** Set for an account with a second factor: every admin, unless made without one. */
  secondFactor?: SecondFactor;
}

const unique = () => randomBytes(5).toString('hex');

let numbers = Math.floor(Math.random() * 9_000_000);
/** A Tunisian mobile number ("9x xxx xxx") no other call of this process gets. */
export function uniqueTunisianNumber(): string {
  numbers = (numbers + 1) % 10_000_000;
  return `9${String(numbers).padStart(7, '0')}`;
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${unique()}@test.rendezvous.tn`;
}

/**
 * Creates an account directly (no HTTP, no rate limit) with a password made for this test. An admin
 * gets a second factor, as the product requires before any admin route (decision 074), unless
 * `twoFactor: false` asks for one who has not enrolled yet.
 */
export async function createUser(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  options: {
    role?: Role;
    providerStatus?: ProviderStatus;
    fullName?: string;
    password?: string;
    twoFactor?: boolean;
    /** A prestataire's CIN and salon address, as the sign-up form asks them. */
    cin?: string;
    salonAddress?: string;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'client';
  const user = {
    email: uniqueEmail(role),
    password: options.password ?? `pw-${unique()}`,
    fullName: options.fullName ?? `Test ${role} ${unique()}`,
    role,
  };
  const { id } = await createAccount({
    auth: deps.auth,
    ...user,
    providerStatus: options.providerStatus,
    cin: options.cin,
    salonAddress: options.salonAddress,
  });
  if (!(options.twoFactor ?? role === 'admin')) return { id, ...user };
  return { id, ...user, secondFactor: await enrolTwoFactor(deps, id) };
}

/**
 * Gives an account a second factor as its enrolment would leave it (better-auth's sealed secret and
 * recovery codes, the account's flag), without the enrolment's requests.
 */
export async function enrolTwoFactor(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  userId: string,
): Promise<SecondFactor> {
  const { secretConfig } = await deps.auth.$context;
  // better-auth's own secrets are 32 letters and digits, used as they are as the HMAC key.
  const secret = randomBytes(16).toString('hex');
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = randomBytes(5).toString('hex');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  await deps.db.insert(twoFactors).values({
    userId,
    secret: await symmetricEncrypt({ key: secretConfig, data: secret }),
    backupCodes: await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(recoveryCodes) }),
    verified: true,
  });
  await deps.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
  return {
    secret: Buffer.from(secret),
    recoveryCodes,
    forgetUsedCodes: async () => {
      await deps.db.delete(twoFactorUsedCodes).where(eq(twoFactorUsedCodes.userId, userId));
    },
  };
}

/** The code the person's app shows now. */
export const currentCode = (factor: SecondFactor) => totpCode(factor.secret);

/** A new user and a client signed in as them. */
export async function createSignedInUser(
  server: Pick<TestServer, 'client' | 'deps'>,
  options: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(server.deps, options);
  return { user, http: await signedIn(server, user) };
}
export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** A client whose cookie jar holds a session of the given user (their app's code given when asked). */
export async function signedIn(server: Pick<TestServer, 'client'>, user: TestUser): Promise<TestClient> {
  const client = server.client();
  let response = await client.post('/auth/sign-in', { email: user.email, password: user.password });
  if (response.status === 200 && response.body.twoFactorRequired && user.secondFactor) {
    await user.secondFactor.forgetUsedCodes();
    response = await client.post('/auth/two-factor/verify', { code: currentCode(user.secondFactor) });
  }
  if (response.status !== 200 || !response.body.me)
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

/** One signed-in client per kind of person the permission rules distinguish. */
export async function signedInCast(server: TestServer) {
  const { deps } = server;
  const [client, pendingProvider, approvedProvider, admin] = await Promise.all([
    createUser(deps, { role: 'client' }),
    createUser(deps, { role: 'prestataire', providerStatus: 'pending' }),
    createUser(deps, { role: 'prestataire', providerStatus: 'approved' }),
    createUser(deps, { role: 'admin' }),
  ]);
  return {
    visitor: server.client(),
    client: await signedIn(server, client),
    pendingProvider: await signedIn(server, pendingProvider),
    approvedProvider: await signedIn(server, approvedProvider),
    admin: await signedIn(server, admin),
    users: { client, pendingProvider, approvedProvider, admin },
  };
}

/** A salon owned by `ownerId`, with services, inserted directly. */
export async function createSalon(
  deps: AppDeps,
  options: {
    ownerId: string;
    name?: string;
    address?: string;
    description?: string;
    isApproved?: boolean;
    services?: { name: string; price: string; duration?: number }[];
    /** A slug of shared/cities.ts, and a position (defaults: none). */
    city?: string;
    position?: { latitude: number; longitude: number };
    /**
     * Its choice for every public holiday. `open` by default: the tests of other rules keep their
     * dates whatever the calendar; a salon is closed on holidays unless it says so (decision 077).
     */
    holidays?: 'open' | 'closed';
  },
) {
  const salon = must(
    (
      await deps.db
        .insert(salons)
        .values({
          name: options.name ?? `Salon ${unique()}`,
          address: options.address ?? '1 rue de Tunis, Tunis',
          description: options.description ?? null,
          ownerId: options.ownerId,
          isApproved: options.isApproved ?? true,
          city: options.city ?? null,
          latitude: options.position?.latitude ?? null,
          longitude: options.position?.longitude ?? null,
        })
        .returning()
    )[0],
    'salon',
  );
  const list = options.services ?? [{ name: 'Coupe femme', price: '35.00', duration: 45 }];
  const inserted =
    list.length > 0
      ? await deps.db
          .insert(services)
          .values(list.map((service) => ({ salonId: salon.id, duration: 30, ...service })))
          .returning({ id: services.id })
      : [];
  if ((options.holidays ?? 'open') === 'open') {
    await deps.db.execute(
      sql`insert into salon_holiday_choices (salon_id, holiday_id, choice) select ${salon.id}, id, 'open' from public_holidays`,
    );
  }
  // In the order given, so that a test can name "its" service without asking the API.
  return { ...must(salon, 'salon'), serviceIds: inserted.map((row) => row.id) };
}

/** An approved prestataire and their approved salon, inserted directly (nobody signed in). */
export async function createApprovedSalon(
  deps: AppDeps,
  options: Omit<Parameters<typeof createSalon>[1], 'ownerId'> & {
    owner?: Parameters<typeof createUser>[1];
  } = {},
) {
  const { owner: ownerOptions, ...salonOptions } = options;
  const owner = await createUser(deps, { role: 'prestataire', providerStatus: 'approved', ...ownerOptions });
  return { owner, salon: await createSalon(deps, { ownerId: owner.id, ...salonOptions }) };
}

/**
 * Signs in out of band (the app's code given when asked) and returns the raw Cookie header of that
 * session (for EventSource-like clients), with the status of the last answer.
 */
export async function signInByFetch(
  baseUrl: string,
  user: Pick<TestUser, 'email' | 'password' | 'secondFactor'>,
): Promise<{ status: number; cookie: string }> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .filter((cookie) => !/max-age=0/i.test(cookie))
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  const response = await post('/auth/sign-in', { email: user.email, password: user.password });
  const answer = (await response.json()) as { twoFactorRequired?: boolean };
  if (response.status !== 200 || !answer.twoFactorRequired || !user.secondFactor)
    return { status: response.status, cookie: cookiesOf(response) };
  await user.secondFactor.forgetUsedCodes();
  const verified = await post(
    '/auth/two-factor/verify',
    { code: currentCode(user.secondFactor) },
    cookiesOf(response),
  );
  return { status: verified.status, cookie: cookiesOf(verified) };
}

/** Signs in out of band and returns the raw Cookie header of that session (for EventSource-like clients). */
export async function sessionCookie(
  baseUrl: string,
  user: Pick<TestUser, 'email' | 'password' | 'secondFactor'>,
) {
  return (await signInByFetch(baseUrl, user)).cookie;
}

/** An employee of a salon, inserted directly (a Coiffeuse unless said otherwise); returns their id. */
/** The last `created_at` the factory gave an employee, in milliseconds. */
let lastEmployeeCreatedAt = 0;

export async function createEmployee(
  deps: AppDeps,
  values: Pick<typeof employees.$inferInsert, 'salonId' | 'fullName'> &
    Partial<typeof employees.$inferInsert>,
) {
  // The salon's order is "first added first" (created_at). PGlite's clock counts milliseconds, and
  // a test adds employees faster than that: each gets a later instant than the one before.
  lastEmployeeCreatedAt = Math.max(Date.now(), lastEmployeeCreatedAt + 1);
  const row = must(
    (
      await deps.db
        .insert(employees)
        .values({ position: 'Coiffeuse', createdAt: new Date(lastEmployeeCreatedAt), ...values })
        .returning({ id: employees.id })
    )[0],
    'row',
  );
  return row.id;
}

/** One more public service of a salon; its id. */
export async function createService(
  deps: Pick<AppDeps, 'db'>,
  values: Pick<typeof services.$inferInsert, 'salonId' | 'name' | 'price' | 'duration'>,
) {
  return must((await deps.db.insert(services).values(values).returning({ id: services.id }))[0], values.name)
    .id;
}

/** An approved prestataire, signed in, with one approved salon offering one service. */
export async function createOwnedSalon(
  server: Pick<TestServer, 'client' | 'deps'>,
  options: {
    ownerName?: string;
    salonName?: string;
    /** Its first service (`serviceId`); a Coupe femme of 30 minutes at 35 DT when the test does not care. */
    service?: { name: string; price: string; duration: number };
    /** Its other services, after `service`: their ids follow its own in `serviceIds`. */
    more?: { name: string; price: string; duration: number }[];
  },
) {
  const { owner, salon } = await createApprovedSalon(server.deps, {
    owner: { fullName: options.ownerName },
    name: options.salonName,
    services: [
      options.service ?? { name: 'Coupe femme', price: '35.00', duration: 30 },
      ...(options.more ?? []),
    ],
  });
  return {
    owner,
    ownerHttp: await signedIn(server, owner),
    salonId: salon.id,
    serviceId: must(salon.serviceIds[0], 'salon.serviceIds[0]'),
    serviceIds: salon.serviceIds,
  };
}

export type OwnedSalon = Awaited<ReturnType<typeof createOwnedSalon>>;
