import { and, asc, eq, gt } from 'drizzle-orm';
import type { Absence, ItemList } from '@/shared/api-types';
import type { Executor } from '../../db/client';
import { employeeAbsences } from '../../db/schema';
import { toAbsence } from './absence-view';

/** GET /employees/:id/absences: the current and upcoming ones, soonest first. */
export async function listAbsences(options: {
  db: Executor;
  employeeId: string;
  now: Date;
}): Promise<ItemList<Absence>> {
  const rows = await options.db
    .select()
    .from(employeeAbsences)
    .where(
      and(eq(employeeAbsences.employeeId, options.employeeId), gt(employeeAbsences.endTime, options.now)),
    )
    .orderBy(asc(employeeAbsences.startTime), asc(employeeAbsences.id));
  return { items: rows.map(toAbsence) };
}
