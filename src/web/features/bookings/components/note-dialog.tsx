import { type FormEvent, useState } from 'react';
import { NOTE_REQUIRED_MESSAGE } from '@/shared/bookings';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';

/** The cancel and refuse dialogs: a non-empty explanation is required (SPEC §5). */
export function NoteDialog({
  open,
  onOpenChange,
  title,
  label,
  confirmLabel,
  isPending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(NOTE_REQUIRED_MESSAGE);
      return;
    }
    onConfirm(note.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setNote('');
          setError('');
        }
        onOpenChange(next);
      }}
    >
      <DialogContent title={title}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="booking-note">{label}</Label>
            <Textarea
              id="booking-note"
              rows={3}
              value={note}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'booking-note-error' : undefined}
              onChange={(event) => {
                setNote(event.target.value);
                setError('');
              }}
            />
            {error && (
              <p id="booking-note-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Retour
            </Button>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
