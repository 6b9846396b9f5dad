import { ConfirmRemovalDialog } from '@/web/components/confirm-dialog';
import { toast, toastError } from '@/web/lib/toast';
import { useDeleteReview } from '../api/review-mutations';

/**
 * "Supprimer l'avis ?" and the deletion itself: loaded when someone asks to delete, so the mutation
 * code and the dialog library stay out of the salon page every visitor opens.
 */
export function DeleteReviewDialog({
  reviewId,
  salonId,
  onOpenChange,
  onDeleted,
}: {
  reviewId: string;
  salonId: string;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteReview(salonId);
  return (
    <ConfirmRemovalDialog
      title="Supprimer l'avis ?"
      confirmLabel="Supprimer l'avis"
      remove={remove}
      id={reviewId}
      onOpenChange={onOpenChange}
      onRemoved={() => {
        toast.success('Avis supprimé');
        onDeleted();
      }}
      onError={(error) => toastError(error, "Impossible de supprimer l'avis.")}
    >
      La note et le commentaire seront supprimés définitivement, et la note moyenne du salon recalculée.
    </ConfirmRemovalDialog>
  );
}
