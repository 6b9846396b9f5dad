import { randomBytes } from 'node:crypto';
import { must } from '@/shared/must';
import type { ProviderStatus, Role } from '@/shared/roles';
import { employees, salons, services } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { createAccount } from '../modules/auth/create-account';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: Role;
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

/** Creates an account directly (no HTTP, no rate limit) with a password made for this test. */
export async function createUser(
  deps: AppDeps,
  options: { role?: Role; providerStatus?: ProviderStatus; fullName?: string; password?: string } = {},
): Promise<TestUser> {
  const role = options.role ?? 'client';
  const user = {
    email: uniqueEmail(role),
    password: options.password ?? `pw-${unique()}`,
    fullName: options.fullName ?? `Test ${role} ${unique()}`,
    role,
  };
  const { id } = await createAccount({ auth: deps.auth, ...user, providerStatus: options.providerStatus });
  return { id, ...user };
}

/** A new user and a client signed in as them. */
export async function createSignedInUser(
  server: Pick<TestServer, 'client' | 'deps'>,
  options: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(server.deps, options);
  return { user, http: await signedIn(server, user) };
}
export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** A client whose cookie jar holds a session of the given user. */
export async function signedIn(server: Pick<TestServer, 'client'>, user: TestUser): Promise<TestClient> {
  const client = server.client();
  const response = await client.post('/auth/sign-in', { email: user.email, password: user.password });
  if (response.status !== 200)
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
  // In the order given, so that a test can name "its" service without asking the API.
  return { ...must(salon, 'salon'), serviceIds: inserted.map((row) => row.id) };
}

/** Signs in out of band and returns the raw Cookie header of that session (for EventSource-like clients). */
export async function sessionCookie(baseUrl: string, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
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

/** An approved prestataire, signed in, with one approved salon offering one service. */
export async function createOwnedSalon(
  server: Pick<TestServer, 'client' | 'deps'>,
  options: {
    ownerName?: string;
    salonName?: string;
    service: { name: string; price: string; duration: number };
  },
) {
  const owner = await createUser(server.deps, {
    role: 'prestataire',
    providerStatus: 'approved',
    fullName: options.ownerName,
  });
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    name: options.salonName,
    services: [options.service],
  });
  return {
    owner,
    ownerHttp: await signedIn(server, owner),
    salonId: salon.id,
    serviceId: must(salon.serviceIds[0], 'salon.serviceIds[0]'),
  };
}

export type OwnedSalon = Awaited<ReturnType<typeof createOwnedSalon>>;
