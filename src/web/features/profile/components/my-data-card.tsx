import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { profile } from '@/shared/endpoints/accounts';
import { pages } from '@/shared/pages';
import { type DeleteAccountInput, DeleteAccountSchema } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { apiUrl } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { clearSession } from '@/web/lib/session/sign-out';
import { toast, toastError } from '@/web/lib/toast';
import { useDeleteAccount } from '../api/profile';

/** "Mes données": a copy of everything held about the person, and leaving for good. */
/** The search parameter that opens the deletion dialog: the page can be linked to with it open. */
const DELETE_PARAM = 'supprimer-mon-compte';

export function MyDataCard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const deleting = searchParams.has(DELETE_PARAM);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Mes données</CardTitle>
        <CardDescription>
          Une copie de tout ce que Rendezvous conserve sur vous (profil, rendez-vous, avis, notifications,
          salons), au format JSON.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={apiUrl(profile.exportData)} download="rendezvous-mes-donnees.json">
            Télécharger mes données
          </a>
        </Button>
        {/* A link to the open dialog rather than a button: the page's other "Supprimer" (the photo's)
            stays the only button of that name. */}
        <Button asChild variant="destructive">
          <Link to={`?${DELETE_PARAM}`}>Supprimer mon compte</Link>
        </Button>
      </CardContent>
      {deleting && (
        <DeleteAccountDialog
          onOpenChange={(open) => {
            if (!open) setSearchParams({}, { replace: true });
          }}
        />
      )}
    </Card>
  );
}

const resolver = zodResolver(DeleteAccountSchema);

function DeleteAccountDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<DeleteAccountInput>({ resolver, defaultValues: { password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    remove.mutateAsync(values).then(
      async () => {
        // Leave the signed-in page first, so its guard does not send us to /login on the way out.
        await navigate(pages.home);
        clearSession(queryClient);
        toast.success('Compte supprimé', { description: 'Vos données personnelles ont été effacées.' });
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Le compte n'a pas pu être supprimé.");
      },
    ),
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        title="Supprimer mon compte ?"
        description="Votre profil, vos avis, vos notifications, votre photo et votre lien calendrier seront effacés, et vos rendez-vous à venir annulés (les salons sont prévenus). Les salons gardent la trace de vos rendez-vous passés, sans votre nom. C'est définitif."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="delete-password" label="Mot de passe" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              Supprimer définitivement mon compte
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
