import { randomUUID } from 'node:crypto';
import { hoursOn } from '@/shared/opening-hours';
import { workingWindowOf } from '@/shared/staff';
import { addDays, fromWallClock, minutesOf, toWallClock } from '@/shared/time-zone';
import type { employeeAbsences } from '../db/schema';
import type { SeedContext } from './context';
import { TEAM_ABSENCES } from './data/team-absences';
import { findEmployee, type PlannedSalon } from './salons';
import { daysAgo } from './time-ago';

type AbsenceRow = typeof employeeAbsences.$inferInsert;

/** How far the search goes for a working day of the person. */
const SEARCH_DAYS = 14;

/**
 * The demo's planned time off: each one covers a whole working day of its employee, and goes into
 * their agenda before any booking is placed, so no demo booking falls in it.
 */
export function planAbsences(planned: PlannedSalon[], ctx: SeedContext): AbsenceRow[] {
  return TEAM_ABSENCES.map((seed) => {
    const salon = planned.find((candidate) => candidate.seed.name === seed.salonName);
    if (!salon) throw new Error(`Salon de démonstration inconnu : ${seed.salonName}`);
    const employee = findEmployee(salon, seed.employeeName);
    const today = toWallClock(ctx.now, salon.timeZone).date;
    for (let step = 0; step < SEARCH_DAYS; step++) {
      const date = addDays(today, seed.dayOffset + step);
      const hours = hoursOn(salon.week, date);
      const window = workingWindowOf(employee, hours);
      if (!window) continue;
      const start = fromWallClock(date, minutesOf(window.start), salon.timeZone);
      const end = fromWallClock(date, minutesOf(window.end), salon.timeZone);
      if (!start || !end) continue;
      employee.taken.push({ start, end });
      return {
        id: randomUUID(),
        employeeId: employee.id,
        kind: seed.kind,
        reason: seed.reason,
        startTime: start,
        endTime: end,
        createdAt: daysAgo(ctx.now, 3),
      };
    }
    throw new Error(`Aucun jour travaillé pour l'absence de ${seed.employeeName}`);
  });
}
