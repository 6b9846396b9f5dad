import {
  CalendarDays,
  Clock,
  ImagePlus,
  Images,
  MapPin,
  Package,
  Pencil,
  Scissors,
  Trash2,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MySalon, PendingSalonChanges } from '@/shared/api-types';
import { pages } from '@/shared/pages';
import { ApprovalBadge } from '@/web/components/approval-badge';
import { ConfirmRemovalDialog } from '@/web/components/confirm-dialog';
import { ImagePickerButton } from '@/web/components/image-picker-button';
import { PageHeader } from '@/web/components/layout/page-header';
import { ProviderStatusNotice } from '@/web/components/provider-status-notice';
import { EmptyState, QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { salonCoverUrl } from '@/web/features/salons/salon-cover';
import { useDeleteSalon, useMySalons, useUploadCover } from '@/web/features/workspace/api/workspace';
import { BookingRulesDialog } from '@/web/features/workspace/components/booking-rules-dialog';
import { EmployeesDialog } from '@/web/features/workspace/components/employees-dialog';
import { HoursDialog } from '@/web/features/workspace/components/hours-dialog';
import { PackagesDialog } from '@/web/features/workspace/components/packages-dialog';
import { PhotosDialog } from '@/web/features/workspace/components/photos-dialog';
import { SalonFormDialog } from '@/web/features/workspace/components/salon-form-dialog';
import { ServicesDialog } from '@/web/features/workspace/components/services-dialog';
import { SpecialDaysDialog } from '@/web/features/workspace/components/special-days-dialog';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';
import { FreeSlotsDialog } from './free-slots-dialog';

type DialogName =
  | 'edit'
  | 'services'
  | 'packages'
  | 'hours'
  | 'special'
  | 'employees'
  | 'slots'
  | 'rules'
  | 'photos'
  | 'delete';

export function Component() {
  usePageTitle('Mes salons');
  const session = useSession();
  const salons = useMySalons();
  const [creating, setCreating] = useState(false);
  useErrorToast(salons.isError, 'Erreur', 'Impossible de charger vos salons.');
  if (session.status !== 'signed-in') return <p>Vous devez être connecté pour accéder à cette page.</p>;
  const isPendingProvider = session.isPrestataire && session.providerStatus !== 'approved';

  return (
    <>
      <PageHeader title="Mes salons" description="Vos salons, leurs services, horaires et employés.">
        <Button onClick={() => setCreating(true)} disabled={isPendingProvider}>
          Créer un salon
        </Button>
      </PageHeader>
      <ProviderStatusNotice />
      <QueryState
        query={salons}
        error="Impossible de charger vos salons."
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState className="p-10">Vous n'avez pas encore de salon.</EmptyState>}
      >
        {(data) => (
          <ul className="grid gap-6 md:grid-cols-2">
            {data.items.map((salon) => (
              <SalonCard key={salon.id} salon={salon} />
            ))}
          </ul>
        )}
      </QueryState>
      {creating && <SalonFormDialog open onOpenChange={setCreating} />}
    </>
  );
}

function SalonCard({ salon }: { salon: MySalon }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const remove = useDeleteSalon();
  const cover = useUploadCover(salon.id);
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <li className="flex flex-col overflow-hidden rounded-lg border shadow-sm">
      <img
        src={salonCoverUrl(salon.coverImageUrl, salon)}
        alt=""
        className="aspect-video w-full object-cover"
        loading="lazy"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold">{salon.name}</h2>
          <ApprovalBadge approved={salon.isApproved} />
        </div>
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {salon.address}
        </p>
        {salon.pendingChanges && <PendingChangesNotice salon={salon} pending={salon.pendingChanges} />}
        <p className="text-sm text-muted-foreground">
          {salon.serviceCount} service{salon.serviceCount > 1 ? 's' : ''}
          {salon.isApproved && (
            <>
              {' · '}
              <Link to={pages.provider(salon.id)} className="text-primary hover:underline">
                Voir la page publique
              </Link>
            </>
          )}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setDialog('services')}>
            <Scissors aria-hidden="true" /> Services
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('packages')}>
            <Package aria-hidden="true" /> Forfaits
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('hours')}>
            <Clock aria-hidden="true" /> Horaires
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('special')}>
            <CalendarDays aria-hidden="true" /> Jours spéciaux
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('employees')}>
            <Users aria-hidden="true" /> Employés
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('slots')}>
            Disponibilités
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('rules')}>
            Règles de réservation
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
            <Pencil aria-hidden="true" /> Modifier
          </Button>
          <ImagePickerButton
            label={`Photo de ${salon.name}`}
            upload={(file, onProgress) => cover.mutateAsync({ file, onProgress })}
            success={
              salon.isApproved
                ? 'Photo envoyée : visible après validation par un administrateur'
                : 'Photo du salon mise à jour'
            }
            size="sm"
            variant="outline"
          >
            <ImagePlus aria-hidden="true" /> {cover.isPending ? 'Envoi...' : 'Photo'}
          </ImagePickerButton>
          <Button size="sm" variant="outline" onClick={() => setDialog('photos')}>
            <Images aria-hidden="true" /> Galerie
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" /> Supprimer
          </Button>
        </div>
      </div>
      {dialog === 'edit' && <SalonFormDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'services' && <ServicesDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'packages' && <PackagesDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'hours' && <HoursDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'special' && <SpecialDaysDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'employees' && <EmployeesDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'slots' && <FreeSlotsDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'rules' && <BookingRulesDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'photos' && <PhotosDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'delete' && (
        <ConfirmRemovalDialog
          title="Supprimer le salon ?"
          confirmLabel="Supprimer le salon"
          remove={remove}
          id={salon.id}
          onOpenChange={close}
          onRemoved={() => toast.success('Salon supprimé')}
          onError={(error) => toastError(error, 'Une erreur est survenue lors de la suppression du salon.')}
        >
          « {salon.name} » sera supprimé définitivement, avec ses {salon.serviceCount} service
          {salon.serviceCount > 1 ? 's' : ''}, ses horaires d'ouverture, ses employés, leurs horaires et leurs
          absences, ses avis et sa photo. Un salon qui a des rendez-vous ne peut pas être supprimé.
        </ConfirmRemovalDialog>
      )}
    </li>
  );
}

/** What the owner proposed to an approved salon, waiting for an admin (the public sees the approved version). */
function PendingChangesNotice({ salon, pending }: { salon: MySalon; pending: PendingSalonChanges }) {
  const changes = [
    pending.name !== salon.name && `Nom : ${pending.name}`,
    pending.address !== salon.address && `Adresse : ${pending.address}`,
    pending.description !== salon.description && `Description : ${pending.description ?? '(vide)'}`,
    pending.coverImageUrl !== salon.coverImageUrl && 'Nouvelle photo de couverture',
  ].filter((line): line is string => Boolean(line));
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">Modifications en attente de validation</p>
      <p>La version actuelle reste affichée aux clients jusqu'à la décision d'un administrateur.</p>
      <ul className="mt-1 list-disc pl-5 break-words">
        {changes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
