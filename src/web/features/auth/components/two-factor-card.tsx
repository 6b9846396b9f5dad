import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { TwoFactorEnrolment } from '@/shared/api-types';
import { TOTP_CODE_LENGTH } from '@/shared/constants';
import {
  type TwoFactorConfirmInput,
  TwoFactorConfirmSchema,
  type TwoFactorPasswordInput,
  TwoFactorPasswordSchema,
} from '@/shared/schemas/two-factor';
import { TWO_FACTOR_TITLE } from '@/shared/two-factor';
import { CodeField } from '@/web/components/code-field';
import { Badge } from '@/web/components/ui/badge';
import { Button, SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';

// The profile's "Vérification en deux étapes" (decision 074): enrol (password, QR code or key, a
// first code), then the recovery codes shown once; renew them or remove it with the password.

const passwordResolver = zodResolver(TwoFactorPasswordSchema);
const codeResolver = zodResolver(TwoFactorConfirmSchema);

export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body: ReactNode;
  if (recoveryCodes) body = <RecoveryCodesList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (enrolment)
    body = (
      <ConfirmEnrolment
        enrolment={enrolment}
        onConfirmed={(codes) => {
          setEnrolment(null);
          setRecoveryCodes(codes);
        }}
        onCancel={() => setEnrolment(null)}
      />
    );
  else if (!status.data) body = <p className="text-sm text-muted-foreground">Chargement...</p>;
  else if (status.data.enabled)
    body = (
      <ManageTwoFactor
        required={status.data.required}
        left={status.data.recoveryCodesLeft}
        onRenewed={setRecoveryCodes}
      />
    );
  else body = <StartEnrolment required={status.data.required} onStarted={setEnrolment} />;

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          {TWO_FACTOR_TITLE}
          {status.data?.enabled && <Badge variant="secondary">Activée</Badge>}
        </CardTitle>
        <CardDescription>
          À chaque connexion, un code à {TOTP_CODE_LENGTH} chiffres de votre application d’authentification
          (Google Authenticator, Microsoft Authenticator, FreeOTP…) vous est demandé en plus du mot de passe.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function PasswordField({ error, registration }: { error?: string; registration: UseFormRegisterReturn }) {
  return (
    <FormField id="two-factor-password" label="Mot de passe du compte" error={error}>
      <Input type="password" autoComplete="current-password" {...registration} />
    </FormField>
  );
}

function StartEnrolment({
  required,
  onStarted,
}: {
  required: boolean;
  onStarted: (enrolment: TwoFactorEnrolment) => void;
}) {
  const start = useStartTwoFactor();
  const form = useForm<TwoFactorPasswordInput>({
    resolver: passwordResolver,
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    start.mutateAsync(values).then(onStarted, (error: unknown) => {
      applyFieldErrors(error, form.setError);
      toastError(error, 'La vérification en deux étapes n’a pas pu être activée.');
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {required && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Obligatoire pour les administrateurs : activez-la pour accéder à l’administration.
        </p>
      )}
      <PasswordField
        error={form.formState.errors.password?.message}
        registration={form.register('password')}
      />
      <SubmitButton pending={start.isPending} pendingLabel="Préparation..." className="justify-self-start">
        Activer la vérification en deux étapes
      </SubmitButton>
    </form>
  );
}

/** Draws the otpauth:// address as a QR code; the library is loaded here only (public pages never). */
function QrCode({ value }: { value: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (current) setSvg(drawn);
      });
    return () => {
      current = false;
    };
  }, [value]);
  if (!svg) return <div className="size-48 animate-pulse rounded-md bg-muted" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code à scanner avec votre application d’authentification"
      className="size-48 rounded-md border bg-white"
    />
  );
}

function ConfirmEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<TwoFactorConfirmInput>({ resolver: codeResolver, defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutateAsync(values).then(
      ({ recoveryCodes }) => {
        toast.success('Vérification en deux étapes activée', {
          description: 'Vos sessions ouvertes sur d’autres appareils sont fermées.',
        });
        onConfirmed(recoveryCodes);
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, 'Code de vérification incorrect.');
      },
    ),
  );
  // The key in groups of four, as apps show it; typed without the spaces.
  const groupedKey = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>Scannez ce QR code avec votre application d’authentification.</li>
        <li>Saisissez le code à {TOTP_CODE_LENGTH} chiffres qu’elle affiche.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-6">
        <QrCode value={enrolment.totpUri} />
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">Ou saisissez cette clé dans l’application :</span>
          <code className="break-all rounded bg-muted px-2 py-1 font-mono" data-testid="two-factor-key">
            {groupedKey}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <CodeField
          id="two-factor-code"
          label="Code de vérification"
          error={form.formState.errors.code?.message}
          digits={TOTP_CODE_LENGTH}
          registration={form.register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={confirm.isPending} pendingLabel="Vérification...">
            Confirmer
          </SubmitButton>
          <Button type="button" variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Codes de secours Rendezvous (chacun ne sert qu’une fois)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rendezvous-codes-de-secours.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success('Codes copiés'),
      () => toast.error('Erreur', { description: 'Les codes n’ont pas pu être copiés : téléchargez-les.' }),
    );
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <h3 id="recovery-codes-title" className="font-semibold">
        Codes de secours
      </h3>
      <p className="text-sm">
        Sans votre téléphone, chacun de ces codes remplace une fois le code de l’application. Gardez-les en
        lieu sûr : ils ne seront plus affichés.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          Copier
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          Télécharger
        </Button>
        <Button type="button" onClick={onDone}>
          J’ai mis mes codes de côté
        </Button>
      </div>
    </section>
  );
}

function ManageTwoFactor({
  required,
  left,
  onRenewed,
}: {
  required: boolean;
  left: number | null;
  onRenewed: (codes: string[]) => void;
}) {
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const form = useForm<TwoFactorPasswordInput>({
    resolver: passwordResolver,
    defaultValues: { password: '' },
  });
  const failed = (fallback: string) => (error: unknown) => {
    applyFieldErrors(error, form.setError);
    toastError(error, fallback);
  };
  const onRenew = form.handleSubmit((values) =>
    renew.mutateAsync(values).then(({ recoveryCodes }) => {
      form.reset({ password: '' });
      onRenewed(recoveryCodes);
    }, failed('Les codes de secours n’ont pas pu être renouvelés.')),
  );
  const onDisable = form.handleSubmit((values) =>
    disable.mutateAsync(values).then(() => {
      form.reset({ password: '' });
      toast.neutral('Vérification en deux étapes désactivée');
    }, failed('La vérification en deux étapes n’a pas pu être désactivée.')),
  );
  return (
    <form onSubmit={onRenew} noValidate className="grid gap-4">
      <p className="text-sm">
        Codes de secours restants : <strong>{left ?? 0}</strong>
        {required && ' · Obligatoire pour les administrateurs : elle ne peut pas être désactivée.'}
      </p>
      <PasswordField
        error={form.formState.errors.password?.message}
        registration={form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={renew.isPending}>
          Nouveaux codes de secours
        </Button>
        {!required && (
          <Button type="button" variant="destructive" disabled={disable.isPending} onClick={onDisable}>
            Désactiver
          </Button>
        )}
      </div>
    </form>
  );
}
