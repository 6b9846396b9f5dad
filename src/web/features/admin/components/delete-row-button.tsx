import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ConfirmRemovalDialog } from '@/web/components/confirm-dialog';
import { DialogButton } from '@/web/components/dialog-button';

/** The bin at the end of an admin list's row, and the confirmation it opens before deleting. */
export function DeleteRowButton({
  label,
  closeOnError = false,
  onError,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmRemovalDialog>, 'onOpenChange'> & {
  /** The bin's accessible name, which says what it deletes. */
  label: string;
  closeOnError?: boolean;
}) {
  return (
    <DialogButton
      size="sm"
      variant="ghost"
      className="text-destructive"
      aria-label={label}
      dialog={(onOpenChange) => (
        <ConfirmRemovalDialog
          {...dialog}
          onOpenChange={onOpenChange}
          onError={(error) => {
            if (closeOnError) onOpenChange(false);
            onError(error);
          }}
        />
      )}
    >
      <Trash2 aria-hidden="true" />
    </DialogButton>
  );
}
