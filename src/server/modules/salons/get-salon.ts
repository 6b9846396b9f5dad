import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { SalonDetail } from '@/shared/api-types';
import { findCity } from '@/shared/cities';
import { must } from '@/shared/must';
import type { Database } from '../../db/client';
import { salonPhotos, salons, services, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { loadTeam, toTeamMember } from '../core/load-team';
import { publicPackages } from '../core/salon-packages';
import { cityRefOf } from './city-ref';
import { assertSalonVisible } from './salon-visibility';

/** One salon with its services and packages, as its public page shows it (404 for a pending salon, but to its owner and admins). */
export async function getSalon(options: {
  db: Database;
  salonId: string;
  viewer: Viewer | null;
}): Promise<SalonDetail> {
  const { db, salonId, viewer } = options;
  const [row] = await db
    .select({
      salon: salons,
      owner: { id: users.id, fullName: users.fullName, avatarUrl: users.avatarUrl },
    })
    .from(salons)
    .innerJoin(users, eq(users.id, salons.ownerId))
    .where(eq(salons.id, salonId));
  assertSalonVisible(row?.salon, viewer);
  const { salon, owner } = must(row, 'a salon assertSalonVisible let through');
  const [salonServices, team, photos] = await Promise.all([
    db
      .select({ id: services.id, name: services.name, price: services.price, duration: services.duration })
      .from(services)
      // The public page shows what an admin accepted, to everyone (decision 075).
      .where(and(eq(services.salonId, salonId), isNotNull(services.approvedAt)))
      .orderBy(asc(services.name), asc(services.id)),
    loadTeam(db, salonId),
    db
      .select({ id: salonPhotos.id, url: salonPhotos.url })
      .from(salonPhotos)
      .where(and(eq(salonPhotos.salonId, salonId), isNotNull(salonPhotos.approvedAt)))
      .orderBy(asc(salonPhotos.position), asc(salonPhotos.createdAt)),
  ]);
  return {
    id: salon.id,
    name: salon.name,
    address: salon.address,
    description: salon.description,
    coverImageUrl: salon.coverImageUrl,
    avgRating: Number(salon.avgRating),
    reviewCount: salon.reviewCount,
    isApproved: salon.isApproved,
    timeZone: salon.timeZone,
    owner: { id: owner.id, full_name: owner.fullName, avatar_url: owner.avatarUrl },
    services: salonServices,
    packages: await publicPackages(db, salonId, salonServices),
    team: team.filter((employee) => employee.isPublic).map(toTeamMember),
    cancellationWindowHours: salon.cancellationWindowHours,
    city: cityRefOf(salon.city),
    ...positionOf(salon),
    photos,
  };
}

/** The salon's own position, else its city's centre, else none. */
function positionOf(salon: { city: string | null; latitude: number | null; longitude: number | null }) {
  if (salon.latitude !== null && salon.longitude !== null) {
    return { latitude: salon.latitude, longitude: salon.longitude };
  }
  const city = findCity(salon.city);
  return { latitude: city?.latitude ?? null, longitude: city?.longitude ?? null };
}
