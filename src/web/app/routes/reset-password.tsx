import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { pages, safeReturnPath, withReturnPath } from '@/shared/pages';
import { RESET_LINK_INVALID, type ResetPasswordInput, ResetPasswordSchema } from '@/shared/schemas/auth';
import { NewPasswordField } from '@/web/components/new-password-field';
import { Button, SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { useResetPassword } from '@/web/features/auth/api/auth-mutations';
import { ApiError } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { loginWithRedirect } from '@/web/lib/paths';
import { toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

const resolver = zodResolver(ResetPasswordSchema);

/** The page a "Mot de passe oublié" e-mail opens: the link's token and a new password. */
export function Component() {
  usePageTitle('Nouveau mot de passe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // The page the person was going to when they asked for the link: signing in brings them there.
  const returnTo = safeReturnPath(searchParams.get('redirect'));
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({ resolver, defaultValues: { token, password: '' } });
  const { errors } = form.formState;
  const password = form.watch('password');
  const linkRefused =
    !token || (reset.error instanceof ApiError && reset.error.code === 'reset_link_invalid');
  const onSubmit = form.handleSubmit((values) =>
    reset.mutateAsync(values).catch((error: unknown) => {
      applyFieldErrors(error, form.setError);
      if (!(error instanceof ApiError && error.code === 'reset_link_invalid')) {
        toastError(error, "Le mot de passe n'a pas pu être changé.");
      }
    }),
  );
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Nouveau mot de passe</h1>
          <CardDescription>Choisissez le mot de passe de votre compte Rendezvous.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {reset.isSuccess ? (
            <>
              <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
                Votre mot de passe est changé, et vos sessions ouvertes ailleurs sont fermées. Connectez-vous
                avec le nouveau.
              </p>
              <Button asChild>
                <Link to={returnTo ? loginWithRedirect(returnTo) : pages.login}>Se connecter</Link>
              </Button>
            </>
          ) : linkRefused ? (
            <>
              <p
                role="alert"
                className="rounded-md border border-destructive/40 p-4 text-sm text-destructive"
              >
                {RESET_LINK_INVALID}
              </p>
              <Button asChild variant="outline">
                <Link to={withReturnPath(pages.forgotPassword, returnTo)}>Demander un nouveau lien</Link>
              </Button>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <NewPasswordField
                label="Nouveau mot de passe"
                error={errors.password?.message}
                value={password}
                registration={form.register('password')}
              />
              <SubmitButton pending={reset.isPending} pendingLabel="Enregistrement...">
                Enregistrer le mot de passe
              </SubmitButton>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
