import { must } from '@/shared/must';
import { now } from '../base/clock';
import {
  employeeAbsences,
  employeeServices,
  employees,
  employeeWorkingDays,
  notifications,
  openingHours,
  reviews,
  salons,
  services,
} from '../db/schema';
import type { AppDeps } from '../lib/context';
import { insertPlainBookings } from '../modules/core/booking-parts';
import { planAbsences } from './absences';
import { createDemoAccounts, type DemoCredential, demoUserId, setDemoAvatars } from './accounts';
import { planBookings } from './bookings';
import { seedClientFiles } from './clients';
import type { SeedContext } from './context';
import { ADMIN, APPROVED_PROVIDERS, CLIENTS } from './data/people';
import { planHistory, writeSalonHistory } from './history';
import { planNotifications } from './notifications';
import { createRandom } from './random';
import { planReviews } from './reviews';
import {
  employeeRows,
  employeeServiceRows,
  employeeWorkingDayRows,
  openingHourRows,
  planSalons,
  salonRows,
  serviceRows,
} from './salons';

/**
 * Fills an empty database with the demo marketplace and returns the demo accounts' credentials.
 * Passwords are generated here, never stored in the repository. Everything is planned in memory
 * first (ids, teams, slots, reviews, notifications, three months of past appointments), then
 * written in one transaction.
 */
export async function seedDemoMarketplace(deps: AppDeps): Promise<DemoCredential[]> {
  const { userIds, credentials } = await createDemoAccounts(deps.auth, deps.config.demoPassword);
  const ctx: SeedContext = {
    now: now(),
    random: createRandom(20_240_601),
    demoClientId: demoUserId(userIds, must(CLIENTS[0], 'a demo client').key),
    demoProviderId: demoUserId(userIds, must(APPROVED_PROVIDERS[0], 'a demo provider').key),
    adminId: demoUserId(userIds, ADMIN.key),
    otherClientIds: CLIENTS.slice(1).map((client) => demoUserId(userIds, client.key)),
  };
  const planned = planSalons(userIds);
  // Before the bookings: no demo booking may fall in an absence.
  const absenceRows = planAbsences(planned, ctx);
  const bookingRows = planBookings(planned, ctx);
  const reviewRows = planReviews(planned, bookingRows, ctx);
  const notificationRows = planNotifications(planned, bookingRows, ctx);
  // Last: the past only takes the time the rest of the demo left free.
  const history = planHistory(planned, ctx);
  // One transaction: a failure leaves the accounts (prepareDemoSeed clears them on the next start)
  // but never a half-built marketplace. Only `tx` is used inside: the embedded database has a single
  // connection and `db` would wait forever.
  await deps.db.transaction(async (tx) => {
    await setDemoAvatars(tx, userIds);
    await tx.insert(salons).values(salonRows(planned, ctx.now));
    await tx.insert(services).values(serviceRows(planned));
    await tx.insert(openingHours).values(openingHourRows(planned));
    await tx.insert(employees).values(employeeRows(planned, ctx.now));
    await tx.insert(employeeWorkingDays).values(employeeWorkingDayRows(planned));
    await tx.insert(employeeServices).values(employeeServiceRows(planned));
    await tx.insert(employeeAbsences).values(absenceRows);
    await insertPlainBookings(tx, bookingRows);
    await writeSalonHistory(tx, history, {
      demoProviderId: ctx.demoProviderId,
      linkBase: deps.config.messaging.linkBaseUrl,
    });
    await seedClientFiles(tx, {
      clientId: ctx.demoClientId,
      providerId: ctx.demoProviderId,
      ownerName: must(APPROVED_PROVIDERS[0], 'the demo provider').fullName,
    });
    // The reviews trigger computes each salon's avg_rating and review_count from these rows.
    await tx.insert(reviews).values(reviewRows);
    await tx.insert(notifications).values(notificationRows);
  });
  return credentials;
}
