import { asc, desc, eq, inArray } from 'drizzle-orm';
import { must } from '@/shared/must';
import { now } from '../../base/clock';
import type { Database } from '../../db/client';
import {
  bookings,
  calendarFeeds,
  calendarTokens,
  employees,
  notifications,
  openingHours,
  reviews,
  salons,
  services,
  users,
} from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { openCin } from '../auth/identity-card';

/**
 * "Télécharger mes données": everything held about the person, as a JSON file. Their own data only:
 * of their salons, what they wrote (not their clients' bookings or reviews, which are other people's);
 * of their calendar link, whether it exists (never a token nor the private feed's address).
 */
export async function exportPersonalData(options: { db: Database; viewer: Viewer; encryptionKey: Buffer }) {
  const { db, viewer } = options;
  const [found] = await db.select().from(users).where(eq(users.id, viewer.id));
  const user = must(found, 'the signed-in user');
  const asClient = await db
    .select({
      id: bookings.id,
      salon: salons.name,
      service: bookings.serviceName,
      price: bookings.servicePrice,
      start: bookings.startTime,
      end: bookings.endTime,
      status: bookings.status,
      yourNote: bookings.clientNote,
      salonNote: bookings.prestataireNote,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .where(eq(bookings.clientId, viewer.id))
    .orderBy(desc(bookings.startTime));
  const written = await db
    .select({
      salon: salons.name,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(salons, eq(salons.id, reviews.salonId))
    .where(eq(reviews.clientId, viewer.id))
    .orderBy(desc(reviews.createdAt));
  const received = await db
    .select({
      type: notifications.type,
      payload: notifications.payload,
      read: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, viewer.id))
    .orderBy(desc(notifications.createdAt));
  const owned = await db
    .select()
    .from(salons)
    .where(eq(salons.ownerId, viewer.id))
    .orderBy(asc(salons.createdAt));
  const ids = owned.map((salon) => salon.id);
  const [offered, hours, team] = ids.length
    ? await Promise.all([
        db.select().from(services).where(inArray(services.salonId, ids)),
        db.select().from(openingHours).where(inArray(openingHours.salonId, ids)),
        db
          .select({ salonId: employees.salonId, fullName: employees.fullName, position: employees.position })
          .from(employees)
          .where(inArray(employees.salonId, ids)),
      ])
    : [[], [], []];
  const [calendar] = await db
    .select({ provider: calendarTokens.provider })
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, viewer.id));
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, viewer.id));
  return {
    exportedAt: now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      phone: user.phone,
      role: user.role,
      avatarUrl: user.avatarUrl,
      createdAt: user.createdAt,
      /** When the CGU were accepted at sign-up; null for an account made before the checkbox or by an admin. */
      termsAcceptedAt: user.termsAcceptedAt,
      ...(user.role === 'prestataire'
        ? {
            providerStatus: user.providerStatus,
            providerRefusalReason: user.providerRefusalReason,
            cin: openCin(options.encryptionKey, user.cin),
            salonAddress: user.salonAddress,
          }
        : {}),
    },
    bookings: asClient,
    reviews: written,
    notifications: received,
    salons: owned.map((salon) => ({
      id: salon.id,
      name: salon.name,
      address: salon.address,
      city: salon.city,
      latitude: salon.latitude,
      longitude: salon.longitude,
      description: salon.description,
      approved: salon.isApproved,
      coverImageUrl: salon.coverImageUrl,
      createdAt: salon.createdAt,
      services: offered
        .filter((service) => service.salonId === salon.id)
        .map(({ name, price, duration }) => ({ name, price, duration })),
      openingHours: hours
        .filter((day) => day.salonId === salon.id)
        .map(({ salonId: _salon, id: _id, ...day }) => day),
      team: team
        .filter((member) => member.salonId === salon.id)
        .map(({ fullName, position }) => ({ fullName, position })),
    })),
    calendar: {
      connected: Boolean(calendar),
      provider: calendar?.provider ?? null,
      privateFeed: Boolean(feed),
    },
  };
}
