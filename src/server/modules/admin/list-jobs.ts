import type { AdminJobs } from '@/shared/api-types';
import { now } from '../../base/clock';
import type { Executor } from '../../db/client';
import { type JobKind, jobBacklogs } from '../../lib/jobs/engine';

/** The admins' "Tâches de fond": every job kind of the registry, with what waits and what failed. */
export async function listJobs(db: Executor, kinds: readonly JobKind[]): Promise<AdminJobs> {
  const checkedAt = now();
  const backlogs = await jobBacklogs(db, kinds);
  return {
    checkedAt: checkedAt.toISOString(),
    kinds: backlogs.map(({ kind, backlog }) => ({
      name: kind.name,
      label: kind.label,
      sort: kind.queue ? 'queue' : 'sweep',
      everyMs: kind.everyMs,
      ...backlog,
    })),
  };
}
