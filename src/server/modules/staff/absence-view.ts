import type { Absence } from '@/shared/api-types';
import type { employeeAbsences } from '../../db/schema';

export function toAbsence(row: typeof employeeAbsences.$inferSelect): Absence {
  return {
    id: row.id,
    employeeId: row.employeeId,
    kind: row.kind,
    reason: row.reason,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
  };
}
