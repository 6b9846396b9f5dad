import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { ClientFile } from '@/shared/api-types';
import { CLIENT_ALLERGIES_MAX_LENGTH } from '@/shared/clients';
import { formatPhone } from '@/shared/phone';
import { NewClientSchema, UpdateClientSchema } from '@/shared/schemas/clients';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useCreateClient, useUpdateClient } from '../api/clients';

/** The contact fields, the same in "Nouveau client" and in the file's "Modifier". */
function ContactFields({
  register,
  errors,
  idPrefix,
}: {
  register: ReturnType<typeof useForm<{ fullName: string; phone: string; email?: string }>>['register'];
  errors: Partial<Record<'fullName' | 'phone' | 'email', { message?: string }>>;
  idPrefix: string;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Prénom et nom" error={errors.fullName?.message}>
        <Input autoComplete="off" {...register('fullName')} />
      </FormField>
      <FormField
        id={`${idPrefix}-phone`}
        label="Téléphone"
        hint="Par exemple 20 123 456, ou +33 6 12 34 56 78 pour un numéro étranger."
        error={errors.phone?.message}
      >
        <Input type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
      </FormField>
      <FormField id={`${idPrefix}-email`} label="E-mail (facultatif)" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </FormField>
    </>
  );
}

/** "Nouveau client": a file made from the "Clients" page. */
export function NewClientDialog({
  onOpenChange,
  onCreated,
}: {
  onOpenChange: (open: boolean) => void;
  onCreated: (file: ClientFile) => void;
}) {
  const create = useCreateClient();
  const form = useForm({
    resolver: zodResolver(NewClientSchema),
    defaultValues: { fullName: '', phone: '', email: '' },
  });
  const onSubmit = form.handleSubmit((input) =>
    create.mutateAsync(input).then(
      (file) => {
        toast.success('Client ajouté');
        onCreated(file);
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible d'ajouter ce client.");
      },
    ),
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Nouveau client"
        description="Le numéro de téléphone identifie le client dans votre carnet."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ContactFields register={form.register} errors={form.formState.errors} idPrefix="new-client" />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Retour
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Ajouter
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** "Modifier" on a "Fiche client": contact, allergies and contra-indications, "Rappels par WhatsApp". */
export function EditClientDialog({
  file,
  onOpenChange,
}: {
  file: ClientFile;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateClient(file.id);
  const form = useForm({
    resolver: zodResolver(UpdateClientSchema),
    defaultValues: {
      fullName: file.fullName,
      phone: file.phone ? formatPhone(file.phone) : '',
      email: file.email ?? '',
      allergies: file.allergies,
      // Left out where the site sends no WhatsApp: the file keeps what it had (decision 081).
      whatsappOptIn: file.whatsappOffered ? file.whatsappOptIn : undefined,
    },
  });
  const onSubmit = form.handleSubmit((input) =>
    update.mutateAsync(input).then(
      () => {
        toast.success('Fiche enregistrée');
        onOpenChange(false);
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible d'enregistrer la fiche.");
      },
    ),
  );
  const { errors } = form.formState;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title="Modifier la fiche" description={file.fullName}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ContactFields register={form.register} errors={errors} idPrefix="edit-client" />
          <FormField
            id="edit-client-allergies"
            label="Allergies et contre-indications"
            hint="Affichées en rouge sur chaque rendez-vous de ce client."
            error={errors.allergies?.message}
          >
            <Textarea rows={3} maxLength={CLIENT_ALLERGIES_MAX_LENGTH} {...form.register('allergies')} />
          </FormField>
          {file.whatsappOffered && (
            <Controller
              control={form.control}
              name="whatsappOptIn"
              render={({ field }) => (
                <div className="flex items-start gap-2">
                  <Checkbox
                    id="edit-client-whatsapp"
                    checked={field.value ?? false}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor="edit-client-whatsapp" className="leading-5">
                    Rappels par WhatsApp
                    <span className="block text-xs text-muted-foreground">
                      Le client l'a demandé : ses confirmations et rappels partent par WhatsApp, à son numéro.
                    </span>
                  </Label>
                </div>
              )}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Retour
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Enregistrer
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
