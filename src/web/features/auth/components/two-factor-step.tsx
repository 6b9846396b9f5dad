import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TwoFactorSignInAnswer } from '@/shared/api-types';
import { TOTP_CODE_LENGTH } from '@/shared/constants';
import { type TwoFactorVerifyInput, TwoFactorVerifySchema } from '@/shared/schemas/two-factor';
import { CodeField } from '@/web/components/code-field';
import { SubmitButton } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toastError } from '@/web/lib/toast';
import { useVerifyTwoFactor } from '../api/two-factor';

const resolver = zodResolver(TwoFactorVerifySchema);

/**
 * The sign-in's second step (decision 074): the 6 digits of the authenticator app, or « Utiliser un
 * code de secours ». A sign-in that expired sends the person back to their password (`onRestart`).
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (answer: TwoFactorSignInAnswer) => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Code de vérification</h2>
        <p className="text-sm text-muted-foreground">
          {recovery
            ? 'Saisissez un de vos codes de secours (xxxxx-xxxxx). Chacun ne sert qu’une fois.'
            : `Saisissez le code à ${TOTP_CODE_LENGTH} chiffres affiché par votre application d’authentification.`}
        </p>
      </div>
      {/* A form of its own for each way: nothing typed in one is sent by the other. */}
      <VerifyForm key={String(recovery)} recovery={recovery} onSignedIn={onSignedIn} onRestart={onRestart} />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={() => setRecovery(!recovery)}
        >
          {recovery ? 'Utiliser l’application d’authentification' : 'Utiliser un code de secours'}
        </button>
        <button type="button" className="text-muted-foreground hover:underline" onClick={onRestart}>
          Recommencer la connexion
        </button>
      </div>
    </div>
  );
}

function VerifyForm({
  recovery,
  onSignedIn,
  onRestart,
}: {
  recovery: boolean;
  onSignedIn: (answer: TwoFactorSignInAnswer) => void;
  onRestart: () => void;
}) {
  const verify = useVerifyTwoFactor();
  const form = useForm<TwoFactorVerifyInput>({ resolver, defaultValues: {} });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    verify.mutateAsync(values).then(onSignedIn, (error: unknown) => {
      if (error instanceof ApiError && error.code === 'two_factor_challenge_missing') {
        toastError(error, '', 'Erreur de connexion');
        onRestart();
        return;
      }
      applyFieldErrors(error, form.setError);
      toastError(error, 'Code de vérification incorrect.', 'Erreur de connexion');
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {recovery ? (
        <FormField id="recoveryCode" label="Code de secours" error={errors.recoveryCode?.message}>
          <Input
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...form.register('recoveryCode')}
          />
        </FormField>
      ) : (
        <CodeField
          id="code"
          label="Code de vérification"
          error={errors.code?.message}
          digits={TOTP_CODE_LENGTH}
          registration={form.register('code')}
        />
      )}
      <SubmitButton pending={verify.isPending} pendingLabel="Vérification...">
        Vérifier
      </SubmitButton>
    </form>
  );
}
