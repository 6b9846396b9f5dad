import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangePasswordInput, ChangePasswordSchema } from '@/shared/schemas/auth';
import { NewPasswordField } from '@/web/components/new-password-field';
import { SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useChangePassword } from '../api/auth-mutations';

const resolver = zodResolver(ChangePasswordSchema);
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/** The profile's password change: the current password first; the other sessions end. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');
  const onSubmit = form.handleSubmit((values) =>
    change.mutateAsync(values).then(
      () => {
        form.reset(EMPTY);
        toast.success('Mot de passe modifié', {
          description: 'Vos sessions ouvertes sur d’autres appareils sont fermées.',
        });
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Le mot de passe n'a pas pu être changé.");
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Mot de passe</CardTitle>
        <CardDescription>Le changer ferme vos sessions ouvertes sur d’autres appareils.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="currentPassword" label="Mot de passe actuel" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <NewPasswordField
            label="Nouveau mot de passe"
            error={errors.newPassword?.message}
            value={newPassword}
            registration={form.register('newPassword')}
          />
          <SubmitButton
            pending={change.isPending}
            pendingLabel="Enregistrement..."
            className="justify-self-start"
          >
            Changer le mot de passe
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
