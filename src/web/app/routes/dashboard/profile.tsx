import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatPhone } from '@/shared/phone';
import { ROLE_LABELS } from '@/shared/roles';
import { type ProfileInput, ProfileSchema } from '@/shared/schemas/profile';
import { FormInput } from '@/web/components/form-input';
import { ImagePickerButton } from '@/web/components/image-picker-button';
import { PageHeader } from '@/web/components/layout/page-header';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { Button, SubmitButton } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { ChangePasswordCard } from '@/web/features/auth/components/change-password-card';
import { SessionsCard } from '@/web/features/auth/components/sessions-card';
import { TwoFactorCard } from '@/web/features/auth/components/two-factor-card';
import { CalendarPanel } from '@/web/features/calendar/components/calendar-panel';
import { useRemoveAvatar, useUpdateProfile, useUploadAvatar } from '@/web/features/profile/api/profile';
import { ChangeEmailCard } from '@/web/features/profile/components/change-email-card';
import { MyDataCard } from '@/web/features/profile/components/my-data-card';
import { PhoneCard } from '@/web/features/profile/components/phone-card';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Profil');
  const session = useSession();
  if (session.status !== 'signed-in') {
    return <p className="text-muted-foreground">Aucun utilisateur connecté</p>;
  }
  // An admin without a second factor sees only its card: the API answers them nothing else until
  // they enrol (decision 074). The card keeps its place, so the recovery codes stay on screen.
  const setup = session.twoFactorSetupRequired;
  return (
    <>
      <PageHeader title="Profil" description="Vos informations personnelles." />
      {!setup && (
        <div className="grid gap-6 lg:grid-cols-2">
          <AvatarCard name={session.userDetails.full_name} url={session.userDetails.avatar_url} />
          <IdentityCard
            fullName={session.userDetails.full_name}
            phone={session.userDetails.phone ? formatPhone(session.userDetails.phone) : ''}
            email={session.user.email}
            roleLabel={ROLE_LABELS[session.role]}
          />
          <PhoneCard />
        </div>
      )}
      <section aria-labelledby="security-section" className="mt-10 grid gap-4">
        <h2 id="security-section" className="text-xl font-semibold">
          Sécurité
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <TwoFactorCard />
          {!setup && (
            <>
              <ChangePasswordCard />
              <ChangeEmailCard email={session.user.email} />
              <SessionsCard />
              <MyDataCard />
            </>
          )}
        </div>
      </section>
      {!setup && (
        <section aria-labelledby="calendar-section" className="mt-10 grid gap-4">
          <h2 id="calendar-section" className="text-xl font-semibold">
            Calendrier
          </h2>
          <CalendarPanel />
        </section>
      )}
    </>
  );
}

function AvatarCard({ name, url }: { name: string; url: string | null }) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const sending = progress !== null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Photo de profil</CardTitle>
        <CardDescription>JPEG, PNG, WebP ou GIF, 5 Mo au plus.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-6">
        <UserAvatar name={name} url={url} className="size-24 text-3xl" />
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <ImagePickerButton
              id="avatar-file"
              label="Photo de profil"
              upload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
              success="Photo mise à jour"
              onProgress={setProgress}
            >
              {url ? 'Changer la photo' : 'Ajouter une photo'}
            </ImagePickerButton>
            {url && (
              <Button
                variant="outline"
                disabled={remove.isPending || sending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success('Photo supprimée'),
                    onError: () =>
                      toast.error('Erreur', { description: "Erreur lors de la suppression de l'image." }),
                  })
                }
              >
                Supprimer
              </Button>
            )}
          </div>
          {sending && (
            <div className="grid gap-1">
              <progress
                value={progress}
                max={100}
                className="h-2 w-48 accent-primary"
                aria-label="Envoi de la photo"
              />
              <span className="text-xs text-muted-foreground">Envoi : {progress} %</span>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function IdentityCard({
  fullName,
  phone,
  email,
  roleLabel,
}: {
  fullName: string;
  phone: string;
  email: string;
  roleLabel: string;
}) {
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({ resolver: zodResolver(ProfileSchema), values: { fullName, phone } });
  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => toast.success('Profil mis à jour'),
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(
          error,
          "Une erreur s'est produite lors de la mise à jour du profil.",
          'Erreur de mise à jour',
        );
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Informations</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormInput form={form} name="fullName" label="Nom complet" autoComplete="name" />
          <FormInput
            form={form}
            name="phone"
            label="Téléphone (facultatif)"
            hint="Communiqué aux salons où vous réservez, pour vous joindre au sujet d'un rendez-vous."
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
          <FormField id="email" label="Email" hint="Pour la changer : « Adresse e-mail », plus bas.">
            <Input value={email} readOnly disabled />
          </FormField>
          <FormField id="role" label="Rôle">
            <Input value={roleLabel} readOnly disabled />
          </FormField>
          <SubmitButton
            pending={update.isPending}
            pendingLabel="Enregistrement..."
            className="justify-self-start"
          >
            Enregistrer
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
