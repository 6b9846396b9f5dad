import { randomBytes, randomUUID } from 'node:crypto';
import { must } from '@/shared/must';
import { employeeAbsences, employees, reviews, salonClients, salons, services, users } from '../db/schema';
import type { AppDeps } from '../lib/context';
import { insertPlainBookings } from '../modules/core/booking-parts';
import type { Actor } from '../permission-matrix';
import { createSalon, createUser, signInByFetch, type TestUser, uniqueEmail } from './factories';
import type { TestServer } from './test-server';
import { nextMonday, tunis } from './tunis-dates';

/** The session cookie of a new session of `user`, as a browser would send it back. */
export async function signInCookie(baseUrl: string, user: TestUser): Promise<string> {
  const { status, cookie } = await signInByFetch(baseUrl, user);
  if (status !== 200) throw new Error(`connexion impossible : ${status}`);
  return cookie;
}

export type SignedInActor = Exclude<Actor, 'visitor'>;

/** One account and one session per column of the permission matrix (the visitor has neither). */
export interface Cast {
  users: Record<SignedInActor, TestUser>;
  cookies: Record<Actor, string | null>;
}

export async function createCast(server: TestServer): Promise<Cast> {
  const { deps } = server;
  const accounts: [SignedInActor, Parameters<typeof createUser>[1]][] = [
    ['client', { role: 'client' }],
    ['otherClient', { role: 'client' }],
    ['pending', { role: 'prestataire', providerStatus: 'pending' }],
    ['owner', { role: 'prestataire', providerStatus: 'approved' }],
    ['otherOwner', { role: 'prestataire', providerStatus: 'approved' }],
    ['admin', { role: 'admin' }],
  ];
  const created = await Promise.all(
    accounts.map(async ([actor, options]) => [actor, await createUser(deps, options)] as const),
  );
  const byActor = Object.fromEntries(created) as Record<SignedInActor, TestUser>;
  // The other owner really is an owner: what they are refused is someone else's, not "nothing".
  await createSalon(deps, { ownerId: byActor.otherOwner.id });
  const sessions = await Promise.all(
    created.map(async ([actor, user]) => [actor, await signInCookie(server.url, user)] as const),
  );
  const cookies: Record<Actor, string | null> = { visitor: null, ...Object.fromEntries(sessions) } as Record<
    Actor,
    string | null
  >;
  return { users: byActor, cookies };
}

/**
 * The contact details of every scene's employees: private (the owner's employee list shows them),
 * so the permission matrix looks for them in every answer. One value per process, unlike anything else.
 */
export const SCENE_EMPLOYEE_CONTACT = {
  email: uniqueEmail('employe-scene'),
  phone: `+216 ${String(20_000_000 + Math.floor(Math.random() * 79_999_999))}`,
};

/** Numbers of the scenes' client files: distinct within a run, each owner's book being new. */
let nextFileNumber = Math.floor(Math.random() * 5_000_000);

/** What the salon wrote on its client files: private to the owner, so looked for in every answer. */
export const SCENE_CLIENT_FILE_ALLERGIES = `Allergie-${randomBytes(6).toString('hex')}`;

/**
 * Fresh resources, one set per call: the owner's approved salon (service, employee with an absence,
 * a review by the client), a second salon of theirs holding a pending booking by the client with one
 * of its two employees (a salon with bookings cannot be deleted; the other employee is free to take
 * the booking over), a salon awaiting approval, and two accounts for the admin routes (a client and
 * a pending prestataire). Inserted directly, nothing through a route, and all sets in the same few
 * statements: the matrix needs a few hundred of them.
 */
