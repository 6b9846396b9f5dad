import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pages, safeReturnPath } from '@/shared/pages';
import { type RegisterData, type RegisterInput, RegisterSchema } from '@/shared/schemas/auth';
import { NewPasswordField } from '@/web/components/new-password-field';
import { SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { useSignUp } from '@/web/features/auth/api/auth-mutations';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { loginWithRedirect } from '@/web/lib/paths';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Inscription');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.isAdmin;
  const signUp = useSignUp();
  // Where the person was going (a booking page, say): back there once signed up, and the
  // confirmation e-mail's link brings them back there too. Not for an account an admin creates.
  const returnTo = isAdmin ? null : safeReturnPath(searchParams.get('redirect'));
  const defaultValues: RegisterInput = {
    fullName: '',
    email: '',
    password: '',
    role: searchParams.get('role') === 'prestataire' ? 'prestataire' : 'client',
    cin: '',
    salonAddress: '',
    isAdmin: false,
    // An admin creating someone's account cannot accept the CGU for them (decision 054).
    acceptTerms: isAdmin ? undefined : false,
  };
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(RegisterSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const role = form.watch('role');
  const password = form.watch('password');
  const makesAdmin = form.watch('isAdmin');

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutateAsync(returnTo ? { ...values, redirect: returnTo } : values).then(
      ({ created }) => {
        toast.success('Inscription réussie', { description: 'Votre compte a été créé avec succès.' });
        if (created) {
          form.reset(defaultValues);
          return;
        }
        navigate(values.role === 'prestataire' ? pages.registrationSuccess : (returnTo ?? pages.dashboard), {
          replace: true,
        });
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Une erreur est survenue lors de l'inscription.", "Erreur d'inscription");
      },
    ),
  );

  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Inscription</h1>
          <CardDescription>
            {isAdmin
              ? 'Créez un compte pour une autre personne.'
              : 'Créez votre compte pour réserver ou proposer vos services.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField id="fullName" label="Nom complet" error={errors.fullName?.message}>
              <Input autoComplete="name" {...form.register('fullName')} />
            </FormField>
            <FormField id="email" label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <NewPasswordField
              label="Mot de passe"
              error={errors.password?.message}
              value={password}
              registration={form.register('password')}
            />
            {!makesAdmin && (
              <fieldset className="grid gap-2">
                <legend id="role-legend" className="mb-2 text-sm font-medium">
                  Je suis
                </legend>
                <Controller
                  control={form.control}
                  name="role"
                  render={({ field: roleField }) => (
                    <RadioGroup
                      value={roleField.value}
                      onValueChange={roleField.onChange}
                      className="grid-cols-2"
                      aria-labelledby="role-legend"
                    >
                      <Label htmlFor="role-client" className="flex items-center gap-2 rounded-md border p-3">
                        <RadioGroupItem id="role-client" value="client" /> Client
                      </Label>
                      <Label
                        htmlFor="role-prestataire"
                        className="flex items-center gap-2 rounded-md border p-3"
                      >
                        <RadioGroupItem id="role-prestataire" value="prestataire" /> Prestataire
                      </Label>
                    </RadioGroup>
                  )}
                />
                {errors.role && (
                  <p role="alert" className="text-sm text-destructive">
                    {errors.role.message}
                  </p>
                )}
              </fieldset>
            )}
            {role === 'prestataire' && !makesAdmin && (
              <>
                <FormField id="cin" label="CIN (optionnel)" error={errors.cin?.message} hint="8 chiffres.">
                  <Input inputMode="numeric" maxLength={8} {...form.register('cin')} />
                </FormField>
                <FormField
                  id="salonAddress"
                  label="Adresse du salon (optionnel)"
                  error={errors.salonAddress?.message}
                >
                  <Input autoComplete="street-address" {...form.register('salonAddress')} />
                </FormField>
              </>
            )}
            {isAdmin && (
              <Controller
                control={form.control}
                name="isAdmin"
                render={({ field: adminField }) => (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="isAdmin"
                      checked={adminField.value ?? false}
                      onCheckedChange={(checked) => adminField.onChange(checked === true)}
                    />
                    <Label htmlFor="isAdmin">Compte administrateur</Label>
                  </div>
                )}
              />
            )}
            {!isAdmin && <TermsCheckbox control={form.control} error={errors.acceptTerms?.message} />}
            <SubmitButton pending={signUp.isPending} pendingLabel="Inscription en cours...">
              {"S'inscrire"}
            </SubmitButton>
          </form>
          {!isAdmin && (
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Déjà un compte ?{' '}
              <Link
                to={returnTo ? loginWithRedirect(returnTo) : pages.login}
                className="font-medium text-primary hover:underline"
              >
                Connectez-vous
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The CGU accepted by a tick, required at sign-up. The words open the CGU in a new tab, so the form
 * being filled in is not lost.
 */
function TermsCheckbox({
  control,
  error,
}: {
  control: Control<RegisterInput, unknown, RegisterData>;
  error?: string;
}) {
  return (
    <div className="grid gap-2">
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id="acceptTerms"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              required
              aria-label="J'accepte les conditions générales d'utilisation"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'acceptTerms-error' : undefined}
              className="mt-0.5"
            />
            <Label htmlFor="acceptTerms" className="font-normal leading-snug">
              <span>
                J'accepte les{' '}
                <a
                  href={pages.terms}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  conditions générales d'utilisation
                  <span className="sr-only"> (nouvel onglet)</span>
                </a>
              </span>
            </Label>
          </div>
        )}
      />
      {error && (
        <p id="acceptTerms-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
