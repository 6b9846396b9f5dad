import { Clock, ImagePlus, MapPin, Pencil, Scissors, Trash2, Users } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/layout/page-header';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useSession } from '@/web/features/auth/session';
import { salonCoverUrl } from '@/web/features/salons/salon-cover';
import {
  type MySalon,
  useDeleteSalon,
  useMySalons,
  useUploadCover,
} from '@/web/features/workspace/api/workspace';
import { EmployeesDialog } from '@/web/features/workspace/components/employees-dialog';
import { FreeSlotsDialog } from '@/web/features/workspace/components/free-slots-dialog';
import { HoursDialog } from '@/web/features/workspace/components/hours-dialog';
import { SalonFormDialog } from '@/web/features/workspace/components/salon-form-dialog';
import { ServicesDialog } from '@/web/features/workspace/components/services-dialog';
import { errorMessage } from '@/web/lib/api-client';
import { imageFileProblem } from '@/web/lib/image-file';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';

type DialogName = 'edit' | 'services' | 'hours' | 'employees' | 'slots';

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
      {isPendingProvider && (
        <p
          role="status"
          className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          Votre compte prestataire est en attente de validation. Vous pourrez créer un salon et proposer vos
          services dès qu'un administrateur l'aura approuvé.
        </p>
      )}
      {salons.isPending ? (
        <Spinner />
      ) : salons.isError ? (
        <p role="alert" className="text-destructive">
          Impossible de charger vos salons.
        </p>
      ) : salons.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          Vous n'avez pas encore de salon.
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {salons.data.items.map((salon) => (
            <SalonCard key={salon.id} salon={salon} />
          ))}
        </ul>
      )}
      {creating && <SalonFormDialog open onOpenChange={setCreating} />}
    </>
  );
}

function SalonCard({ salon }: { salon: MySalon }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const remove = useDeleteSalon();
  const cover = useUploadCover(salon.id);
  const file = useRef<HTMLInputElement>(null);
  const close = (open: boolean) => !open && setDialog(null);

  const onCover = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    if (problem) return toast.error('Erreur', { description: problem });
    cover.mutate(chosen, {
      onSuccess: () => toast.success('Photo du salon mise à jour'),
      onError: (error) =>
        toast.error('Erreur', {
          description: errorMessage(error, "Erreur lors du téléchargement de l'image."),
        }),
    });
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-lg border shadow-sm">
      <img
        src={salonCoverUrl(salon.coverImageUrl)}
        alt=""
        className="aspect-video w-full object-cover"
        loading="lazy"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold">{salon.name}</h2>
          <span
            className={
              salon.isApproved
                ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900'
                : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900'
            }
          >
            {salon.isApproved ? 'Approuvé' : 'En attente'}
          </span>
        </div>
        <p className="flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {salon.address}
        </p>
        <p className="text-sm text-muted-foreground">
          {salon.serviceCount} service{salon.serviceCount > 1 ? 's' : ''}
          {salon.isApproved && (
            <>
              {' · '}
              <Link to={paths.provider(salon.id)} className="text-primary hover:underline">
                Voir la page publique
              </Link>
            </>
          )}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setDialog('services')}>
            <Scissors aria-hidden="true" /> Services
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('hours')}>
            <Clock aria-hidden="true" /> Horaires
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('employees')}>
            <Users aria-hidden="true" /> Employés
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('slots')}>
            Disponibilités
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
            <Pencil aria-hidden="true" /> Modifier
          </Button>
          <input
            ref={file}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={`Photo de ${salon.name}`}
            // Reached through the visible button: an invisible stop in the tab order would lose the focus.
            tabIndex={-1}
            onChange={onCover}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={cover.isPending}
            onClick={() => file.current?.click()}
          >
            <ImagePlus aria-hidden="true" /> {cover.isPending ? 'Envoi...' : 'Photo'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(salon.id, {
                onSuccess: () => toast.success('Salon supprimé'),
                onError: (error) =>
                  toast.error('Erreur', {
                    description: errorMessage(
                      error,
                      'Une erreur est survenue lors de la suppression du salon.',
                    ),
                  }),
              })
            }
          >
            <Trash2 aria-hidden="true" /> Supprimer
          </Button>
        </div>
      </div>
      {dialog === 'edit' && <SalonFormDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'services' && <ServicesDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'hours' && <HoursDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'employees' && <EmployeesDialog salon={salon} open onOpenChange={close} />}
      {dialog === 'slots' && <FreeSlotsDialog salon={salon} open onOpenChange={close} />}
    </li>
  );
}