export async function buildScenes(
  deps: AppDeps,
  people: { ownerId: string; clientId: string },
  count: number,
) {
  const { db } = deps;
  const { ownerId, clientId } = people;
  const day = nextMonday();
  const start = new Date(tunis(day, '09:00'));
  const duration = 45;
  const plans = Array.from({ length: count }, () => ({
    salon: randomUUID(),
    bookedSalon: randomUUID(),
    pendingSalon: randomUUID(),
    service: randomUUID(),
    bookedService: randomUUID(),
    pendingService: randomUUID(),
    employee: randomUUID(),
    absence: randomUUID(),
    bookedEmployee: randomUUID(),
    freeEmployee: randomUUID(),
    booking: randomUUID(),
    review: randomUUID(),
    user: randomUUID(),
    provider: randomUUID(),
    clientFile: randomUUID(),
    otherFile: randomUUID(),
  }));
  // Rows are matched by the ids chosen here, not by the order RETURNING gives them back in.
  const byId = <T extends { id: string }>(rows: T[]) => {
    const found = new Map(rows.map((row) => [row.id, row]));
    return (id: string) => must(found.get(id), `the row ${id} RETURNING gave back`);
  };
  const salonRows = byId(
    await db
      .insert(salons)
      .values(
        plans.flatMap((p) =>
          (
            [
              [p.salon, true],
              [p.bookedSalon, true],
              [p.pendingSalon, false],
            ] as const
          ).map(([id, isApproved]) => ({
            id,
            name: `Salon ${randomBytes(4).toString('hex')}`,
            address: '1 rue de Tunis, Tunis',
            ownerId,
            isApproved,
          })),
        ),
      )
      .returning(),
  );
  const serviceRows = byId(
    await db
      .insert(services)
      .values(
        plans.flatMap((p) =>
          (
            [
              [p.service, p.salon],
              [p.bookedService, p.bookedSalon],
              [p.pendingService, p.pendingSalon],
            ] as const
          ).map(([id, salonId]) => ({
            id,
            salonId,
            name: 'Coupe femme',
            price: '35.00',
            duration,
          })),
        ),
      )
      .returning(),
  );
  // Before the bookings: a booking's employee must work in its salon (foreign key).
  const employeeRows = byId(
    await db
      .insert(employees)
      .values(
        plans.flatMap((p) =>
          (
            [
              [p.employee, p.salon, 'Nadia Kefi'],
              [p.bookedEmployee, p.bookedSalon, 'Sonia Trabelsi'],
              [p.freeEmployee, p.bookedSalon, 'Amel Gharbi'],
            ] as const
          ).map(([id, salonId, fullName]) => ({
            id,
            salonId,
            fullName,
            position: 'Coiffeuse',
            ...SCENE_EMPLOYEE_CONTACT,
          })),
        ),
      )
      .returning(),
  );
  const [absenceRows, bookingRows, reviewRows, userRows, fileRows] = await Promise.all([
    db
      .insert(employeeAbsences)
      .values(
        plans.map((p) => ({
          id: p.absence,
          employeeId: p.employee,
          kind: 'absence' as const,
          reason: 'Formation',
          startTime: new Date(tunis(day, '15:00')),
          endTime: new Date(tunis(day, '17:00')),
        })),
      )
      .returning()
      .then(byId),
    insertPlainBookings(
      db,
      plans.map((p) => ({
        id: p.booking,
        clientId,
        prestataireId: ownerId,
        salonId: p.bookedSalon,
        serviceId: p.bookedService,
        employeeId: p.bookedEmployee,
        serviceName: 'Coupe femme',
        servicePrice: '35.00',
        startTime: start,
        endTime: new Date(start.getTime() + duration * 60_000),
      })),
    ).then(byId),
    db
      .insert(reviews)
      .values(
        plans.map((p) => ({ id: p.review, salonId: p.salon, clientId, rating: 4, comment: 'Très bien.' })),
      )
      .returning()
      .then(byId),
    db
      .insert(users)
      .values(
        plans.flatMap((p) => [
          {
            id: p.user,
            fullName: 'Compte Client',
            email: uniqueEmail('scene-client'),
            role: 'client' as const,
          },
          {
            id: p.provider,
            fullName: 'Compte Prestataire',
            email: uniqueEmail('scene-provider'),
            role: 'prestataire' as const,
            providerStatus: 'pending' as const,
          },
        ]),
      )
      .returning()
      .then(byId),
    // Two files of the owner's client book (the second to merge into the first).
    db
      .insert(salonClients)
      .values(
        plans.flatMap((p) =>
          [p.clientFile, p.otherFile].map((id) => ({
            id,
            ownerId,
            fullName: 'Fiche Carnet',
            phone: `+2162${String(nextFileNumber++).padStart(7, '0')}`,
            allergies: SCENE_CLIENT_FILE_ALLERGIES,
          })),
        ),
      )
      .returning()
      .then(byId),
  ]);
  return plans.map((p) => ({
    day,
    salon: salonRows(p.salon),
    service: serviceRows(p.service),
    bookedSalon: salonRows(p.bookedSalon),
    bookedService: serviceRows(p.bookedService),
    pendingSalon: salonRows(p.pendingSalon),
    pendingService: serviceRows(p.pendingService),
    employee: employeeRows(p.employee),
    absence: absenceRows(p.absence),
    bookedEmployee: employeeRows(p.bookedEmployee),
    freeEmployee: employeeRows(p.freeEmployee),
    booking: bookingRows(p.booking),
    review: reviewRows(p.review),
    user: userRows(p.user),
    provider: userRows(p.provider),
    clientFile: fileRows(p.clientFile),
    otherFile: fileRows(p.otherFile),
  }));
}

export async function buildScene(deps: AppDeps, people: { ownerId: string; clientId: string }) {
  return must((await buildScenes(deps, people, 1))[0], 'the one scene asked for');
}
export type Scene = Awaited<ReturnType<typeof buildScenes>>[number];
