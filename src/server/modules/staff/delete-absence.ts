import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeAbsences } from '../../db/schema';

/** DELETE /absences/:id: the time becomes bookable again. */
export async function deleteAbsence(options: { db: Database; absenceId: string }): Promise<void> {
  await options.db.delete(employeeAbsences).where(eq(employeeAbsences.id, options.absenceId));
}
