import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { imageFileProblem } from '@/web/lib/image-file';
import { toast, toastError } from '@/web/lib/toast';
import type { UploadProgress } from '@/web/lib/upload';

/**
 * A button that picks an image and uploads it (avatar, salon cover, employee photo): the file is
 * checked here first for a quick French answer (the server checks the bytes themselves), then sent.
 */
export function ImagePickerButton({
  id,
  label,
  upload,
  success,
  onProgress,
  variant,
  size,
  disabled = false,
  children,
}: {
  /** The hidden file input's id, for tests and labels that point at it. */
  id?: string;
  /** The file input's accessible name. */
  label: string;
  upload: (file: File, onProgress: UploadProgress) => Promise<unknown>;
  /** The success toast's title. */
  success: string;
  /** Told 0 when sending starts, each percent on the way, and null once it is over. */
  onProgress?: (percent: number | null) => void;
  variant?: 'default' | 'outline';
  size?: 'default' | 'sm';
  disabled?: boolean;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error('Erreur', { description: problem });
      return;
    }
    setSending(true);
    onProgress?.(0);
    upload(file, (percent) => onProgress?.(percent))
      .then(
        () => toast.success(success),
        (error: unknown) => toastError(error, "Erreur lors du téléchargement de l'image."),
      )
      .finally(() => {
        setSending(false);
        onProgress?.(null);
      });
  };

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={label}
        // Reached through the visible button: an invisible stop in the tab order would lose the focus.
        tabIndex={-1}
        onChange={onFile}
      />
      <Button
        variant={variant}
        size={size}
        disabled={disabled || sending}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
