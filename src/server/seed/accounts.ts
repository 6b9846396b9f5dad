import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Transaction } from '../db/client';
import { users } from '../db/schema';
import { type CreateAccountOptions, createAccount } from '../modules/auth/create-account';
import {
  ADMIN,
  APPROVED_PROVIDERS,
  CLIENTS,
  DEMO_EMAIL_DOMAIN,
  PENDING_PROVIDER,
  type PersonSeed,
} from './data/people';

export interface DemoCredential {
  label: string;
  email: string;
  password: string;
}

/** Account ids by the people's keys in the demo data. */
export type DemoUserIds = ReadonlyMap<string, string>;

function generatePassword(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * Accounts go through better-auth (hashed passwords), one at a time: the embedded database has a
 * single connection. Every account gets `fixedPassword` when set (the tests'), otherwise a new
 * random one. Only the four demo accounts' passwords are returned; the others are thrown away.
 */
export async function createDemoAccounts(auth: Auth, fixedPassword: string | null) {
  const userIds = new Map<string, string>();
  const credentials: DemoCredential[] = [];
  const create = async (
    person: PersonSeed,
    options: Omit<CreateAccountOptions, 'auth' | 'email' | 'fullName' | 'password'>,
    label?: string,
  ) => {
    const email = `${person.emailLocal}@${DEMO_EMAIL_DOMAIN}`;
    const password = fixedPassword ?? generatePassword();
    const { id } = await createAccount({ auth, email, fullName: person.fullName, password, ...options });
    userIds.set(person.key, id);
    if (label) credentials.push({ label, email, password });
  };

  await create(ADMIN, { role: 'admin' }, 'Administrateur');
  for (const [index, provider] of APPROVED_PROVIDERS.entries()) {
    await create(
      provider,
      { role: 'prestataire', providerStatus: 'approved' },
      index === 0 ? 'Prestataire (validé)' : undefined,
    );
  }
  await create(
    PENDING_PROVIDER,
    {
      role: 'prestataire',
      providerStatus: 'pending',
      cin: PENDING_PROVIDER.cin,
      salonAddress: PENDING_PROVIDER.salonAddress,
    },
    'Prestataire (en attente de validation)',
  );
  for (const [index, client] of CLIENTS.entries()) {
    await create(client, { role: 'client' }, index === 0 ? 'Client' : undefined);
  }
  return { userIds, credentials };
}

export function demoUserId(userIds: DemoUserIds, key: string): string {
  const id = userIds.get(key);
  if (!id) throw new Error(`Compte de démonstration inconnu : ${key}`);
  return id;
}

/** The clients' pictures, set in the marketplace transaction. */
export async function setDemoAvatars(tx: Transaction, userIds: DemoUserIds): Promise<void> {
  for (const client of CLIENTS) {
    if (!client.avatar) continue;
    await tx
      .update(users)
      .set({ avatarUrl: client.avatar })
      .where(eq(users.id, demoUserId(userIds, client.key)));
  }
}
