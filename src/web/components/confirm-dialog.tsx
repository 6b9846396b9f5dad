import type { ReactNode } from 'react';
import { DestructiveActions } from '@/web/components/destructive-actions';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';

/**
 * Asks before something is destroyed: the title names the action, the text says what will be lost,
 * the red button does it. "Annuler" keeps everything; the dialog closes itself once the action ends.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onOpenChange,
}: {
  title: string;
  /** What will be lost, in words the person knows. */
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={title} description={children} role="alertdialog">
        <DestructiveActions
          confirmLabel={confirmLabel}
          pending={pending}
          onBack={() => onOpenChange(false)}
          onConfirm={onConfirm}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A deletion as the query library offers it: started with the id, its outcome told to callbacks. */
interface Removal {
  isPending: boolean;
  mutate: (id: string, outcome: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * A ConfirmDialog whose red button deletes one thing: once deleted the dialog closes and `onRemoved`
 * tells the person; a failure is `onError`'s to tell, and the dialog stays open unless it closes it.
 */
export function ConfirmRemovalDialog({
  remove,
  id,
  onRemoved,
  onError,
  onOpenChange,
  ...dialog
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  remove: Removal;
  id: string;
  onRemoved: () => void;
  onError: (error: Error) => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ConfirmDialog
      {...dialog}
      pending={remove.isPending}
      onOpenChange={onOpenChange}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            onOpenChange(false);
            onRemoved();
          },
          onError,
        })
      }
    />
  );
}
