import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { pages, safeReturnPath } from '@/shared/pages';
import { type ForgotPasswordInput, ForgotPasswordSchema } from '@/shared/schemas/auth';
import { SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useForgotPassword } from '@/web/features/auth/api/auth-mutations';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { loginWithRedirect } from '@/web/lib/paths';
import { toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

const resolver = zodResolver(ForgotPasswordSchema);

/** "Mot de passe oublié": the answer is the same whether the address has an account or not. */
export function Component() {
  usePageTitle('Mot de passe oublié');
  const forgot = useForgotPassword();
  // Where the person was going: the e-mail's link brings them back there once the password is chosen.
  const returnTo = safeReturnPath(useSearchParams()[0].get('redirect'));
  const form = useForm<ForgotPasswordInput>({ resolver, defaultValues: { email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutateAsync(returnTo ? { ...values, redirect: returnTo } : values).catch((error: unknown) => {
      applyFieldErrors(error, form.setError);
      toastError(error, "La demande n'a pas pu être envoyée.");
    }),
  );
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Mot de passe oublié</h1>
          <CardDescription>
            Indiquez l'e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de
            passe.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {forgot.data ? (
            <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
              {forgot.data.message}
            </p>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormField id="email" label="Email" error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <SubmitButton pending={forgot.isPending} pendingLabel="Envoi...">
                Envoyer le lien
              </SubmitButton>
            </form>
          )}
          <Link
            to={returnTo ? loginWithRedirect(returnTo) : pages.login}
            className="text-center text-sm font-medium text-primary hover:underline"
          >
            Retour à la connexion
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
