import { useState } from 'react';
import type { EmployeePublicVersion, SalonChangeRequest } from '@/shared/api-types';
import { MODERATION_REASON_MAX_LENGTH, RefuseChangesSchema } from '@/shared/schemas/moderation';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { toast, toastError } from '@/web/lib/toast';
import { useDecideTeamOrService } from '../api/admin';
import { AcceptOrRefuse } from './accept-or-refuse';

/** One service or employee waiting, as the admin reads it: what the public sees now and what would replace it. */
interface PendingItem {
  kind: 'service' | 'employee';
  id: string;
  submittedAt: string;
  /** Names the item on its buttons and in the dialog. */
  label: string;
  isNew: boolean;
  rows: { label: string; current: React.ReactNode; proposed: React.ReactNode }[];
}

const photo = (url: string | null, alt: string) =>
  url ? <img src={url} alt={alt} className="size-16 rounded-full object-cover" /> : <em>(aucune)</em>;

function employeeRows(current: EmployeePublicVersion | null, proposed: EmployeePublicVersion) {
  const rows: PendingItem['rows'] = [
    { label: 'Nom', current: current?.fullName, proposed: proposed.fullName },
    { label: 'Poste', current: current?.position, proposed: proposed.position },
  ]
    .filter((row) => row.current !== row.proposed)
    .map((row) => ({ ...row, current: row.current ?? <em>(nouveau)</em> }));
  if (current?.avatarUrl !== proposed.avatarUrl) {
    rows.push({
      label: 'Photo',
      current: current ? (
        photo(current.avatarUrl, `Photo publique de ${current.fullName}`)
      ) : (
        <em>(nouveau)</em>
      ),
      proposed: photo(proposed.avatarUrl, `Photo proposée pour ${proposed.fullName}`),
    });
  }
  return rows;
}

/** What the salon's services and team have waiting (decision 075): each is accepted or refused on its own. */
export function PendingTeamAndServices({ change }: { change: SalonChangeRequest }) {
  const decide = useDecideTeamOrService();
  const [refusing, setRefusing] = useState<PendingItem | null>(null);
  const items: PendingItem[] = [
    ...change.services.map((service) => ({
      kind: 'service' as const,
      id: service.id,
      submittedAt: service.submittedAt,
      label: `la prestation « ${service.proposed.name} »`,
      isNew: service.current === null,
      rows: [
        {
          label: 'Prestation',
          current: service.current?.name ?? <em>(nouvelle)</em>,
          proposed: service.proposed.name,
        },
      ],
    })),
    ...change.employees.map((employee) => ({
      kind: 'employee' as const,
      id: employee.id,
      submittedAt: employee.submittedAt,
      label: `l’employé « ${employee.proposed.fullName} »`,
      isNew: employee.current === null,
      rows: employeeRows(employee.current, employee.proposed),
    })),
  ];
  if (items.length === 0) return null;
  const accept = (item: PendingItem) =>
    decide.mutate(
      { kind: item.kind, id: item.id, submittedAt: item.submittedAt, approve: true },
      {
        onSuccess: () =>
          toast.success('Modification acceptée', { description: 'La nouvelle version est publique.' }),
        onError: (error) => toastError(error, "Impossible d'accepter la modification."),
      },
    );
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">Prestations et équipe</p>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="grid gap-2 rounded-md border p-3">
            <p className="text-muted-foreground">
              {item.kind === 'service'
                ? item.isNew
                  ? 'Nouvelle prestation'
                  : 'Prestation renommée'
                : item.isNew
                  ? 'Nouvel employé'
                  : 'Employé modifié'}
            </p>
            <dl className="grid gap-2">
              {item.rows.map((row) => (
                <div key={row.label} className="grid gap-1 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
                  <dt className="font-medium">{row.label}</dt>
                  <dd className="min-w-0 break-words text-muted-foreground">
                    <span className="sr-only">Version publique : </span>
                    {row.current}
                  </dd>
                  <dd className="min-w-0 break-words rounded bg-amber-50 px-2 py-1 text-amber-950">
                    <span className="sr-only">Proposé : </span>
                    {row.proposed}
                  </dd>
                </div>
              ))}
            </dl>
            <AcceptOrRefuse
              what={item.label}
              pending={decide.isPending}
              onAccept={() => accept(item)}
              onRefuse={() => setRefusing(item)}
            />
          </li>
        ))}
      </ul>
      {refusing && (
        <ReasonDialog
          id="refuse-item-reason"
          title={`Refuser ${refusing.label}`}
          description={
            refusing.isNew
              ? `Le public ne la verra pas ; « ${change.current.name} » peut encore l’utiliser. Le motif est envoyé au prestataire.`
              : `La version publique reste affichée. Le motif est envoyé au prestataire.`
          }
          label="Motif (facultatif)"
          maxLength={MODERATION_REASON_MAX_LENGTH}
          schema={RefuseChangesSchema}
          confirmLabel="Refuser"
          pending={decide.isPending}
          onOpenChange={(open) => !open && setRefusing(null)}
          onConfirm={(reason) =>
            decide.mutate(
              {
                kind: refusing.kind,
                id: refusing.id,
                submittedAt: refusing.submittedAt,
                approve: false,
                reason,
              },
              {
                onSuccess: () => {
                  toast.neutral('Modification refusée', { description: 'Le prestataire a été prévenu.' });
                  setRefusing(null);
                },
                onError: (failure) => toastError(failure, 'Impossible de refuser la modification.'),
              },
            )
          }
        />
      )}
    </div>
  );
}
