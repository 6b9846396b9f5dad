import { type FormEventHandler, Fragment, type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EditRemoveButtons } from '@/web/components/edit-remove-buttons';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useSubmission } from '@/web/lib/use-submission';

/**
 * A dialog that lists a salon's items (services, employees) with their actions, and under the list
 * the form that adds one, or edits the one whose "Modifier" was pressed.
 */
export function EditableListDialog<T extends { id: string }>({
  title,
  open,
  onOpenChange,
  list,
  loadError,
  empty,
  renderItem,
  renderActions,
  remove,
  renderForm,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: { isError: boolean; data: { items: T[] } | undefined };
  loadError: string;
  empty: string;
  /** What the row says about the item. */
  renderItem: (item: T) => ReactNode;
  /** Buttons shown before "Modifier". */
  renderActions?: (item: T) => ReactNode;
  remove: {
    label: string;
    mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    /** The success toast's title, and the error toast's fallback. */
    done: string;
    failed: string;
    /** The confirmation asked first: its title, what will be lost, and its red button. */
    confirm: (item: T) => { title: string; text: ReactNode; label: string };
  };
  /** The add form when `editing` is null, else the edit form; `onDone` goes back to adding. */
  renderForm: (editing: T | null, onDone: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const confirmation = removing && remove.confirm(removing);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} className="max-w-2xl">
        <QueryState query={list} error={loadError}>
          {({ items }) => (
            <ul className="divide-y rounded-md border">
              {items.length === 0 && <li className="p-3 text-sm text-muted-foreground">{empty}</li>}
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  {renderItem(item)}
                  <span className="flex flex-wrap gap-2">
                    {renderActions?.(item)}
                    <EditRemoveButtons
                      onEdit={() => setEditing(item)}
                      onRemove={() => setRemoving(item)}
                      removeLabel={remove.label}
                    />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {/* A new form for each item edited, so its fields start from that item. */}
        <Fragment key={editing?.id ?? 'new'}>{renderForm(editing, () => setEditing(null))}</Fragment>
        {removing && confirmation && (
          <ConfirmDialog
            title={confirmation.title}
            confirmLabel={confirmation.label}
            pending={removePending}
            onOpenChange={(open) => !open && setRemoving(null)}
            onConfirm={() => {
              setRemovePending(true);
              remove.mutate(removing.id, {
                onSuccess: () => {
                  setRemovePending(false);
                  setRemoving(null);
                  if (editing?.id === removing.id) setEditing(null);
                  toast.success(remove.done);
                },
                onError: (error) => {
                  setRemovePending(false);
                  toastError(error, remove.failed);
                },
              });
            }}
          >
            {confirmation.text}
          </ConfirmDialog>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The add-or-edit form of an editable list: the shared schema checks the fields before any request,
 * the API's per-field messages land under the same fields, and a success says so and starts over.
 */
export function useItemForm<TInput extends FieldValues, TOutput>({
  resolver,
  defaultValues,
  save,
  editing,
  messages,
  onDone,
}: {
  resolver: Resolver<TInput, unknown, TOutput>;
  defaultValues: DefaultValues<TInput>;
  /** `key` is the form's idempotency key: the same for a double click, a new one after a success. */
  save: (values: TOutput, key: string) => Promise<unknown>;
  editing: boolean;
  /** The success toasts' titles, and the error toast's fallback. */
  messages: { added: string; edited: string; failed: string };
  onDone: () => void;
}) {
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
  const submission = useSubmission();
  const onSubmit = form.handleSubmit((values) =>
    submission.run((key) =>
      save(values, key).then(
        () => {
          submission.renew();
          toast.success(editing ? messages.edited : messages.added);
          form.reset();
          onDone();
        },
        (error: unknown) => {
          applyFieldErrors(error, form.setError);
          toastError(error, messages.failed);
        },
      ),
    ),
  );
  return { form, onSubmit, submitting: submission.running };
}

/** The frame of an editable list's form: its heading, its fields, "Ajouter" or "Enregistrer"/"Annuler". */
export function ItemForm({
  heading,
  editing,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  heading: string;
  editing: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-md border p-4">
      <p className="font-semibold">{heading}</p>
      {children}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {editing ? 'Enregistrer' : 'Ajouter'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}
