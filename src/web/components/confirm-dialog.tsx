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
