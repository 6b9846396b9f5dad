import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatPhone } from '@/shared/phone';
import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES } from '@/shared/phone-verification';
import { type PhoneCodeInput, PhoneCodeSchema } from '@/shared/schemas/phone-verification';
import { CodeField } from '@/web/components/code-field';
import { Badge } from '@/web/components/ui/badge';
import { Button, SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { usePhoneSettings, useSendPhoneCode, useSetWhatsapp, useVerifyPhone } from '../api/phone';

// The profile's number (decision 078): « Recevoir mes rappels par WhatsApp » (only where the site
// sends WhatsApp, decision 081) and « Vérifier mon numéro » with a code sent by SMS; a proven number
// links the salons' client files that carry it.

const codeResolver = zodResolver(PhoneCodeSchema);

export function PhoneCard() {
  const settings = usePhoneSettings();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const data = settings.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          Téléphone et rappels
          {data?.verifiedAt && (
            <Badge variant="secondary" className="gap-1">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Numéro vérifié
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          Un numéro vérifié relie votre compte aux fiches que les salons ont à ce numéro.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data ? (
          <p className="text-sm text-muted-foreground">Chargement...</p>
        ) : (
          <>
            <p className="text-sm">
              {data.phone ? (
                <>
                  Votre numéro : <span className="font-medium">{formatPhone(data.phone)}</span>
                </>
              ) : (
                <span className="text-muted-foreground">
                  {data.whatsappOffered
                    ? 'Ajoutez votre numéro dans vos informations pour le vérifier et recevoir vos rappels par WhatsApp.'
                    : 'Ajoutez votre numéro dans vos informations pour le vérifier.'}
                </span>
              )}
            </p>
            {data.whatsappOffered && (
              <WhatsappChoice optIn={data.whatsappOptIn} hasPhone={Boolean(data.phone)} />
            )}
            {data.phone && !data.verifiedAt && (
              <VerifyPhone
                codesLeftToday={data.codesLeftToday}
                sentTo={sentTo}
                onSent={setSentTo}
                onVerified={() => setSentTo(null)}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** « Recevoir mes rappels par WhatsApp »: needs a number to turn on, can always be turned off. */
function WhatsappChoice({ optIn, hasPhone }: { optIn: boolean; hasPhone: boolean }) {
  const whatsapp = useSetWhatsapp();
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id="whatsapp-opt-in"
        checked={optIn}
        disabled={whatsapp.isPending || (!hasPhone && !optIn)}
        onCheckedChange={(checked) =>
          whatsapp.mutate(checked === true, {
            onSuccess: (next) =>
              toast.success(
                next.whatsappOptIn
                  ? 'Vos rappels arriveront par WhatsApp'
                  : 'Vos rappels n’arriveront plus par WhatsApp',
              ),
            onError: (error) => toastError(error, 'Impossible d’enregistrer votre choix.'),
          })
        }
      />
      <Label htmlFor="whatsapp-opt-in" className="leading-5">
        Recevoir mes rappels par WhatsApp
        <span className="block text-xs text-muted-foreground">
          Confirmations et rappels de vos rendez-vous, au lieu de l’e-mail.
        </span>
      </Label>
    </div>
  );
}

function VerifyPhone({
  codesLeftToday,
  sentTo,
  onSent,
  onVerified,
}: {
  codesLeftToday: number;
  sentTo: string | null;
  onSent: (phone: string) => void;
  onVerified: () => void;
}) {
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const form = useForm<PhoneCodeInput>({ resolver: codeResolver, defaultValues: { code: '' } });
  const ask = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => {
        onSent(sent.sentTo);
        toast.success('Code envoyé par SMS', {
          description: `Il est valable ${PHONE_CODE_MINUTES} minutes.`,
        });
      },
      onError: (error) => toastError(error, 'Le code n’a pas pu être envoyé.'),
    });
  const onSubmit = form.handleSubmit((values) =>
    verify.mutateAsync(values).then(
      () => {
        toast.success('Numéro vérifié');
        form.reset();
        onVerified();
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, 'Code incorrect.');
      },
    ),
  );

  if (!sentTo) {
    return (
      <div className="grid gap-1">
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={send.isPending || codesLeftToday === 0}
          onClick={ask}
        >
          {send.isPending ? 'Envoi...' : 'Vérifier mon numéro'}
        </Button>
        {codesLeftToday === 0 && (
          <p className="text-xs text-muted-foreground">
            Vous avez demandé 3 codes aujourd'hui : réessayez demain.
          </p>
        )}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <p className="text-sm">
        Saisissez le code à {PHONE_CODE_LENGTH} chiffres envoyé par SMS au {formatPhone(sentTo)}.
      </p>
      <CodeField
        id="phone-code"
        label="Code reçu par SMS"
        error={form.formState.errors.code?.message}
        digits={PHONE_CODE_LENGTH}
        registration={form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={verify.isPending} pendingLabel="Vérification...">
          Valider
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          disabled={send.isPending || codesLeftToday === 0}
          onClick={ask}
        >
          Renvoyer un code
        </Button>
      </div>
    </form>
  );
}
