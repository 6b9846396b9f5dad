import type { AdminJobKind } from '@/shared/api-types';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { QueryState } from '@/web/components/query-state';
import { useJobs } from '../api/admin';

const count = (value: number) => value.toLocaleString('fr-FR');

/** "toutes les 5 s", "toutes les heures", "pas dans ce processus". */
function rhythm(everyMs: number) {
  if (everyMs <= 0) return 'pas dans ce processus';
  if (everyMs >= 3_600_000)
    return everyMs === 3_600_000 ? 'toutes les heures' : `toutes les ${everyMs / 3_600_000} h`;
  if (everyMs >= 60_000)
    return everyMs === 60_000 ? 'toutes les minutes' : `toutes les ${everyMs / 60_000} min`;
  return `toutes les ${(everyMs / 1_000).toLocaleString('fr-FR')} s`;
}

const time = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium', timeZone: DEFAULT_TIME_ZONE }).format(
    new Date(iso),
  );

function Cell({ value, alarm }: { value: number | null; alarm?: boolean }) {
  return (
    <td className={`text-right tabular-nums ${alarm && value ? 'font-medium text-destructive' : ''}`}>
      {value === null ? '—' : count(value)}
    </td>
  );
}

function JobRow({ kind }: { kind: AdminJobKind }) {
  const queue = kind.sort === 'queue';
  return (
    <tr className="border-b align-top">
      <th scope="row" className="py-2 font-medium">
        {kind.label}
        <span className="block text-xs font-normal text-muted-foreground">{rhythm(kind.everyMs)}</span>
      </th>
      <Cell value={kind.due} />
      {queue ? (
        <>
          <Cell value={kind.later} />
          <Cell value={kind.running} />
          <Cell value={kind.retrying} alarm />
          <Cell value={kind.failed} alarm />
        </>
      ) : (
        <td colSpan={4} className="text-muted-foreground">
          Fait dans la même transaction que ce qu'il traite
        </td>
      )}
      <td className="max-w-72 break-words text-xs text-muted-foreground">{kind.lastError ?? '—'}</td>
    </tr>
  );
}

/**
 * The admin's "Tâches de fond" (decision 086): every kind of the job registry, with what is due,
 * waiting, being worked on, retried and failed for good, and the last error. A table: one row per
 * kind, its header cells named.
 */
export function JobsStatus() {
  const jobs = useJobs();
  return (
    <QueryState query={jobs} error="Impossible de charger les tâches de fond.">
      {(data) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Relevé à {time(data.checkedAt)}, mis à jour toutes les 10 secondes.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm [&_td]:py-2 [&_td]:pr-4 [&_th]:pr-4">
              <caption className="sr-only">Tâches de fond</caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2">
                    Tâche
                  </th>
                  <th scope="col" className="text-right">
                    À faire
                  </th>
                  <th scope="col" className="text-right">
                    Plus tard
                  </th>
                  <th scope="col" className="text-right">
                    En cours
                  </th>
                  <th scope="col" className="text-right">
                    En nouvel essai
                  </th>
                  <th scope="col" className="text-right">
                    En échec (24 h)
                  </th>
                  <th scope="col">Dernière erreur</th>
                </tr>
              </thead>
              <tbody>
                {data.kinds.map((kind) => (
                  <JobRow key={kind.name} kind={kind} />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </QueryState>
  );
}
