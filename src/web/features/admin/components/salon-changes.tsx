import { useState } from 'react';
import type { PendingSalonPhoto, SalonChangeRequest, SalonPublicVersion } from '@/shared/api-types';
import { findCity } from '@/shared/cities';
import { MODERATION_REASON_MAX_LENGTH, RefuseChangesSchema } from '@/shared/schemas/moderation';
import { QueryState } from '@/web/components/query-state';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { Button } from '@/web/components/ui/button';
import { platformTimeZone } from '@/web/lib/platform-time-zone';
import { toast, toastError } from '@/web/lib/toast';
import { useDecideSalonChanges, useDecideSalonPhoto, useSalonChanges } from '../api/admin';
import { AcceptOrRefuse } from './accept-or-refuse';
import { PendingTeamAndServices } from './pending-team-and-services';

const FIELDS: { key: keyof SalonPublicVersion; label: string }[] = [
  { key: 'name', label: 'Nom' },
  { key: 'address', label: 'Adresse' },
  { key: 'description', label: 'Description' },
  { key: 'coverImageUrl', label: 'Photo de couverture' },
  { key: 'city', label: 'Ville' },
  { key: 'latitude', label: 'Latitude' },
  { key: 'longitude', label: 'Longitude' },
];

/** Changes owners made to approved salons: the public version stays until an admin decides. */
export function SalonChanges() {
  const changes = useSalonChanges();
  return (
    <QueryState
      query={changes}
      error="Impossible de charger les modifications à valider."
      isEmpty={(data) => data.items.length === 0}
      empty="Aucune modification de salon en attente."
    >
      {(data) => (
        <ul className="grid gap-4">
          {data.items.map((change) => (
            <ChangeCard key={change.salonId} change={change} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ChangeCard({ change }: { change: SalonChangeRequest }) {
  const decide = useDecideSalonChanges();
  const [refusing, setRefusing] = useState(false);
  const changed = FIELDS.filter(({ key }) => change.current[key] !== change.proposed[key]);
  const approve = () =>
    decide.mutate(
      { salonId: change.salonId, approve: true },
      {
        onSuccess: () =>
          toast.success('Modifications approuvées', { description: 'La nouvelle version est publique.' }),
        onError: (error) => toastError(error, "Impossible d'approuver les modifications."),
      },
    );
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div>
        <p className="font-medium">{change.current.name}</p>
        <p className="text-sm text-muted-foreground">
          {change.ownerName} · {change.ownerEmail} · proposé le{' '}
          {new Date(change.submittedAt).toLocaleString('fr-FR', { timeZone: platformTimeZone() })}
        </p>
      </div>
      {change.hasProposal && (
        <>
          <dl className="grid gap-3 text-sm">
            {changed.map(({ key, label }) => (
              <div key={key} className="grid gap-1 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
                <dt className="font-medium">{label}</dt>
                <dd className="min-w-0 break-words text-muted-foreground">
                  <span className="sr-only">Version publique : </span>
                  <Value field={key} value={change.current[key]} />
                </dd>
                <dd className="min-w-0 break-words rounded bg-amber-50 px-2 py-1 text-amber-950">
                  <span className="sr-only">Proposé : </span>
                  <Value field={key} value={change.proposed[key]} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={decide.isPending} onClick={approve}>
              Approuver
            </Button>
            <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => setRefusing(true)}>
              Refuser
            </Button>
          </div>
        </>
      )}
      {change.photos.length > 0 && <PendingPhotos change={change} />}
      <PendingTeamAndServices change={change} />
      {refusing && <RefuseDialog change={change} onOpenChange={setRefusing} />}
    </li>
  );
}

function Value({ field, value }: { field: keyof SalonPublicVersion; value: string | number | null }) {
  if (value === null || value === '') return <em>(vide)</em>;
  if (typeof value === 'number') return <>{value.toLocaleString('fr-FR', { maximumFractionDigits: 6 })}</>;
  if (field === 'city') return <>{findCity(value)?.name ?? value}</>;
  if (field === 'coverImageUrl')
    return <img src={value} alt="" className="h-24 w-auto rounded object-cover" />;
  return <>{value}</>;
}

function RefuseDialog({
  change,
  onOpenChange,
}: {
  change: SalonChangeRequest;
  onOpenChange: (open: boolean) => void;
}) {
  const decide = useDecideSalonChanges();
  return (
    <ReasonDialog
      id="refuse-reason"
      title="Refuser les modifications"
      description={`« ${change.current.name} » garde sa version publique. Le motif est envoyé au prestataire.`}
      label="Motif (facultatif)"
      maxLength={MODERATION_REASON_MAX_LENGTH}
      schema={RefuseChangesSchema}
      confirmLabel="Refuser les modifications"
      pending={decide.isPending}
      onOpenChange={onOpenChange}
      onConfirm={(reason) =>
        decide.mutate(
          { salonId: change.salonId, approve: false, reason },
          {
            onSuccess: () => {
              toast.neutral('Modifications refusées', { description: 'Le prestataire a été prévenu.' });
              onOpenChange(false);
            },
            onError: (failure) => toastError(failure, 'Impossible de refuser les modifications.'),
          },
        )
      }
    />
  );
}

/** New gallery photos of the salon: each is accepted or refused on its own (decision 053). */
function PendingPhotos({ change }: { change: SalonChangeRequest }) {
  const decide = useDecideSalonPhoto();
  const [refusing, setRefusing] = useState<{ photo: PendingSalonPhoto; rank: number } | null>(null);
  const accept = (photo: PendingSalonPhoto) =>
    decide.mutate(
      { photoId: photo.id, approve: true },
      {
        onSuccess: () =>
          toast.success('Photo acceptée', { description: 'Elle est visible dans la galerie du salon.' }),
        onError: (error) => toastError(error, "Impossible d'accepter la photo."),
      },
    );
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">Nouvelles photos de la galerie</p>
      <ul className="flex flex-wrap gap-3">
        {change.photos.map((photo, index) => (
          <li key={photo.id} className="grid w-40 gap-2 rounded-md border p-2">
            <img
              src={photo.url}
              alt={`${change.current.name}, proposition ${index + 1}`}
              className="aspect-[4/3] w-full rounded object-cover"
            />
            <AcceptOrRefuse
              what={`la photo ${index + 1}`}
              pending={decide.isPending}
              onAccept={() => accept(photo)}
              onRefuse={() => setRefusing({ photo, rank: index + 1 })}
            />
          </li>
        ))}
      </ul>
      {refusing && (
        <ReasonDialog
          id="refuse-photo-reason"
          title={`Refuser la photo ${refusing.rank}`}
          description={`La photo est retirée de la galerie de « ${change.current.name} ». Le motif est envoyé au prestataire.`}
          label="Motif (facultatif)"
          maxLength={MODERATION_REASON_MAX_LENGTH}
          schema={RefuseChangesSchema}
          confirmLabel="Refuser la photo"
          pending={decide.isPending}
          onOpenChange={(open) => !open && setRefusing(null)}
          onConfirm={(reason) =>
            decide.mutate(
              { photoId: refusing.photo.id, approve: false, reason },
              {
                onSuccess: () => {
                  toast.neutral('Photo refusée', { description: 'Le prestataire a été prévenu.' });
                  setRefusing(null);
                },
                onError: (failure) => toastError(failure, 'Impossible de refuser la photo.'),
              },
            )
          }
        />
      )}
    </div>
  );
}
