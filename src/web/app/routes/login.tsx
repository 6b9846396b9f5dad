import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pages, withReturnPath } from '@/shared/pages';
import { type LoginInput, LoginSchema } from '@/shared/schemas/auth';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { useSignIn } from '@/web/features/auth/api/auth-mutations';
import { TwoFactorStep } from '@/web/features/auth/components/two-factor-step';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { safeRedirect } from '@/web/lib/paths';
import { toast, toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Connexion');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const redirect = searchParams.get('redirect');
  // An account with a second factor: after the password, the code (decision 074).
  const [askCode, setAskCode] = useState(false);
  const signedIn = (recoveryCodesLeft: number | null = null) => {
    // One toast at a time: a spent recovery code is what the person must read.
    if (recoveryCodesLeft === null) {
      toast.success('Connexion réussie', { description: 'Vous êtes maintenant connecté.' });
    } else {
      toast.warning('Code de secours utilisé', {
        description: `Il vous en reste ${recoveryCodesLeft}. Vous pouvez en demander de nouveaux dans votre profil (« Sécurité »).`,
      });
    }
    navigate(safeRedirect(redirect), { replace: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      (answer) => {
        if (answer.twoFactorRequired) setAskCode(true);
        else signedIn();
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, 'Email ou mot de passe incorrect.', 'Erreur de connexion');
      },
    ),
  );

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Connexion</h1>
          <CardDescription>Connectez-vous pour réserver et suivre vos rendez-vous.</CardDescription>
        </CardHeader>
        <CardContent>
          {askCode ? (
            <TwoFactorStep
              onSignedIn={({ recoveryCodesLeft }) => signedIn(recoveryCodesLeft)}
              onRestart={() => {
                form.resetField('password');
                setAskCode(false);
              }}
            />
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
              <FormInput
                form={form}
                name="password"
                label="Mot de passe"
                type="password"
                autoComplete="current-password"
              />
              <Link
                to={withReturnPath(pages.forgotPassword, redirect)}
                className="-mt-2 text-sm font-medium text-primary hover:underline"
              >
                Mot de passe oublié ?
              </Link>
              <SubmitButton pending={signIn.isPending} pendingLabel="Connexion en cours...">
                Se connecter
              </SubmitButton>
            </form>
          )}
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Pas encore de compte ?{' '}
            <Link
              to={withReturnPath(pages.register, redirect)}
              className="font-medium text-primary hover:underline"
            >
              Inscrivez-vous
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
