import { Trash2 } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { ConfirmRemovalDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';

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
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive"
        aria-label={label}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {confirming && (
        <ConfirmRemovalDialog
          {...dialog}
          onOpenChange={setConfirming}
          onError={(error) => {
            if (closeOnError) setConfirming(false);
            onError(error);
          }}
        />
      )}
    </>
  );
}
