import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangeEmailInput, ChangeEmailSchema } from '@/shared/schemas/profile';
import { SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toastError } from '@/web/lib/toast';
import { useRequestEmailChange } from '../api/profile';

const resolver = zodResolver(ChangeEmailSchema);

/** "Changer d'adresse e-mail": nothing changes until the new address follows the link it receives. */
export function ChangeEmailCard({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const form = useForm<ChangeEmailInput>({ resolver, defaultValues: { newEmail: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    request.mutateAsync(values).then(
      () => form.reset({ newEmail: '', password: '' }),
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Le lien de confirmation n'a pas pu être envoyé.");
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Adresse e-mail</CardTitle>
        <CardDescription>Actuellement {email}. La nouvelle adresse devra être confirmée.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {request.data && (
          <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
            Un lien de confirmation a été envoyé à {request.data.sentTo}. Votre adresse changera quand vous
            l'aurez suivi (il expire dans 1 heure).
          </p>
        )}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="newEmail" label="Nouvelle adresse e-mail" error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...form.register('newEmail')} />
          </FormField>
          <FormField id="email-password" label="Votre mot de passe" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <SubmitButton pending={request.isPending} pendingLabel="Envoi..." className="justify-self-start">
            Envoyer le lien de confirmation
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
