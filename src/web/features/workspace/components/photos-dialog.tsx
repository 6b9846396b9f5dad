import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ManagedSalonPhoto } from '@/shared/api-types';
import { SALON_PHOTOS_MAX } from '@/shared/constants';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ImagePickerButton } from '@/web/components/image-picker-button';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { toast, toastError } from '@/web/lib/toast';
import {
  useDeleteSalonPhoto,
  useReorderSalonPhotos,
  useSalonPhotos,
  useUploadSalonPhoto,
} from '../api/workspace';
import type { SalonDialogProps } from './salon-dialog-props';

type Direction = 'earlier' | 'later';

/**
 * A salon's gallery (decision 053): up to 8 photos shown after the cover on the salon's page, in the
 * order set here. On an approved salon a new photo waits for an administrator, and says so.
 */
export function PhotosDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const photos = useSalonPhotos(salon.id);
  const upload = useUploadSalonPhoto(salon.id);
  const reorder = useReorderSalonPhotos(salon.id);
  const remove = useDeleteSalonPhoto();
  const [removing, setRemoving] = useState<{ photo: ManagedSalonPhoto; rank: number } | null>(null);
  const [moved, setMoved] = useState<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const items = photos.data?.items ?? [];
  const full = items.length >= SALON_PHOTOS_MAX;

  // A moved photo's row changes place: its button keeps the focus (the other one at either end).
  useEffect(() => {
    if (!moved) return;
    const other: Direction = moved.direction === 'earlier' ? 'later' : 'earlier';
    const target = [moved.direction, other]
      .map((direction) => document.getElementById(`photo-${moved.id}-${direction}`))
      .find((button): button is HTMLElement => button !== null && !button.hasAttribute('disabled'));
    target?.focus();
  }, [moved]);

  const move = (index: number, direction: Direction) => {
    if (reorder.isPending) return;
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const ids = items.map((photo) => photo.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(to, 0, id);
    reorder.mutate(ids, {
      onSuccess: () => {
        setMoved({ id, direction });
        setAnnouncement(`Photo déplacée en position ${to + 1} sur ${ids.length}.`);
      },
      onError: (error) => toastError(error, "Impossible de changer l'ordre des photos."),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Galerie de ${salon.name}`}
        description={`Jusqu'à ${SALON_PHOTOS_MAX} photos, montrées après la photo de couverture sur la page du salon.${
          salon.isApproved
            ? ' Une nouvelle photo est visible par les clients après validation par un administrateur.'
            : ''
        }`}
        className="max-w-2xl"
      >
        <QueryState query={photos} error="Impossible de charger les photos.">
          {({ items: list }) => (
            <ol className="divide-y rounded-md border">
              {list.length === 0 && (
                <li className="p-3 text-sm text-muted-foreground">Aucune photo pour le moment.</li>
              )}
              {list.map((photo, index) => (
                <li key={photo.id} className="flex flex-wrap items-center gap-3 p-3">
                  <img
                    src={photo.url}
                    // Named by the "Photo N" text beside it.
                    alt=""
                    width={96}
                    height={72}
                    loading="lazy"
                    className="h-18 w-24 rounded object-cover"
                  />
                  <span className="grid flex-1 gap-1 text-sm">
                    <span className="font-medium">Photo {index + 1}</span>
                    {photo.pending && (
                      <span className="w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                        En attente de validation
                      </span>
                    )}
                  </span>
                  <span className="flex flex-wrap gap-2">
                    <Button
                      id={`photo-${photo.id}-earlier`}
                      size="sm"
                      variant="outline"
                      aria-label={`Avancer la photo ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => move(index, 'earlier')}
                    >
                      <ArrowUp aria-hidden="true" /> Avancer
                    </Button>
                    <Button
                      id={`photo-${photo.id}-later`}
                      size="sm"
                      variant="outline"
                      aria-label={`Reculer la photo ${index + 1}`}
                      disabled={index === list.length - 1}
                      onClick={() => move(index, 'later')}
                    >
                      <ArrowDown aria-hidden="true" /> Reculer
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      aria-label={`Supprimer la photo ${index + 1}`}
                      onClick={() => setRemoving({ photo, rank: index + 1 })}
                    >
                      <Trash2 aria-hidden="true" /> Supprimer
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <ImagePickerButton
            label={`Ajouter une photo à la galerie de ${salon.name}`}
            upload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
            success={
              salon.isApproved
                ? 'Photo envoyée : visible après validation par un administrateur'
                : 'Photo ajoutée à la galerie'
            }
            disabled={full || photos.data === undefined}
          >
            <ImagePlus aria-hidden="true" /> {upload.isPending ? 'Envoi...' : 'Ajouter une photo'}
          </ImagePickerButton>
          <span className="text-sm text-muted-foreground">
            {full
              ? `La galerie est complète (${SALON_PHOTOS_MAX} photos au plus).`
              : `${items.length} sur ${SALON_PHOTOS_MAX} photos`}
          </span>
        </div>
        {removing && (
          <ConfirmDialog
            title={`Supprimer la photo ${removing.rank} ?`}
            confirmLabel="Supprimer la photo"
            pending={remove.isPending}
            onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
            onConfirm={() =>
              remove.mutate(removing.photo.id, {
                onSuccess: () => {
                  setRemoving(null);
                  toast.success('Photo supprimée de la galerie');
                },
                onError: (error) => toastError(error, 'Impossible de supprimer la photo.'),
              })
            }
          >
            La photo sera retirée de la galerie et effacée définitivement.
          </ConfirmDialog>
        )}
      </DialogContent>
    </Dialog>
  );
}
