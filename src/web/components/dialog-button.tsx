import { type ComponentProps, type ReactNode, useState } from 'react';
import { Button } from '@/web/components/ui/button';

/**
 * A button and the dialog it opens. The dialog is drawn only while open, so its code and its queries
 * wait for the click; `dialog` gets the function that closes it (its `onOpenChange`).
 */
export function DialogButton({
  dialog,
  ...button
}: Omit<ComponentProps<typeof Button>, 'onClick'> & {
  dialog: (onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} />
      {open && dialog(setOpen)}
    </>
  );
}
