import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROLE_LABELS } from '@/shared/roles';
import { type ProfileInput, ProfileSchema } from '@/shared/schemas/profile';
import { PageHeader } from '@/web/components/layout/page-header';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useSession } from '@/web/features/auth/session';
import { CalendarPanel } from '@/web/features/calendar/components/calendar-panel';
import { useRemoveAvatar, useUpdateProfile, useUploadAvatar } from '@/web/features/profile/api/profile';
import { errorMessage } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { imageFileProblem } from '@/web/lib/image-file';
import { toast } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Profil');
  const session = useSession();
  if (session.status !== 'signed-in') {
    return <p className="text-muted-foreground">Aucun utilisateur connecté</p>;
  }
  return (
    <>
      <PageHeader title="Profil" description="Vos informations personnelles." />
      <div className="grid gap-6 lg:grid-cols-2">
        <AvatarCard name={session.userDetails.full_name} url={session.userDetails.avatar_url} />
        <IdentityCard
          fullName={session.userDetails.full_name}
          email={session.user.email}
          roleLabel={ROLE_LABELS[session.role]}
        />
      </div>
      <section aria-labelledby="calendar-section" className="mt-10 grid gap-4">
        <h2 id="calendar-section" className="text-xl font-semibold">
          Calendrier
        </h2>
        <CalendarPanel />
      </section>
    </>
  );
}

function AvatarCard({ name, url }: { name: string; url: string | null }) {
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(setProgress);
  const remove = useRemoveAvatar();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here for a quick answer; the server checks the bytes themselves.
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error('Erreur', { description: problem });
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast.success('Photo mise à jour'),
      onError: (error) =>
        toast.error('Erreur', {
          description: errorMessage(error, "Erreur lors du téléchargement de l'image."),
        }),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Photo de profil</CardTitle>
        <CardDescription>JPEG, PNG, WebP ou GIF, 5 Mo au plus.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-6">
        <UserAvatar name={name} url={url} className="size-24 text-3xl" />
        <div className="grid gap-3">
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Photo de profil"
            // Reached through the visible button: an invisible stop in the tab order would lose the focus.
            tabIndex={-1}
            onChange={onFile}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
              {url ? 'Changer la photo' : 'Ajouter une photo'}
            </Button>
            {url && (
              <Button
                variant="outline"
                disabled={remove.isPending || upload.isPending}
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
          {progress !== null && (
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
  email,
  roleLabel,
}: {
  fullName: string;
  email: string;
  roleLabel: string;
}) {
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({ resolver: zodResolver(ProfileSchema), values: { fullName } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => toast.success('Profil mis à jour'),
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toast.error('Erreur de mise à jour', {
          description: errorMessage(error, "Une erreur s'est produite lors de la mise à jour du profil."),
        });
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
          <FormField id="fullName" label="Nom complet" error={errors.fullName?.message}>
            <Input
              id="fullName"
              autoComplete="name"
              aria-invalid={!!errors.fullName}
              aria-describedby={errors.fullName ? 'fullName-error' : undefined}
              {...form.register('fullName')}
            />
          </FormField>
          <FormField id="email" label="Email" hint="L'e-mail ne peut pas être modifié.">
            <Input id="email" value={email} readOnly disabled />
          </FormField>
          <FormField id="role" label="Rôle">
            <Input id="role" value={roleLabel} readOnly disabled />
          </FormField>
          <Button type="submit" disabled={update.isPending} className="justify-self-start">
            {update.isPending ? 'Enregistrement...' : 'Enregistrer'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
