import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { DestructiveActions } from '@/web/components/destructive-actions';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/textarea';

/**
 * A refusal that carries a reason to the person refused: the shared schema checks the text before
 * any request, its French message shows under the field, and the red button sends it.
 */
export function ReasonDialog({
  id,
  title,
  description,
  label,
  hint,
  maxLength,
  schema,
  confirmLabel,
  pending,
  onConfirm,
  onOpenChange,
}: {
  /** The field's id, unique on the page. */
  id: string;
  title: string;
  description: ReactNode;
  label: string;
  hint?: string;
  maxLength: number;
  schema: z.ZodType<{ reason?: string }>;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (pending) return;
            const parsed = schema.safeParse({ reason });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message);
              return;
            }
            setError(undefined);
            onConfirm(parsed.data.reason);
          }}
        >
          <FormField id={id} label={label} hint={hint} error={error}>
            <Textarea
              rows={3}
              value={reason}
              maxLength={maxLength}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <DestructiveActions
            confirmLabel={confirmLabel}
            pending={pending}
            onBack={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
