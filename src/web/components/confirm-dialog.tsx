import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
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
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
