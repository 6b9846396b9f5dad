import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, MeAnswer } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { users } from '../../db/schema';
import { createUser, sessionCookie, signedIn, uniqueEmail } from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { openCin } from './identity-card';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const validSignUp = () => ({
  fullName: 'Amira Ben Salah',
  email: uniqueEmail('signup'),
  password: 'tisane-91-menthe',
  role: 'client',
});

describe('sign-up', () => {
  it('creates a client, opens an httpOnly SameSite session and restores it', async () => {
    const browser = server.client();
    const input = validSignUp();
    const response = await browser.send(endpoints.accounts.signUp, { body: input });
    expect(response.status).toBe(201);
    expect(response.body.me).toMatchObject({
      user: { email: input.email },
      userDetails: { full_name: 'Amira Ben Salah', avatar_url: null },
      role: 'client',
      isClient: true,
      isAdmin: false,
      isPrestataire: false,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const restored = await browser.call(endpoints.accounts.me);
    expect(restored.body.me?.user.email).toBe(input.email);
  });

  it('creates a prestataire account pending validation, with CIN and salon address', async () => {
    const input = {
      ...validSignUp(),
      role: 'prestataire',
      cin: '12345678',
      salonAddress: '12 rue de Marseille, Tunis',
    };
    const response = await server.client().send(endpoints.accounts.signUp, { body: input });
    expect(response.status).toBe(201);
    expect(response.body.me).toMatchObject({
      role: 'prestataire',
      providerStatus: 'pending',
      isPrestataire: true,
    });
    const row = must(
      (await server.deps.db.select().from(users).where(eq(users.email, input.email)))[0],
      'row',
    );
    expect(row).toMatchObject({ salonAddress: '12 rue de Marseille, Tunis' });
    // The ID card number is stored sealed (decision 047) and reads back as typed.
    expect(row.cin).not.toContain('12345678');
    expect(openCin(server.deps.config.encryptionKey, row.cin)).toBe('12345678');
  });

  it.each([
    ['email', { email: 'pas-un-email' }, 'Email invalide'],
    ['password', { password: '12345' }, 'Le mot de passe doit contenir au moins 6 caractères'],
    ['fullName', { fullName: 'A' }, 'Le nom doit contenir au moins 2 caractères'],
    ['role', { role: 'superuser' }, 'Veuillez sélectionner un rôle'],
    ['cin', { role: 'prestataire', cin: '1234' }, 'Le CIN doit contenir exactement 8 chiffres'],
    ['cin', { role: 'prestataire', cin: '1234567a' }, 'Le CIN doit contenir exactement 8 chiffres'],
  ])('refuses an invalid %s with its French message and creates nothing', async (field, change, message) => {
    const input = { ...validSignUp(), ...change };
    const response = await server.client().send(endpoints.accounts.signUp, { body: input });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toBe(message);
    const rows = await server.deps.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(0);
  });

  it.each([
    ['fullName', { fullName: 'Amira\u0007 Ben Salah' }],
    ['salonAddress', { role: 'prestataire', salonAddress: 'Rue\u0007 de Tunis' }],
  ])('refuses control characters in %s with a French 400, never a 500', async (field, change) => {
    const response = await server
      .client()
      .send(endpoints.accounts.signUp, { body: { ...validSignUp(), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toBe('Ce champ contient des caractères non autorisés.');
  });

  it.each([null, [], 'texte', 42])('answers a body that is not an object (%j) in French', async (body) => {
    const response = await server.client().request<ApiErrorBody>('POST', '/auth/sign-up', {
      rawBody: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Les données envoyées sont invalides.');
  });

  it('ignores a CIN left in the form by a client', async () => {
    const response = await server
      .client()
      .send(endpoints.accounts.signUp, { body: { ...validSignUp(), cin: '123' } });
    expect(response.status).toBe(201);
    const [row] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.id, must(response.body.me, 'response.body.me').user.id));
    expect(row?.cin).toBeNull();
  });

  it('refuses a body that is not JSON with a French 400', async () => {
    const response = await server
      .client()
      .request<ApiErrorBody>('POST', '/auth/sign-up', { rawBody: '{"email":' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Le corps de la requête doit être un JSON valide.');
  });

  it('refuses a second account with the same e-mail', async () => {
    const input = validSignUp();
    expect((await server.client().send(endpoints.accounts.signUp, { body: input })).status).toBe(201);
    const again = await server
      .client()
      .send(endpoints.accounts.signUp, { body: { ...input, email: input.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Un compte existe déjà avec cette adresse e-mail.');
  });

  it('gives one account and French 409s to sign-ups of one address at the same moment, never a 500', async () => {
    const input = validSignUp();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => server.client().send(endpoints.accounts.signUp, { body: input })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toMatchObject({
        code: 'email_taken',
        message: 'Un compte existe déjà avec cette adresse e-mail.',
      });
    }
    expect(await server.deps.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });

  describe('nobody becomes admin by signing up', () => {
    it('refuses role admin', async () => {
      const response = await server
        .client()
        .send(endpoints.accounts.signUp, { body: { ...validSignUp(), role: 'admin' } });
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.role).toBe('Veuillez sélectionner un rôle');
    });

    it('refuses isAdmin from a visitor and from a client', async () => {
      const asVisitor = await server
        .client()
        .send(endpoints.accounts.signUp, { body: { ...validSignUp(), isAdmin: true } });
      expect(asVisitor.status).toBe(403);
      const client = await signedIn(server, await createUser(server.deps, { role: 'client' }));
      const asClient = await client.send(endpoints.accounts.signUp, {
        body: { ...validSignUp(), isAdmin: true },
      });
      expect(asClient.status).toBe(403);
      expect(asClient.body.error.message).toBe('Seul un administrateur peut créer un compte administrateur.');
    });

    it('ignores crafted fields (accountType, providerStatus, role in data)', async () => {
      const input = {
        ...validSignUp(),
        role: 'prestataire',
        accountType: 'admin',
        providerStatus: 'approved',
        data: { role: 'admin' },
      };
      const response = await server.client().send(endpoints.accounts.signUp, { body: input });
      expect(response.status).toBe(201);
      expect(response.body.me).toMatchObject({
        role: 'prestataire',
        providerStatus: 'pending',
        isAdmin: false,
      });
    });

    it('lets a signed-in admin create an admin account and stay signed in as themselves', async () => {
      const adminUser = await createUser(server.deps, { role: 'admin' });
      const admin = await signedIn(server, adminUser);
      const input = { ...validSignUp(), isAdmin: true };
      const response = await admin.send(endpoints.accounts.signUp, { body: input });
      expect(response.status).toBe(201);
      expect(response.body.me?.user.email).toBe(adminUser.email);
      const [row] = await server.deps.db
        .select()
        .from(users)
        .where(eq(users.id, must(response.body.created, 'the created admin').id));
      expect(row?.role).toBe('admin');
      const newAdmin = await server.client().call(endpoints.accounts.signIn, {
        body: {
          email: input.email,
          password: input.password,
        },
      });
      expect(newAdmin.body.me?.isAdmin).toBe(true);
    });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password only', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const wrong = await server
      .client()
      .call(endpoints.accounts.signIn, { body: { email: user.email, password: 'mauvais-mdp' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Email ou mot de passe incorrect.');
    const unknown = await server.client().call(endpoints.accounts.signIn, {
      body: {
        email: uniqueEmail('nobody'),
        password: 'whatever1',
      },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe('Email ou mot de passe incorrect.');

    const browser = server.client();
    const right = await browser.call(endpoints.accounts.signIn, {
      body: {
        email: user.email,
        password: user.password,
      },
    });
    expect(right.status).toBe(200);
    expect(right.body.me?.user.id).toBe(user.id);
    expect((await browser.call(endpoints.accounts.me)).body.me?.user.id).toBe(user.id);
  });

  it('validates the login form with the same messages as the page', async () => {
    const response = await server
      .client()
      .call(endpoints.accounts.signIn, { body: { email: 'x', password: '1' } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('signs out: the session no longer works, even replayed', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const cookie = await sessionCookie(server.url, user);
    const withCookie = (method: string, path: string) =>
      server
        .client()
        .request<MeAnswer>(method, path, { headers: { cookie }, body: method === 'POST' ? {} : undefined });
    expect((await withCookie('GET', '/me')).body.me?.user.id).toBe(user.id);
    const signOut = await withCookie('POST', '/auth/sign-out');
    expect(signOut.body.me).toBeNull();
    expect(signOut.headers.getSetCookie().join()).toMatch(/session_token=;/);
    expect((await withCookie('GET', '/me')).body.me).toBeNull();
  });
});

describe('permissions and protections', () => {
  it('answers 401 to a visitor and 403 to a client on an admin-only route', async () => {
    expect((await server.client().call(endpoints.admin.overview)).status).toBe(401);
    const client = await signedIn(server, await createUser(server.deps, { role: 'client' }));
    const denied = await client.call(endpoints.admin.overview);
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe("Vous n'avez pas accès à cette ressource.");
    const admin = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
    const allowed = await admin.call(endpoints.admin.overview);
    expect(allowed.status).toBe(200);
    expect(allowed.body.users).toBeGreaterThan(0);
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await server
      .client()
      .send(endpoints.accounts.signUp, { body: validSignUp(), headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('Requête refusée : origine non autorisée.');
  });

  it('answers 413 to a body over the size limit', async () => {
    const response = await server
      .client()
      .send(endpoints.accounts.signUp, { body: { ...validSignUp(), fullName: 'x'.repeat(200_000) } });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('La requête est trop volumineuse.');
  });

  it('answers a French JSON 404 for an unknown API path', async () => {
    const response = await server.client().get<ApiErrorBody>('/nope');
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('Ressource introuvable.');
  });
});
